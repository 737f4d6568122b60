// English UI strings. zh.ts must have the same keys (checked by the type below).
export const en = {
  skipToContent: 'Skip to main content',
  selectLanguage: 'Select language',
  toggleSidebar: 'Toggle sidebar',
  toggleMenu: 'Toggle navigation menu',
  colorMode: 'Switch colour mode',
  colorModeLight: 'Light mode',
  colorModeDark: 'Dark mode',
  colorModeAuto: 'Follow system',
  repoLink: 'Source repository',
  prev: 'Prev',
  next: 'Next',
  primaryNav: 'Main navigation',
  sidebarNav: 'Sidebar',
  pageNav: 'Page navigation',
  loading: 'Loading…',
  loadFailed: 'This page could not be loaded. Check your connection and try again.',
  reload: 'Reload',
};

export type Strings = typeof en;
