// Whether a page has a table of contents (PG-09), as the server decided it. A module of its own so
// the page frame can set `has-toc` without the TOC component, which comes with the doc layout's chunk.

import type { PageData } from '../types';

export function hasToc(page: PageData): boolean {
  return page.parts?.toc === true;
}
