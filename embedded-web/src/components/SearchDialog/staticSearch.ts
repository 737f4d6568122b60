// Search over the index a static export ships (`/_data/search/<lang>.json`), for hosts without
// /api/search. Substring matching, so Chinese terms inside longer runs are found as on the server.

import type { Hit } from './useSearch';

interface Entry {
  r: string;
  a?: string;
  t: string;
  s: string;
  x: string;
}

const cache = new Map<string, Promise<Entry[]>>();

function load(lang: string): Promise<Entry[]> {
  let entries = cache.get(lang);
  if (!entries) {
    entries = fetch(`/_data/search/${lang}.json`).then((res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return res.json() as Promise<Entry[]>;
    });
    entries.catch(() => cache.delete(lang));
    cache.set(lang, entries);
  }
  return entries;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Terms of a query: whitespace-separated words, lower-cased. */
export function terms(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 32);
}

/** A short piece of `text` around the first match, matches wrapped in <mark>, the rest escaped. */
export function snippet(text: string, words: string[]): string {
  const lower = text.toLowerCase();
  const first = Math.min(...words.map((w) => lower.indexOf(w)).filter((i) => i >= 0), text.length);
  const start = Math.max(0, first - 40);
  const piece = text.slice(start, start + 160);
  let out = escapeHtml(piece);
  for (const w of words) {
    const re = new RegExp(escapeHtml(w).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    out = out.replace(re, (m) => `<mark>${m}</mark>`);
  }
  return out;
}

/** Rank entries: every word must appear; title matches count most, then heading, then text. */
export function rank(entries: Entry[], query: string, limit = 20): Hit[] {
  const words = terms(query);
  if (!words.length) return [];
  const scored: { e: Entry; score: number }[] = [];
  for (const e of entries) {
    const [t, s, x] = [e.t.toLowerCase(), e.s.toLowerCase(), e.x.toLowerCase()];
    let score = 0;
    let all = true;
    for (const w of words) {
      const inT = t.includes(w), inS = s.includes(w), inX = x.includes(w);
      if (!inT && !inS && !inX) {
        all = false;
        break;
      }
      score += (inT ? 3 : 0) + (inS ? 2 : 0) + (inX ? 1 : 0) + (e.a ? 0 : 0.5);
    }
    if (all) scored.push({ e, score });
  }
  scored.sort((a, b) => b.score - a.score);
  const perPage = new Map<string, number>();
  const hits: Hit[] = [];
  for (const { e } of scored) {
    const n = (perPage.get(e.r) ?? 0) + 1;
    perPage.set(e.r, n);
    if (n > 2) continue;
    hits.push({ route: e.r, anchor: e.a ?? null, title: e.t, section: e.s, snippet: snippet(e.x, words) });
    if (hits.length >= limit) break;
  }
  return hits;
}

/** Search the static index of a language. */
export async function staticSearch(query: string, lang: string): Promise<Hit[]> {
  return rank(await load(lang), query);
}
