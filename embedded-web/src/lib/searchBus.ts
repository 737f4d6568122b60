// A tiny bus between whatever opens search (navbar button, `/`, Ctrl/Cmd+K) and the search dialog,
// which is mounted elsewhere and loaded lazily. It rides on a window event so tests and the dialog
// can observe it without importing each other.

const EVENT = 'docs:open-search';

/** Ask the search dialog to open. */
export function openSearch(): void {
  window.dispatchEvent(new CustomEvent(EVENT));
}

/** Run `cb` whenever search is requested; returns the unsubscribe function. */
export function onOpenSearch(cb: () => void): () => void {
  window.addEventListener(EVENT, cb);
  return () => window.removeEventListener(EVENT, cb);
}
