// Locks page scrolling while an overlay is open (mobile sidebar, nav screen, modal). Counted, so two
// overlays closing in either order leave the page scrollable.

import { useEffect } from 'react';

let locks = 0;

export function useBodyLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    locks += 1;
    document.body.style.overflow = 'hidden';
    return () => {
      locks -= 1;
      if (locks === 0) document.body.style.overflow = '';
    };
  }, [locked]);
}
