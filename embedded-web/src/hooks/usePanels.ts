// Open/closed state of the mobile sidebar (SB-08), the mobile menu (NAV-08) and the desktop sidebar
// collapse (SB-09). Navigation and growing past the mobile width close the mobile panels.

import { useCallback, useEffect, useState } from 'react';
import { useBodyLock } from './useBodyLock';
import { usePanelDialog } from './usePanelDialog';
import { MOBILE_QUERY, useMedia } from './useMedia';

export function usePanels(route: string) {
  const mobile = useMedia(MOBILE_QUERY);
  // The collapse only applies between the mobile and the wide breakpoints; it is not persisted.
  const mid = useMedia('(min-width: 720px) and (max-width: 1439px)');
  const [sidebarOpen, setSidebar] = useState(false);
  const [navScreenOpen, setNavScreen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => {
    setSidebar(false);
    setNavScreen(false);
  }, [route, mobile]);
  useBodyLock(mobile && (sidebarOpen || navScreenOpen));
  // The mobile sidebar drawer and the mobile menu are dialogs (issue 59 item 9): focus in, Tab
  // kept in, Esc closes, the focus back on the toggle.
  const sidebarBox = useCallback(() => document.getElementById('sidebar'), []);
  const closeDrawer = useCallback(() => setSidebar(false), []);
  usePanelDialog(sidebarBox, mobile && sidebarOpen, closeDrawer, '.vp-toggle-sidebar-button');
  const navScreenBox = useCallback(() => document.getElementById('nav-screen'), []);
  const closeNavScreen = useCallback(() => setNavScreen(false), []);
  usePanelDialog(navScreenBox, navScreenOpen, closeNavScreen, '.vp-toggle-navbar-button');

  const setSidebarOpen = useCallback((open: boolean) => {
    setSidebar(open);
    // Opening the sidebar closes the mobile menu.
    if (open) setNavScreen(false);
  }, []);
  const onSwipe = useCallback((action: 'open' | 'close') => setSidebarOpen(action === 'open'), [setSidebarOpen]);
  return {
    mobile,
    onSwipe,
    sidebarOpen,
    navScreenOpen,
    collapsed: collapsed && mid,
    setSidebarOpen,
    toggleSidebar: () => setSidebarOpen(!sidebarOpen),
    toggleNavScreen: () => setNavScreen((o) => !o),
    toggleCollapsed: () => setCollapsed((c) => !c),
  };
}
