// The WAI-ARIA dialog pattern for a panel a navbar toggle opens (the mobile sidebar drawer, the
// mobile menu; issue 59 item 9): the focus moves into it, Tab stays in it, Esc closes it, and the
// toggle gets the focus back however it closed (a tap on a mask or a link included, which would
// leave it on <body>). The open panel's focus handling is fetched when a panel first opens
// (hooks/panelFocus.ts, issue 59's first-load budget).

import { useEffect, useRef } from 'react';

/** `box` finds the panel (stable: a useCallback); `toggle` is the selector of the button that opens it. */
export function usePanelDialog(box: () => HTMLElement | null, open: boolean, onClose: () => void, toggle: string): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      let release: (() => void) | undefined;
      let closed = false;
      import('./panelFocus').then(
        (m) => {
          if (!closed) release = m.holdPanelFocus(box, onClose);
        },
        () => undefined,
      );
      return () => {
        closed = true;
        release?.();
      };
    } else if (wasOpen.current) {
      wasOpen.current = false;
      const at = document.activeElement;
      if (!at || at === document.body || box()?.contains(at)) document.querySelector<HTMLElement>(toggle)?.focus({ preventScroll: true });
    }
  }, [open, box, onClose, toggle]);
}
