// What an open panel dialog does with the focus (hooks/usePanelDialog.ts), fetched when a panel first
// opens: nothing of it runs while the page is only read.

import { focusables, trapFocus } from './useFocusTrap';

/** How long to keep trying to focus the panel: it slides in (not focusable until visible) or is a
 *  chunk loaded on first open. */
const FOCUS_IN_MS = 1500;

/** Moves the focus into the panel and keeps Tab in it (Esc calls `onClose`) until the returned
 *  function is called. */
export function holdPanelFocus(box: () => HTMLElement | null, onClose: () => void): () => void {
  const until = performance.now() + FOCUS_IN_MS;
  let frame = 0;
  const step = () => {
    const el = box();
    el && focusables(el)[0]?.focus({ preventScroll: true });
    if (!el?.contains(document.activeElement) && performance.now() < until) frame = requestAnimationFrame(step);
  };
  step();
  const release = trapFocus(box, onClose);
  return () => {
    cancelAnimationFrame(frame);
    release();
  };
}
