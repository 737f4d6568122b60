// Debounced search against /api/search (SR-02, SR-03): one request 500 ms after the last keystroke.
// A server at capacity sheds a query with 503 + Retry-After: the dialog says it is busy and asks once
// more after that delay, then falls back to the index the site ships.

import { useEffect, useState } from 'react';
import { withBase } from '../../lib/base';

export interface Hit {
  route: string;
  anchor: string | null;
  title: string;
  section: string;
  snippet: string;
}

export type SearchState = { status: 'idle' | 'loading' | 'busy' | 'error' } | { status: 'done'; hits: Hit[] };

export const DEBOUNCE_MS = 500;
/** Longest wait before the one retry of a shed search, whatever Retry-After says. */
export const MAX_RETRY_WAIT_S = 5;

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
        const ask = async (): Promise<Response | null> => {
          try {
            return await fetch(url, { signal: controller.signal });
          } catch (err) {
            if (controller.signal.aborted) throw err;
            return null;
          }
        };
        let res = await ask();
        if (res?.status === 503 && res.headers.has('retry-after')) {
          setState({ status: 'busy' });
          const wait = Math.min(Math.max(Number(res.headers.get('retry-after')) || 1, 0), MAX_RETRY_WAIT_S);
          await new Promise((resolve) => window.setTimeout(resolve, wait * 1000));
          if (controller.signal.aborted) return;
          res = await ask();
        }
        if (res) {
          const json = (res.headers.get('content-type') ?? '').includes('application/json');
          if (res.ok && json) body = (await res.json()) as { hits?: unknown };
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
