// Search over the index a static export ships (`/_data/search/<lang>.json`), for hosts without
// /api/search. Substring matching, so Chinese terms inside longer runs are found as on the server.

import type { Hit } from './useSearch';
import { withBase } from '../../lib/base';

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
    entries = fetch(withBase(`/_data/search/${lang}.json`)).then((res) => {
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

/** Whether `a` and `b` differ by at most one insertion, deletion, substitution or swap of two
 *  neighbouring characters (the server's typo rule, `search::rank::within_one_edit`). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length === long.length) {
    const rest = i + 1;
    return short.slice(rest) === long.slice(rest) || (short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2));
  }
  return short.slice(i) === long.slice(i + 1);
}

/** Words of five Latin letters or digits or more may carry one typo, as on the server. */
const typoTolerant = (w: string) => /^[a-z0-9]{5,}$/.test(w);

/** Whether `word` is in `text`: as written, or (long Latin words) within one edit of a word of it. */
function contains(text: string, word: string): boolean {
  if (text.includes(word)) return true;
  return typoTolerant(word) && text.split(/[^a-z0-9]+/).some((t) => t.length >= word.length - 1 && withinOneEdit(word, t));
}

/** The words of `text` a query word matched through a typo, for marking. */
function typoMatches(text: string, words: string[]): string[] {
  const found = new Set<string>();
  for (const t of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (words.some((w) => typoTolerant(w) && !text.toLowerCase().includes(w) && withinOneEdit(w, t))) found.add(t);
  }
  return [...found];
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
      const inT = contains(t, w), inS = contains(s, w), inX = contains(x, w);
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
    hits.push({ route: e.r, anchor: e.a ?? null, title: e.t, section: e.s, snippet: snippet(e.x, [...words, ...typoMatches(e.x, words)]) });
    if (hits.length >= limit) break;
  }
  return hits;
}

/** Search the static index of a language. */
export async function staticSearch(query: string, lang: string): Promise<Hit[]> {
  return rank(await load(lang), query);
}
