// The WAI-ARIA dialog pattern for a panel a navbar toggle opens (the mobile sidebar drawer, the
// mobile menu; issue 59 item 9): the focus moves into it, Tab stays in it, Esc closes it, and the
// toggle gets the focus back however it closed (a tap on a mask or a link included, which would
// leave it on <body>).

import { useEffect, useRef } from 'react';
import { focusables, useFocusTrap } from './useFocusTrap';

/** How long to keep trying to focus the panel: it slides in (not focusable until visible) or is a
 *  chunk loaded on first open. */
const FOCUS_IN_MS = 1500;

/** `box` finds the panel (stable: a useCallback); `toggle` is the selector of the button that opens it. */
export function usePanelDialog(box: () => HTMLElement | null, open: boolean, onClose: () => void, toggle: string): void {
  useFocusTrap(box, open, onClose);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      const until = performance.now() + FOCUS_IN_MS;
      let frame = 0;
      const step = () => {
        const el = box();
        el && focusables(el)[0]?.focus({ preventScroll: true });
        if (!el?.contains(document.activeElement) && performance.now() < until) frame = requestAnimationFrame(step);
      };
      step();
      return () => cancelAnimationFrame(frame);
    } else if (wasOpen.current) {
      wasOpen.current = false;
      const at = document.activeElement;
      if (!at || at === document.body || box()?.contains(at)) document.querySelector<HTMLElement>(toggle)?.focus({ preventScroll: true });
    }
  }, [open, box, toggle]);
}
