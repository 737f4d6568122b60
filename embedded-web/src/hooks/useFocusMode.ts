// Focus mode (WG-22): the focus module is a chunk of its own, fetched only when the site turns it on.

import { useEffect } from 'react';

const content = () => document.getElementById('docs-content');

/** Focus mode (WG-22) when the site turns it on. Called by the doc column itself, not with the
 *  enhancers that load after its commit: a reader resting on the article from the start must not
 *  wait for two chunks in a row. */
export function useFocusMode(focus?: boolean | number): void {
  useEffect(() => {
    const root = content();
    if (!focus || !root) return;
    let live = true;
    let stop: (() => void) | undefined;
    void import('../enhance/focus').then((m) => {
      if (live) stop = m.focusMode(root, typeof focus === 'number' ? focus : 1500);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [focus]);
}
