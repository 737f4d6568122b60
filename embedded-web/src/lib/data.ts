// Typed fetches of what the server (or a static export) provides: JSON data files, and the pages
// themselves as the HTML documents a first load gets.

import type { CommonData, InitialData, InlinedData, InlinedPage, LocaleData, NoticeItem, PageData } from '../types';
import { candidates, decodedPath } from './paths';
import { withBase } from './base';
import { readDrawnPage } from './drawnPage';

async function getJson<T>(url: string): Promise<T | null> {
  const res = await fetch(withBase(url), { headers: { Accept: 'application/json' } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** The HTML document at a route; null when the host has none there (404: its not-found page is no
 *  page). */
async function getDocument(route: string): Promise<Document | null> {
  const res = await fetch(withBase(route), { headers: { Accept: 'text/html' } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`${route}: HTTP ${res.status}`);
  return new DOMParser().parseFromString(await res.text(), 'text/html');
}

/** The common files read so far, by address: a page names its notice by its place in the
 *  `site.notices` of the common file it names (a page of a newer deploy names a newer file). */
const commons = new Map<string, Promise<CommonData | null>>();
function commonFile(url: string): Promise<CommonData | null> {
  let file = commons.get(url);
  if (file) return file;
  // A failed read is not kept: the next page that names the file tries again.
  file = getJson<CommonData>(url).catch(() => {
    commons.delete(url);
    return null;
  });
  commons.set(url, file);
  return file;
}

/** The page with the notice it names put in place. */
function withNotice(page: InlinedPage, notices: NoticeItem[] | undefined): PageData {
  const { notice, ...rest } = page;
  return { ...rest, notice: notice === undefined ? undefined : notices?.[notice] };
}

/** Page data and body for a path, read from the page's HTML document as a first load reads it,
 *  trying the canonical forms of extensionless paths; null when no page exists. A document is
 *  taken only when it is the page of one of those routes: a host that answers every path with some
 *  page (a fallback to the home page, a not-found page sent as 200) answered none. */
export async function fetchPage(path: string): Promise<PageData | null> {
  const routes = [path, ...candidates(path)];
  // Compared as characters: the address bar's path is percent-encoded (/zh/tag/%E5%9C%86/), a route
  // is written as it reads (/zh/tag/圆/).
  const wanted = routes.map(decodedPath);
  for (const route of routes) {
    const doc = await getDocument(route);
    const drawn = doc && readDrawnPage(doc);
    const page = drawn?.inlined.page;
    if (drawn && page && page.layout !== 'notFound' && wanted.includes(decodedPath(page.route))) {
      const notices = page.notice === undefined ? undefined : (await commonFile(drawn.inlined.common))?.site.notices;
      return { ...withNotice(page, notices), html: drawn.html };
    }
  }
  return null;
}

/** Navigation and texts of a locale. */
export function fetchLocale(key: string): Promise<LocaleData | null> {
  return getJson<LocaleData>(`/_data/locale/${key}.json`);
}

/** The app's starting data: what the page inlined, with its locale's common file and the sidebar
 *  slice the page draws, both named by the page and preloaded by its head. A slice file that is
 *  gone (a page kept from an older version of the site) is read from the whole locale file instead;
 *  null when nothing can be fetched: the prerendered page stays as it is. */
export async function startingData(inlined: InlinedData): Promise<InitialData | null> {
  const none: LocaleData['sidebar'] = {};
  const [common, slice] = await Promise.all([
    getJson<CommonData>(inlined.common),
    inlined.sidebar ? getJson<LocaleData['sidebar']>(inlined.sidebar) : none,
  ]);
  if (!common) return null;
  commons.set(inlined.common, Promise.resolve(common));
  const key = inlined.locale ? common.site.locales[inlined.locale.prefix]?.key : undefined;
  const sidebar = slice ?? (key ? (await fetchLocale(key))?.sidebar : undefined);
  if (!sidebar) return null;
  const locale = inlined.locale && common.locale ? { ...common.locale, ...inlined.locale, sidebar } : null;
  return { site: common.site, locale, page: withNotice(inlined.page, common.site.notices) };
}
