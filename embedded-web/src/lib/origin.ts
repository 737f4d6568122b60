// `%SITE_ORIGIN%` in a page (an install command that downloads from this site) comes from the server
// as `<span data-origin>` holding the configured hostname. Once the app runs, each such span shows the
// address the reader actually has open, so a command copied from a local `docs serve`, a mirror or a
// preview deployment downloads from there.

/** The marked spans of rendered content. */
export const ORIGIN_SELECTOR = '[data-origin]';

/** Put `origin` (normally `location.origin`) into every span; untouched when already right. */
export function fillOrigin(spans: Iterable<{ textContent: string | null }>, origin: string): void {
  for (const span of spans) {
    if (span.textContent !== origin) span.textContent = origin;
  }
}
