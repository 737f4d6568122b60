// A small history router: the site has one catch-all route, so a full router library is not needed.

import { useSyncExternalStore } from 'react';

import { stripBase, withBase } from './base';
import { enterEntry, hashChanged, leaveEntry, restoreScroll, startScrollMemory, takeRestoredScroll } from './scrollMemory';

const listeners = new Set<() => void>();
let current = snapshot();

function snapshot() {
  // The app works with routes: the address minus the base the site is mounted under.
  return { path: stripBase(location.pathname) ?? location.pathname, hash: location.hash, search: location.search };
}

function notify() {
  current = snapshot();
  listeners.forEach((l) => l());
}

startScrollMemory();
window.addEventListener('popstate', () => {
  const before = current.path;
  enterEntry();
  notify();
  // Back or forward between anchors of one page: the page does not change, so restore here.
  if (current.path === before) {
    const y = takeRestoredScroll();
    if (y !== undefined) restoreScroll(y);
  }
});
// In-page anchor clicks change only the hash; the language menu keeps it (NAV-05).
window.addEventListener('hashchange', () => {
  hashChanged();
  notify();
});

/** Navigate inside the app without a full page load; `to` is a route (`/guide/x.html#a`). */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const url = new URL(withBase(to), location.href);
  if (url.origin !== location.origin || stripBase(url.pathname) === null) {
    location.href = url.href;
    return;
  }
  const target = url.pathname + url.search + url.hash;
  if (options.replace) history.replaceState(history.state, '', target);
  else history.pushState(leaveEntry(), '', target);
  notify();
}

/** The current location; re-renders on every navigation. */
export function useLocation() {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => current,
  );
}

/** Decide whether a click on a link should become an in-app navigation. */
export function shouldIntercept(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return false;
  // Outside the base the site is mounted under: another site on the same host.
  if (stripBase(url.pathname) === null) return false;
  // Only pages: folder routes, .html routes and extensionless paths; files (v3.sh, images) load normally.
  const last = url.pathname.split('/').pop() ?? '';
  return last === '' || last.endsWith('.html') || !last.includes('.');
}
