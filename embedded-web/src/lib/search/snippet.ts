// Snippets as the server writes them (cli/search/snippet.rs): the piece of a section around its
// densest run of matches, from a sentence start (or a word, after "…") to a sentence end (or a
// word, before "…"), matches in <mark>, the rest HTML-escaped; a match only in code shows that line.

import { characters, isCjk, type Analyzer } from './analyzer';
import { withinOneEdit, type Word } from './engine';

const WINDOW = 160;
const LOOK_BACK = 60;
const SCAN_PAST_FIRST = WINDOW * 3;

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const isSpace = (c: string | undefined) => c !== undefined && /\p{White_Space}/u.test(c);
const isSentenceEnd = (c: string) => '.!?。！？；;'.includes(c);
const isWordBreak = (before: string, after: string) => isSpace(before) || isSpace(after) || isCjk(before) || isCjk(after);

/** Snippet HTML for one section. */
export function makeSnippet(text: string, code: string, analyzer: Analyzer, words: Word[]): string {
  const spans = matches(text, analyzer, words);
  if (!spans.length) {
    for (const raw of code.split('\n')) {
      const line = raw.trim();
      const s = matches(line, analyzer, words);
      if (s.length) return windowOf(line, s);
    }
  }
  if (!spans.length && !text && code) return windowOf(code.split('\n')[0].trim(), []);
  return windowOf(text, spans);
}

/** Ranges of `text` (UTF-16 offsets) that match a query word, sorted and merged. */
function matches(text: string, analyzer: Analyzer, words: Word[]): [number, number][] {
  const tokens = new Set(words.flatMap((w) => w.tokens));
  const typos = words.map((w) => w.typo).filter((t): t is string => t !== null);
  const spans: [number, number][] = [];
  // Matches are looked for up to SCAN_PAST_FIRST characters (code points) past the first one.
  let scanned = text.length;
  let chars = 0, counted = 0, first: number | null = null;
  for (const t of analyzer(text)) {
    for (; counted < t.from; counted++) {
      const unit = text.charCodeAt(counted);
      if (unit < 0xdc00 || unit > 0xdfff) chars++;
    }
    if (first !== null && chars > first + SCAN_PAST_FIRST) {
      scanned = t.from;
      break;
    }
    const original = text.slice(t.from, t.to).toLowerCase();
    if (tokens.has(t.text) || typos.some((raw) => withinOneEdit(raw, original))) {
      first ??= chars;
      spans.push([t.from, t.to]);
    }
  }
  // One-character Chinese words: bigrams never equal them, so find the character itself.
  for (const single of tokens) {
    if (Array.from(single).length !== 1 || !isCjk(single)) continue;
    for (let i = text.indexOf(single); i >= 0 && i < scanned; i = text.indexOf(single, i + single.length)) spans.push([i, i + single.length]);
  }
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [from, to] of spans) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** The piece of `text` around the densest run of matches, marked. */
function windowOf(text: string, spans: [number, number][]): string {
  const { chars, offs } = characters(text);
  const charAt = (off: number) => {
    let lo = 0, hi = chars.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (offs[mid] < off) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // The match that starts the most matches within one window; ties go to the earliest.
  let focus = 0;
  let bestCount = -1;
  const starts = spans.map(([f]) => charAt(f));
  for (const start of starts) {
    const count = starts.filter((c) => c >= start && c < start + Math.floor((WINDOW * 2) / 3)).length;
    if (count > bestCount || (count === bestCount && start < focus)) {
      bestCount = count;
      focus = start;
    }
  }

  let start = 0;
  let lead = false;
  if (focus > LOOK_BACK / 2) {
    const from = Math.max(0, focus - LOOK_BACK);
    let sentence = -1;
    for (let i = focus - 1; i >= from; i--) {
      if (i > 0 && isSentenceEnd(chars[i - 1]) && (isSpace(chars[i]) || isCjk(chars[i]))) {
        sentence = i;
        break;
      }
    }
    if (sentence >= 0) start = sentence;
    else if (from !== 0) {
      const back = Math.max(0, focus - LOOK_BACK / 2);
      start = back;
      for (let i = back; i < focus; i++) {
        if (i > 0 && isWordBreak(chars[i - 1], chars[i])) {
          start = i;
          break;
        }
      }
      lead = true;
    }
  }
  while (start < chars.length && isSpace(chars[start])) start++;

  const limit = start + WINDOW;
  let end = chars.length;
  let trail = false;
  if (chars.length > limit) {
    let sentence = -1;
    for (let i = limit - 1; i >= start + WINDOW / 2; i--) {
      if (isSentenceEnd(chars[i - 1]) && (isSpace(chars[i]) || isCjk(chars[i]))) {
        sentence = i;
        break;
      }
    }
    if (sentence >= 0) end = sentence;
    else {
      end = limit;
      for (let i = limit - 1; i >= start + (WINDOW * 3) / 4; i--) {
        if (isWordBreak(chars[i - 1], chars[i])) {
          end = i;
          break;
        }
      }
      trail = true;
    }
  }
  const at = (i: number) => offs[Math.min(i, chars.length)];
  const [from, to] = [at(start), at(end)];
  let out = lead ? '…' : '';
  let pos = from;
  for (const [s0, e0] of spans) {
    const [s, e] = [Math.max(s0, from), Math.min(e0, to)];
    if (s >= e) continue;
    out += escapeHtml(text.slice(pos, s)) + '<mark>' + escapeHtml(text.slice(s, e)) + '</mark>';
    pos = e;
  }
  out += escapeHtml(text.slice(pos, to).trimEnd());
  return trail ? out + '…' : out;
}
