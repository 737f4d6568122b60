// Typed fetches of the JSON the server (or a static export) provides.

import type { CommonData, InitialData, InlinedData, LocaleData, PageData } from '../types';
import { candidates, dataFile } from './paths';
import { withBase } from './base';

async function getJson<T>(url: string): Promise<T | null> {
  const res = await fetch(withBase(url), { headers: { Accept: 'application/json' } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as T;
}

/** Page data for a path, trying the canonical forms of extensionless paths; null when no page exists. */
export async function fetchPage(path: string): Promise<PageData | null> {
  for (const route of [path, ...candidates(path)]) {
    const page = await getJson<PageData>(`/_data/page/${dataFile(route)}`);
    if (page) return page;
  }
  return null;
}

/** Navigation and texts of a locale. */
export function fetchLocale(key: string): Promise<LocaleData | null> {
  return getJson<LocaleData>(`/_data/locale/${key}.json`);
}

/** The app's starting data: what the page inlined, with its locale's common file (null when that
 *  cannot be fetched: the prerendered page stays as it is). */
export async function startingData(inlined: InlinedData): Promise<InitialData | null> {
  const common = await getJson<CommonData>(inlined.common);
  if (!common) return null;
  const locale = inlined.locale && common.locale ? { ...common.locale, ...inlined.locale } : null;
  return { site: common.site, locale, page: inlined.page };
}
