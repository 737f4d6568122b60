// A tiny bus between whatever opens search (navbar button, `/`, Ctrl/Cmd+K) and the search dialog,
// which is mounted elsewhere and loaded lazily. It rides on a window event so tests and the dialog
// can observe it without importing each other.

const EVENT = 'docs:open-search';

/** A request no one has answered yet: the dialog's host arrives in a chunk fetched after the first
 *  commit, and a request made before (a quick '/', a click) opens the dialog when it does. */
let pending = false;
window.addEventListener(EVENT, () => (pending = true));

/** Ask the search dialog to open. */
export function openSearch(): void {
  window.dispatchEvent(new CustomEvent(EVENT));
}

/** Run `cb` whenever search is requested (at once for a request still pending); returns the
 *  unsubscribe function. */
export function onOpenSearch(cb: () => void): () => void {
  const run = () => {
    pending = false;
    cb();
  };
  if (pending) run();
  window.addEventListener(EVENT, run);
  return () => window.removeEventListener(EVENT, run);
}
