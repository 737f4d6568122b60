// Each layout's body is a chunk of its own: a doc page (where most readers land) never downloads the
// home or 404 body, and the home and 404 pages never download the doc column and sidebar. A body is
// loaded before the page that needs it is committed (main.tsx for the first page, usePage for the
// next ones): the prerendered HTML is never swapped for a blank fallback.

import type { PageData } from '../types';

export * from './common';

type HomeBody = typeof import('./HomeBody').default;
type NotFoundBody = typeof import('./NotFoundBody').default;
type BlogBody = typeof import('./BlogBody').default;
type DocParts = typeof import('./DocParts');

let home: HomeBody | undefined;
let notFound: NotFoundBody | undefined;
let blog: BlogBody | undefined;
let doc: DocParts | undefined;

/** Load the body component of `layout` if it lives in a chunk of its own and is not loaded yet.
 *  `drawn`: the page is the one the server drew, whose static parts the app keeps as they are. */
export async function loadBody(layout: PageData['layout'], drawn = false): Promise<void> {
  if (layout === 'home') home ??= (await import('./HomeBody')).default;
  else if (layout === 'notFound') notFound ??= (await import('./NotFoundBody')).default;
  else if (layout === 'blog') blog ??= (await import('./BlogBody')).default;
  else if (layout === 'doc') {
    doc ??= await import('./DocParts');
    if (!drawn) await doc.loadPageInfo();
  }
}

/** The loaded bodies (undefined until `loadBody` has run for their layout). */
export const bodies = {
  get home() {
    return home;
  },
  get notFound() {
    return notFound;
  },
  get doc() {
    return doc;
  },
  get blog() {
    return blog;
  },
};
