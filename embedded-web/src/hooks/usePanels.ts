// Open/closed state of the mobile sidebar (SB-08), the mobile menu (NAV-08) and the desktop sidebar
// collapse (SB-09). Navigation and growing past the mobile width close the mobile panels.

import { useCallback, useEffect, useRef, useState } from 'react';
import { useBodyLock } from './useBodyLock';
import { focusables, useFocusTrap } from './useFocusTrap';
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
  // Esc closes the mobile menu and gives the focus back to the button that opened it.
  useEffect(() => {
    if (!navScreenOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setNavScreen(false);
      document.querySelector<HTMLElement>('.vp-toggle-navbar-button')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navScreenOpen]);

  // The mobile sidebar is a drawer with the dialog pattern (issue 59 item 9): the focus moves into it,
  // Tab stays in it, Esc closes it, and the toggle gets the focus back however it closed (a tap on
  // the mask included, which would leave it on <body>).
  const drawer = mobile && sidebarOpen;
  const wasOpen = useRef(false);
  const sidebarBox = useCallback(() => document.getElementById('sidebar'), []);
  const closeDrawer = useCallback(() => setSidebar(false), []);
  useFocusTrap(sidebarBox, drawer, closeDrawer);
  useEffect(() => {
    const box = document.getElementById('sidebar');
    if (drawer) {
      wasOpen.current = true;
      // The drawer slides in and is not focusable until it is visible: try each frame for a moment.
      const until = performance.now() + 600;
      let frame = 0;
      const step = () => {
        box && focusables(box)[0]?.focus({ preventScroll: true });
        if (box && !box.contains(document.activeElement) && performance.now() < until) frame = requestAnimationFrame(step);
      };
      step();
      return () => cancelAnimationFrame(frame);
    } else if (wasOpen.current) {
      wasOpen.current = false;
      const at = document.activeElement;
      if (!at || at === document.body || box?.contains(at)) document.querySelector<HTMLElement>('.vp-toggle-sidebar-button')?.focus({ preventScroll: true });
    }
  }, [drawer]);

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
