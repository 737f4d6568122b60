// The page meta the server drew for the first page, read before the app's first commit replaces the
// prerendered page. A module of its own so main.tsx can take it without the page-bottom slots, which
// come with the doc layout's chunk.

/** What `keepDrawnMeta` found: the route it was drawn for and its markup. */
export let drawnMeta: { route: string; html: string } | null = null;

/** Remember the server-drawn `.page-meta` of the first page (call before mounting). */
export function keepDrawnMeta(route: string) {
  const meta = document.querySelector('.prerendered .page-meta');
  drawnMeta = meta ? { route, html: meta.outerHTML } : null;
}
