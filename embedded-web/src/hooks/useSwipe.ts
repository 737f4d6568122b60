// Touch swipe on the page container opens or closes the mobile sidebar (KB-02). The listener's code
// is fetched after the mount (lib/shellInputs.ts).

import type { RefObject } from 'react';
import { useAfterLoad } from './useAfterLoad';

export function useSwipe(ref: RefObject<HTMLElement | null>, onSwipe: (action: 'open' | 'close') => void): void {
  useAfterLoad(
    () => import('../lib/shellInputs'),
    (m) => (ref.current ? m.listenSwipe(ref.current, onSwipe) : () => undefined),
    [ref, onSwipe],
  );
}
