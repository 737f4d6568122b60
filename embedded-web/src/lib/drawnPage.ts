// What a page's HTML document holds for the app: the data the server inlined (the page without its
// body) and the body the server drew. A first load reads it from the live document (main.tsx) and a
// client-side visit from the fetched HTML of the page it goes to (lib/data.ts): the one file a page
// is exported as, so the two cannot differ.

import type { InlinedData } from '../types';

export interface DrawnPage {
  inlined: InlinedData;
  /** The content HTML the app sets as is. */
  html: string;
}

/** The page `doc` holds; null when it is no page of this app (no inlined data). The server drew the
 *  page icon and TOC into the content too, which the app draws itself (PageTitle): those go, and
 *  the drawn page info, which has no behaviour, stays. */
export function readDrawnPage(doc: Document): DrawnPage | null {
  const tag = doc.getElementById('__DOCS_DATA__');
  if (!tag) return null;
  let inlined: InlinedData;
  try {
    inlined = JSON.parse(tag.textContent ?? '') as InlinedData;
  } catch {
    return null;
  }
  if (!inlined?.page) return null;
  const content = doc.getElementById('docs-content')?.cloneNode(true) as HTMLElement | undefined;
  content?.querySelectorAll('[data-ssr]:not(.page-info)').forEach((n) => n.remove());
  return { inlined, html: content?.innerHTML ?? '' };
}
