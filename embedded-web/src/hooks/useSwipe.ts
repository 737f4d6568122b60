// Touch swipe on the page container opens or closes the mobile sidebar (KB-02).

import { useEffect, type RefObject } from 'react';
import { swipeAction } from '../lib/gestures';

export function useSwipe(ref: RefObject<HTMLElement | null>, onSwipe: (action: 'open' | 'close') => void): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
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
  }, [ref, onSwipe]);
}
