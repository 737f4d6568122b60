// Media-query state for layout decisions that CSS alone cannot make (closing panels on resize).

import { useSyncExternalStore } from 'react';

export const MOBILE_QUERY = '(max-width: 719px)';

export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const mq = window.matchMedia(query);
      mq.addEventListener('change', cb);
      return () => mq.removeEventListener('change', cb);
    },
    () => window.matchMedia(query).matches,
  );
}
