// Which headings a page's table of contents lists, and whether it has one (PG-09). Pure, so the page
// frame can set `has-toc` without loading the TOC component, which comes with the doc layout's chunk.

import type { Header, PageData } from '../types';

/** Headings shown for a depth: level ≤ depth + 1 (depth 2 → h2, h3). */
export function tocHeaders(headers: Header[], depth: number): Header[] {
  return headers
    .filter((h) => h.level <= depth + 1)
    .map((h) => ({ ...h, children: h.children ? tocHeaders(h.children, depth) : undefined }));
}

/** Whether a page shows a TOC: doc layout, not `toc: false`, and at least one heading. */
export function hasToc(page: PageData): boolean {
  return page.layout === 'doc' && page.frontmatter.toc !== false && tocHeaders(page.headers ?? [], page.frontmatter.headerDepth ?? 2).length > 0;
}
