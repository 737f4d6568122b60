// An effect whose code is fetched when it first runs, not with the page (issue 59's first-load
// budget): listeners that only answer the reader's keys and touches draw nothing, so the first
// paint is the same without them, and their chunk arrives a moment after the mount.

import { useEffect, type DependencyList } from 'react';

/** Runs `effect` with the module `load` gives once it has arrived, and its cleanup when the deps
 *  change or the component goes; a module that cannot load leaves the page as it is. */
export function useAfterLoad<M>(load: () => Promise<M>, effect: (module: M) => () => void, deps: DependencyList): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    load().then(
      (module) => {
        if (!gone) stop = effect(module);
      },
      () => undefined,
    );
    return () => {
      gone = true;
      stop?.();
    };
    // The caller's deps decide when the effect runs again, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}
