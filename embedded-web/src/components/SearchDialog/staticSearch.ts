// Search for hosts without /api/search (a static export): loads the locale's section file
// (`/_data/search/<lang>.json`, written by `docs build`) on the first search, builds the index in
// memory once, and searches it with the server's analyzers and ranking (lib/search/engine.ts).
// Lazily imported by useSearch, so the main bundle does not carry the engine.

import { buildIndex, FORMAT_VERSION, search, type Index, type StaticIndexFile } from '../../lib/search/engine';
import type { Hit } from './useSearch';
import { withBase } from '../../lib/base';

const cache = new Map<string, Promise<Index>>();

function load(lang: string): Promise<Index> {
  let index = cache.get(lang);
  if (!index) {
    // Default caching: the host's revalidation keeps a rebuilt site's index fresh.
    index = fetch(withBase(`/_data/search/${encodeURIComponent(lang)}.json`)).then(async (res) => {
      if (!res.ok) throw new Error(`search index: HTTP ${res.status}`);
      const file = (await res.json()) as StaticIndexFile;
      if (file.v !== FORMAT_VERSION) throw new Error(`search index: format ${file.v}, expected ${FORMAT_VERSION}`);
      return buildIndex(file);
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
