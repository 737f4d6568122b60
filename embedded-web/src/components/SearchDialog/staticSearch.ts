// Search for hosts without /api/search (a static export): loads the locale's list of parts
// (`/_data/search/<lang>.json`, written by `docs build`) and its parts on the first search, builds
// the index in memory once, and searches it with the server's analyzers and ranking (lib/search/engine.ts).
// Lazily imported by useSearch, so the main bundle does not carry the engine.

import { buildIndex, FORMAT_VERSION, mergeParts, search, type Index, type PartList, type StaticIndexFile } from '../../lib/search/engine';
import type { Hit } from './useSearch';
import { withBase } from '../../lib/base';

const cache = new Map<string, Promise<Index>>();

function load(lang: string): Promise<Index> {
  let index = cache.get(lang);
  if (!index) {
    // Default caching: the host's revalidation keeps a rebuilt site's index fresh.
    const json = async <T,>(path: string): Promise<T> => {
      const res = await fetch(withBase(path));
      if (!res.ok) throw new Error(`search index: HTTP ${res.status}`);
      return (await res.json()) as T;
    };
    const dir = `/_data/search/${encodeURIComponent(lang)}`;
    index = json<PartList>(`${dir}.json`).then(async (list) => {
      if (list.v !== FORMAT_VERSION) throw new Error(`search index: format ${list.v}, expected ${FORMAT_VERSION}`);
      // A part's name says what it holds: the host may cache it for good.
      const parts = await Promise.all(list.parts.map((name) => json<StaticIndexFile>(`${dir}/${name}.json`)));
      return buildIndex(mergeParts(parts));
    });
    // A failed load is tried again on the next search.
    index.catch(() => cache.delete(lang));
    cache.set(lang, index);
  }
  return index;
}

/** Search the static index of a language (`en`, `zh`): the first 20 hits, as /api/search gives. */
export async function staticSearch(query: string, lang: string): Promise<Hit[]> {
  return search(await load(lang), query, 20).hits;
}
