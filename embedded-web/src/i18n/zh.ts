import type { Strings } from './en';

export const zh: Strings = {
  skipToContent: '跳至主要內容',
  selectLanguage: '选择语言',
  toggleSidebar: '切换侧边栏',
  toggleMenu: '切换导航菜单',
  colorMode: '切换外观',
  colorModeLight: '浅色模式',
  colorModeDark: '深色模式',
  colorModeAuto: '跟随系统',
  repoLink: '源码仓库',
  prev: '上一页',
  next: '下一页',
  primaryNav: '主导航',
  sidebarNav: '侧边栏',
  pageNav: '页面导航',
  loading: '加载中…',
  loadFailed: '页面加载失败，请检查网络后重试。',
  reload: '重新加载',
};
