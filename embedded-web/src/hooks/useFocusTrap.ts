// The keyboard half of the WAI-ARIA dialog pattern for a panel that is open: Tab and Shift+Tab
// cycle inside it, and Esc calls `onEscape`. Moving the focus in and giving it back is the caller's
// (it knows what opened the panel).

import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab reaches inside `box`, in order (visible ones only). */
export function focusables(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/** Tab and Shift+Tab cycle inside the box `get` finds and Esc calls `onEscape`, until the returned
 *  function is called (the panels' dialogs install it from a chunk fetched when one first opens). */
export function trapFocus(get: () => HTMLElement | null, onEscape: () => void): () => void {
  const onKey = (e: KeyboardEvent) => {
    const el = get();
    if (!el) return;
    if (e.key === 'Escape' && !e.defaultPrevented) {
      e.preventDefault();
      onEscape();
      return;
    }
    if (e.key !== 'Tab') return;
    const list = focusables(el);
    if (!list.length) return;
    const [first, last] = [list[0], list[list.length - 1]];
    const inside = el.contains(document.activeElement);
    if (e.shiftKey && (document.activeElement === first || !inside)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
      e.preventDefault();
      first.focus();
    }
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}

export function useFocusTrap(box: RefObject<HTMLElement | null> | (() => HTMLElement | null), active: boolean, onEscape: () => void): void {
  useEffect(() => {
    if (!active) return;
    return trapFocus(() => (typeof box === 'function' ? box() : box.current), onEscape);
  }, [active, box, onEscape]);
}
