// Navbar auto-hide (NAV-07): throttled scroll samples decide; the navbar itself only moves where it
// carries `auto-hide` (mobile widths by default).

import { useEffect, useRef, useState } from 'react';
import { navbarHidden, SCROLL_THROTTLE_MS, throttle } from '../lib/gestures';

export function useNavbarAutoHide(sidebarOpen: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  // Read by the scroll handler without re-subscribing it on every toggle.
  const sidebar = useRef(sidebarOpen);
  useEffect(() => {
    sidebar.current = sidebarOpen;
  }, [sidebarOpen]);

  useEffect(() => {
    let prev = window.scrollY;
    const sample = throttle(() => {
      const y = window.scrollY;
      const next = navbarHidden(prev, y, sidebar.current);
      if (next !== null) setHidden(next);
      prev = y;
    }, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', sample.run, { passive: true });
    return () => {
      window.removeEventListener('scroll', sample.run);
      sample.cancel();
    };
  }, []);
  return hidden;
}
