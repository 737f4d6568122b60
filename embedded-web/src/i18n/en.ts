// English UI strings. zh.ts must have the same keys (checked by the type below).
export const en = {
  skipToContent: 'Skip to main content',
  selectLanguage: 'Select language',
  toggleSidebar: 'Toggle sidebar',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  toggleMenu: 'Toggle navigation menu',
  colorMode: 'Switch colour mode',
  colorModeLight: 'Light mode',
  colorModeDark: 'Dark mode',
  colorModeAuto: 'Follow system',
  themeMode: 'Theme Mode',
  repoLink: 'Source repository',
  search: 'Search',
  prev: 'Prev',
  next: 'Next',
  primaryNav: 'Main navigation',
  mobileNav: 'Site menu',
  sidebarNav: 'Sidebar',
  pageNav: 'Page navigation',
  close: 'Close',
  loading: 'Loading…',
  loadFailed: 'This page could not be loaded. Check your connection and try again.',
  reload: 'Reload',
  // Language redirect modal (LR-03); `$1` is the target locale's name from site.yaml ("简体中文").
  redirectHint: 'Your primary language is $1, do you want to switch to it?',
  redirectSwitch: 'Switch to $1',
  redirectCancel: 'Cancel',
  redirectRemember: 'Remember my choice',
  // Ads and sponsor (SB-10, HM-04).
  sponsorship: 'Sponsorship',
  free: 'Free',
  newSite: 'Open the new site',
  // Portfolio home (PF-02).
  welcome: "👋 Hi There, I'm",
  // Page chrome: breadcrumb, page info (PG-04..08), TOC (PG-09), page meta (PG-12).
  breadcrumb: 'Breadcrumb',
  /** The breadcrumb's first entry, the locale home (whatever that page's own title says). */
  breadcrumbHome: 'Home',
  author: 'Author',
  writingDate: 'Writing Date',
  original: 'Original',
  category: 'Category',
  tag: 'Tag',
  readingTime: 'Reading Time',
  words: 'Words',
  less1Minute: 'Less than 1 minute',
  timeText: 'About $time min',
  wordText: 'About $word words',
  pageInfo: 'Page info',
  toc: 'On This Page',
  editLink: 'Edit this page',
  lastUpdated: 'Last update',
  contributors: 'Contributors',
  /** A quiet link in place of the comments when the comment service is slow or cannot be reached. */
  commentsFailed: 'Comments on GitHub Discussions',
  // The banner for a chunk that failed to load (the behaviours' strings are in later/en.ts).
  chunkFailed: 'Part of the site failed to load.',
};

export type Strings = typeof en;
