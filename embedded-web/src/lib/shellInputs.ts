// The shell's listener for the reader's touches (KB-02), fetched after the mount by useSwipe. The
// keys (hooks/useShortcuts.ts) stay in the first load: a `/` typed as the page appears must open search.

import { swipeAction } from './gestures';

/** A horizontal swipe on `el` opens or closes the mobile sidebar, until the returned function is called. */
export function listenSwipe(el: HTMLElement, onSwipe: (action: 'open' | 'close') => void): () => void {
  let start: { x: number; y: number } | null = null;
  const onStart = (e: TouchEvent) => {
    start = { x: e.changedTouches[0].clientX, y: e.changedTouches[0].clientY };
  };
  const onEnd = (e: TouchEvent) => {
    if (!start) return;
    const action = swipeAction(start, { x: e.changedTouches[0].clientX, y: e.changedTouches[0].clientY });
    start = null;
    if (action) onSwipe(action);
  };
  el.addEventListener('touchstart', onStart, { passive: true });
  el.addEventListener('touchend', onEnd);
  return () => {
    el.removeEventListener('touchstart', onStart);
    el.removeEventListener('touchend', onEnd);
  };
}
