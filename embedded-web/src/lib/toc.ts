// Whether a page has a table of contents (PG-09). A module of its own so the page frame can set
// `has-toc` without the TOC component, which comes with the doc layout's chunk.

import type { PageData } from '../types';

/** Whether a page shows a TOC: doc layout, not `toc: false`, and at least one heading down to its
 *  depth (`tocHeaders` keeps a top-level heading exactly when its level is within the depth). */
export function hasToc(page: PageData): boolean {
  const depth = page.frontmatter.headerDepth ?? 2;
  return page.layout === 'doc' && page.frontmatter.toc !== false && (page.headers ?? []).some((h) => h.level <= depth + 1);
}
