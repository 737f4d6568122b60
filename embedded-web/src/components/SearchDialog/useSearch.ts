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
      // A static export has no /api/search, and hosts say so in many ways (404, 405, 403 from
      // object stores, 200 with an HTML page, a refused connection): anything but the search
      // JSON means "search the index the export ships" (loaded lazily, with its engine).
      const fallback = async () => {
        const { staticSearch } = await import('./staticSearch');
        const hits = await staticSearch(q, lang);
        if (!controller.signal.aborted) setState({ status: 'done', hits });
      };
      try {
        const url = withBase(`/api/search?q=${encodeURIComponent(q)}&lang=${encodeURIComponent(lang)}&limit=20`);
        let body: { hits?: unknown } | null = null;
        try {
          const res = await fetch(url, { signal: controller.signal });
          const json = (res.headers.get('content-type') ?? '').includes('application/json');
          if (res.ok && json) body = (await res.json()) as { hits?: unknown };
        } catch (err) {
          if (controller.signal.aborted) throw err;
        }
        if (!body || !Array.isArray(body.hits)) return await fallback();
        setState({ status: 'done', hits: body.hits as Hit[] });
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
