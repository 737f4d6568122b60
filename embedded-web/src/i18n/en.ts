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
  // Language redirect modal (LR-03); `$1` is the browser language code.
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
};

export type Strings = typeof en;
