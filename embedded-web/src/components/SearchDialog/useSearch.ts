// Debounced search against /api/search (SR-02, SR-03): one request 500 ms after the last keystroke.

import { useEffect, useState } from 'react';
import { withBase } from '../../lib/base';

export interface Hit {
  route: string;
  anchor: string | null;
  title: string;
  section: string;
  snippet: string;
}

export type SearchState = { status: 'idle' | 'loading' | 'error' } | { status: 'done'; hits: Hit[] };

export const DEBOUNCE_MS = 500;

export function useSearch(query: string, lang: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      setState({ status: 'loading' });
      try {
        const url = withBase(`/api/search?q=${encodeURIComponent(q)}&lang=${encodeURIComponent(lang)}&limit=20`);
        const res = await fetch(url, { signal: controller.signal });
        // A static export has no /api/search: search the index it ships instead. Hosts say so in
        // many ways (404, 405, 403 from object stores, 200 with an HTML page), but only the docs
        // server answers this path with JSON.
        const json = (res.headers.get('content-type') ?? '').includes('application/json');
        if (!json || res.status === 404 || res.status === 405) {
          const { staticSearch } = await import('./staticSearch');
          const hits = await staticSearch(q, lang);
          if (!controller.signal.aborted) setState({ status: 'done', hits });
          return;
        }
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const body = (await res.json()) as { hits: Hit[] };
        setState({ status: 'done', hits: body.hits });
      } catch (err) {
        if (!controller.signal.aborted) setState({ status: 'error' });
        if (!(err instanceof DOMException)) console.warn('search failed', err);
      }
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, lang]);
  return state;
}
