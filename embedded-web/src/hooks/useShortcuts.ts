// Global keys: `/` and Ctrl/Cmd+K open search (KB-03); Alt+Left/Right follow prev/next (KB-01).

import { useEffect } from 'react';
import { navigate } from '../lib/router';
import { openSearch } from '../lib/searchBus';
import { isSearchShortcut, isTypingTarget, pageNavDirection } from '../lib/shortcuts';
import type { NavLink } from '../types';

export function useShortcuts(prev: NavLink | undefined, next: NavLink | undefined): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.isComposing) return;
      if (isSearchShortcut(e)) {
        // A slash typed into a field is text, not a command.
        if (isTypingTarget(document.activeElement as HTMLElement | null)) return;
        e.preventDefault();
        openSearch();
        return;
      }
      const dir = pageNavDirection(e);
      const target = dir === 'prev' ? prev : dir === 'next' ? next : undefined;
      if (!target) return;
      e.preventDefault();
      navigate(target.link);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [prev, next]);
}
