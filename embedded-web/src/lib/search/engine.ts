// The server's search (cli/search/{mod,query,rank}.rs) over the static export's section file: the
// same fields and boosts scored with tantivy's BM25 (k1 1.2, b 0.75, quantized field lengths),
// phrase matches for multi-token words, one-edit typo matches (constant score, as tantivy's fuzzy
// query), every word required and any word as the fallback, then the same re-ranking (title,
// heading, lead and folder matches weighed by word rarity, whole-query matches, folder indexes
// weighed by how much of the query their own words cover) and one or two sections per page.

import { chinese, english, englishRaw, isCjk, type Analyzer } from './analyzer';
import { makeSnippet } from './snippet';

/** A locale's file (`/_data/search/<lang>.json`): the parts to fetch, in order
 *  (`/_data/search/<lang>/<name>.json`). */
export interface PartList {
  v: number;
  cjk: boolean;
  parts: string[];
}

/** One part of a locale's index as `docs build` writes it (`cli/search/export.rs`); its page
 *  numbers count from its own first page. */
export interface StaticIndexFile {
  v: number;
  cjk: boolean;
  /** Route, title, folder titles; token counts of title, folder titles, title unstemmed. */
  pages: { r: string; t: string; k?: string; n: number[] }[];
  /** Page, anchor, heading (when not the path's last step), path, prose, code; token counts of
   *  path, prose, code, all three unstemmed, and (Chinese) single characters. */
  sections: { p: number; a?: string; h?: string; s: string; x?: string; c?: string; n: number[] }[];
  /** English: words sharing a stem, stem first (where that is not just the stem itself). */
  stems?: string[];
  /** Unstemmed words a query word with one typo can reach. */
  raw?: string[];
}

/** What a hit shows; the same shape as `/api/search` hits. */
export interface SearchHit {
  route: string;
  anchor: string | null;
  title: string;
  section: string;
  snippet: string;
}

export const FORMAT_VERSION = 3;
const CANDIDATES = 100;
export const MAX_QUERY_CHARS = 256;
const MAX_WORDS = 32;
/** Words that count when any word may match: the rarest (`query::ANY_WORDS`). */
const ANY_WORDS = 8;
const TYPO_MIN_CHARS = 5;
const K1 = 1.2;
const B = 0.75;
/** Fields in index order: title, heading path, prose, code, folder titles; then the others. */
const TITLE = 0, SECTION = 1, BODY = 2, CODE = 3, CONTEXT = 4, CHARS = 5, TITLE_RAW = 6, BODY_RAW = 7;
const BOOSTS: [number, number][] = [[3.0, TITLE], [2.0, SECTION], [1.0, BODY], [0.6, CODE], [0.5, CONTEXT]];
// Ranking weights (cli/search/rank.rs).
const W_TITLE = 1.2, W_HEADING = 0.8, W_CONTEXT = 0.4, PHRASE_IN_HEADING = 1.0, PHRASE_IN_BODY = 0.5;
const PAGE_TOP = 0.15, LEAD = 0.4, LEAD_CHARS = 160, INDEX_TEXT = 0.5, INDEX_UNCOVERED = 0.5;

const f32 = Math.fround;

/** tantivy's field-length quantization (`fieldnorm::FIELD_NORMS_TABLE`). */
const FIELD_NORMS: number[] = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
  16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
  32, 33, 34, 35, 36, 37, 38, 39, 40, 42, 44, 46, 48, 50, 52, 54,
  56, 60, 64, 68, 72, 76, 80, 84, 88, 96, 104, 112, 120, 128, 136, 144,
  152, 168, 184, 200, 216, 232, 248, 264, 280, 312, 344, 376, 408, 440, 472, 504,
  536, 600, 664, 728, 792, 856, 920, 984, 1048, 1176, 1304, 1432, 1560, 1688, 1816, 1944,
  2072, 2328, 2584, 2840, 3096, 3352, 3608, 3864, 4120, 4632, 5144, 5656, 6168, 6680, 7192, 7704,
  8216, 9240, 10264, 11288, 12312, 13336, 14360, 15384, 16408, 18456, 20504, 22552, 24600, 26648, 28696, 30744,
  32792, 36888, 40984, 45080, 49176, 53272, 57368, 61464, 65560, 73752, 81944, 90136, 98328, 106520, 114712, 122904,
  131096, 147480, 163864, 180248, 196632, 213016, 229400, 245784, 262168, 294936, 327704, 360472, 393240, 426008, 458776, 491544,
  524312, 589848, 655384, 720920, 786456, 851992, 917528, 983064, 1048600, 1179672, 1310744, 1441816, 1572888, 1703960, 1835032, 1966104,
  2097176, 2359320, 2621464, 2883608, 3145752, 3407896, 3670040, 3932184, 4194328, 4718616, 5242904, 5767192, 6291480, 6815768, 7340056, 7864344,
  8388632, 9437208, 10485784, 11534360, 12582936, 13631512, 14680088, 15728664, 16777240, 18874392, 20971544, 23068696, 25165848, 27263000, 29360152, 31457304,
  33554456, 37748760, 41943064, 46137368, 50331672, 54525976, 58720280, 62914584, 67108888, 75497496, 83886104, 92274712, 100663320, 109051928, 117440536, 125829144,
  134217752, 150994968, 167772184, 184549400, 201326616, 218103832, 234881048, 251658264, 268435480, 301989912, 335544344, 369098776, 402653208, 436207640, 469762072, 503316504,
  536870936, 603979800, 671088664, 738197528, 805306392, 872415256, 939524120, 1006632984, 1073741848, 1207959576, 1342177304, 1476395032, 1610612760, 1744830488, 1879048216, 2013265944,
]

function fieldnormId(n: number): number {
  let lo = 0, hi = FIELD_NORMS.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (FIELD_NORMS[mid] <= n) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A text column to scan: one lower-cased text per page (title, folder titles) or per section
 *  (path, prose, code), joined by newlines, with where each starts. */
interface Column {
  text: string;
  starts: number[];
  perPage: boolean;
}

/** How a term is delimited in the text, by the analyzer that made it. */
type Bounds = 'word' | 'latin' | 'lone-cjk' | 'none';

type Postings = Map<number, number>;

interface Doc {
  page: number;
  route: string;
  anchor: string | null;
  title: string;
  heading: string;
  path: string;
  text: string;
  code: string;
  context: string;
  folderIndex: boolean;
  /** Ranking features, made when the doc first becomes a candidate. */
  features?: Features;
}

interface Features {
  titleTerms: Set<string>;
  headingTerms: Set<string>;
  leadTerms: Set<string>;
  contextTerms: Set<string>;
  headingLower: string;
  bodyLower: string;
}

/** One locale's index: the texts, token counts and word lists; postings are found on demand. */
export interface Index {
  cjk: boolean;
  analyzer: Analyzer;
  docs: Doc[];
  pageDocs: number[][];
  columns: Record<'title' | 'context' | 'section' | 'body' | 'code', Column>;
  /** Field-length ids per field, per doc, and average field lengths. */
  norms: (Uint8Array | null)[];
  avg: number[];
  stems: Map<string, string[]>;
  stemOf: Map<string, string>;
  raw: string[];
  scans: Map<string, Postings>;
}

function column(texts: string[], perPage: boolean): Column {
  const starts: number[] = [];
  let at = 0;
  const lower = texts.map((t) => {
    const l = t.toLowerCase();
    starts.push(at);
    at += l.length + 1;
    return l;
  });
  return { text: lower.join('\n'), starts, perPage };
}

/** The parts of a locale's index as one: pages and sections follow one another, stems and typo
 *  words are merged. A part lists a stem only when its words are not just the stem itself, so
 *  where some part has no line for a stem, the stem is kept as one of its words (unless it is
 *  listed under another stem, which it then always stems to): scanning for a word no part holds
 *  finds nothing, so the merged index answers as the whole locale in one part would. */
export function mergeParts(parts: StaticIndexFile[]): StaticIndexFile {
  if (parts.length === 1) return parts[0];
  const merged: StaticIndexFile = { v: FORMAT_VERSION, cjk: parts[0]?.cjk ?? false, pages: [], sections: [] };
  const stems = new Map<string, { words: Set<string>; parts: number }>();
  const stemOf = new Map<string, string>();
  const raw = new Set<string>();
  for (const part of parts) {
    const offset = merged.pages.length;
    merged.pages.push(...part.pages);
    for (const s of part.sections) merged.sections.push({ ...s, p: s.p + offset });
    for (const line of part.stems ?? []) {
      const [stem, ...words] = line.split(' ');
      const entry = stems.get(stem) ?? { words: new Set<string>(), parts: 0 };
      entry.parts++;
      for (const w of words) {
        entry.words.add(w);
        stemOf.set(w, stem);
      }
      stems.set(stem, entry);
    }
    for (const w of part.raw ?? []) raw.add(w);
  }
  merged.stems = [...stems].map(([stem, { words, parts: listedIn }]) => {
    if (listedIn < parts.length && (stemOf.get(stem) ?? stem) === stem) words.add(stem);
    return [stem, ...[...words].sort()].join(' ');
  });
  merged.raw = [...raw].sort();
  return merged;
}

/** Build the index of one locale's file: no text is analyzed here. */
export function buildIndex(file: StaticIndexFile): Index {
  const analyzer = file.cjk ? chinese : english;
  const pageDocs: number[][] = file.pages.map(() => []);
  const docs: Doc[] = file.sections.map((s, i) => {
    const page = file.pages[s.p];
    pageDocs[s.p].push(i);
    const anchor = s.a ?? null;
    return {
      page: s.p,
      route: page.r,
      anchor,
      title: page.t,
      heading: s.h ?? (anchor === null ? '' : s.s.split(' › ').pop()!),
      path: s.s,
      text: s.x ?? '',
      code: s.c ?? '',
      context: page.k ?? '',
      folderIndex: page.r.endsWith('/'),
    };
  });
  const counts: ((i: number) => number)[] = [
    (i) => file.pages[file.sections[i].p].n[0],
    (i) => file.sections[i].n[0],
    (i) => file.sections[i].n[1],
    (i) => file.sections[i].n[2],
    (i) => file.pages[file.sections[i].p].n[1],
    (i) => file.sections[i].n[4] ?? 0,
    (i) => file.pages[file.sections[i].p].n[2],
    (i) => file.sections[i].n[3],
  ];
  const norms: (Uint8Array | null)[] = [];
  const avg: number[] = [];
  counts.forEach((count, f) => {
    if (f === CHARS && !file.cjk) {
      norms.push(null);
      avg.push(0);
      return;
    }
    const ids = new Uint8Array(docs.length);
    let total = 0;
    for (let i = 0; i < docs.length; i++) {
      const n = count(i);
      total += n;
      ids[i] = fieldnormId(n);
    }
    norms.push(ids);
    avg.push(f32(total / Math.max(docs.length, 1)));
  });
  const stems = new Map<string, string[]>();
  const stemOf = new Map<string, string>();
  for (const line of file.stems ?? []) {
    const [stem, ...words] = line.split(' ');
    stems.set(stem, words);
    for (const w of words) stemOf.set(w, stem);
  }
  return {
    cjk: file.cjk,
    analyzer,
    docs,
    pageDocs,
    columns: {
      title: column(file.pages.map((p) => p.t), true),
      context: column(file.pages.map((p) => p.k ?? ''), true),
      section: column(docs.map((d) => d.path), false),
      body: column(docs.map((d) => d.text), false),
      code: column(docs.map((d) => d.code), false),
    },
    norms,
    avg,
    stems,
    stemOf,
    raw: file.raw ?? [],
    scans: new Map(),
  };
}

const LETTER = /[\p{Alphabetic}\p{N}]/u;
/** Rust's `char::is_alphanumeric`, for the code unit at `i` (ASCII answered without a regex). */
function isAlnumAt(text: string, i: number): boolean {
  const n = text.charCodeAt(i);
  if (n < 128) return (n >= 48 && n <= 57) || (n >= 97 && n <= 122) || (n >= 65 && n <= 90);
  return n === n && LETTER.test(text[i]);
}

function isCjkAt(text: string, i: number): boolean {
  const n = text.charCodeAt(i);
  return n >= 0x3040 && i < text.length && isCjk(text[i]);
}

/** Whether the character at `i` continues a term delimited as `bounds` (so the term does not end
 *  or start there). Outside the text nothing does. */
function joins(text: string, i: number, bounds: Bounds): boolean {
  if (i < 0 || i >= text.length) return false;
  if (bounds === 'word') return isAlnumAt(text, i);
  if (bounds === 'latin') return isAlnumAt(text, i) && !isCjkAt(text, i);
  if (bounds === 'lone-cjk') return isCjkAt(text, i);
  return false;
}

/** Where the run of terms (alternatives per position) starting at `at` with `first` ends, or -1:
 *  between two terms only what no analyzer keeps (no letters, digits or CJK). */
function runEnd(text: string, at: number, first: string, rest: string[][], bounds: Bounds): number {
  let end = at + first.length;
  if (joins(text, at - 1, bounds) || joins(text, end, bounds)) return -1;
  for (const words of rest) {
    let next = end;
    while (next < text.length && !isAlnumAt(text, next)) next++;
    if (next === end) return -1;
    const word = words.find((w) => text.startsWith(w, next) && !joins(text, next + w.length, bounds));
    if (word === undefined) return -1;
    end = next + word.length;
  }
  return end;
}

function unitAt(col: Column, at: number): number {
  let lo = 0, hi = col.starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (col.starts[mid] <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Occurrences of a term (or a phrase: alternatives per position) per doc in a column; a page's
 *  count goes to each of its sections. */
function scan(index: Index, name: keyof Index['columns'], words: string[] | string[][], bounds: Bounds): Postings {
  const alternatives = (typeof words[0] === 'string' ? [words] : words) as string[][];
  const key = `${name}\u0000${bounds}\u0000${alternatives.map((a) => a.join('|')).join('\u0001')}`;
  const cached = index.scans.get(key);
  if (cached) return cached;
  const col = index.columns[name];
  const units = new Map<number, number>();
  const count = (at: number) => {
    const unit = unitAt(col, at);
    units.set(unit, (units.get(unit) ?? 0) + 1);
  };
  // CJK bigrams and characters ('none'): every occurrence is a token, overlapping ones too.
  const [firsts, ...rest] = alternatives;
  // The words of a stem share a beginning ("revers": reverse, reversed, reverses): one pass over
  // the text for that beginning, then each word where it is found.
  let prefix = firsts[0] ?? '';
  for (const w of firsts) while (!w.startsWith(prefix)) prefix = prefix.slice(0, -1);
  const needles = bounds === 'none' || firsts.length === 1 || prefix.length < 3 ? firsts.map((w) => [w]) : [firsts];
  for (const group of needles) {
    const lead = group.length === 1 ? group[0] : prefix;
    for (let at = col.text.indexOf(lead); at >= 0; at = col.text.indexOf(lead, at + 1)) {
      if (bounds === 'none') {
        count(at);
        continue;
      }
      // Words of one stem never both match at one place: a whole run of letters is one word.
      if (group.some((needle) => col.text.startsWith(needle, at) && runEnd(col.text, at, needle, rest, bounds) >= 0)) count(at);
    }
  }
  let out = units;
  if (col.perPage) {
    out = new Map();
    for (const [page, tf] of units) for (const doc of index.pageDocs[page]) out.set(doc, tf);
  }
  index.scans.set(key, out);
  return out;
}

function add(into: Postings, from: Postings): Postings {
  for (const [doc, tf] of from) into.set(doc, (into.get(doc) ?? 0) + tf);
  return into;
}

const COLUMN_OF: Record<number, keyof Index['columns']> = { [TITLE]: 'title', [SECTION]: 'section', [BODY]: 'body', [CODE]: 'code', [CONTEXT]: 'context' };

/** The words that stand for an analyzed term: for English every word with that stem (a word
 *  listed under another stem is not one), else the term itself. */
function wordsOf(index: Index, term: string): string[] {
  if (index.cjk) return [term];
  return index.stems.get(term) ?? (index.stemOf.has(term) ? [] : [term]);
}

function boundsOf(index: Index, term: string): Bounds {
  if (!index.cjk) return 'word';
  const chars = Array.from(term);
  if (chars.every(isCjk)) return chars.length === 1 ? 'lone-cjk' : 'none';
  return 'latin';
}

/** The postings (doc → term frequency) of an analyzed term, or of a phrase (doc → occurrences),
 *  in one of the five analyzed fields. */
function postings(index: Index, field: number, terms: string[]): Postings {
  const name = COLUMN_OF[field];
  if (terms.length === 1) return scan(index, name, wordsOf(index, terms[0]), boundsOf(index, terms[0]));
  // Phrases come from one typed word, so they are Latin words (Chinese is split into bigram words).
  return scan(index, name, terms.map((t) => wordsOf(index, t)), index.cjk ? 'latin' : 'word');
}

/** Postings of a single character in the Chinese single-character field (title, path, prose, code). */
function charPostings(index: Index, c: string): Postings {
  return (['title', 'section', 'body', 'code'] as const).reduce((acc, name) => add(acc, scan(index, name, [c], 'none')), new Map<number, number>());
}

/** Postings of an unstemmed word in the title or in path + prose + code. */
function rawPostings(index: Index, field: number, word: string): Postings {
  if (field === TITLE_RAW) return scan(index, 'title', [word], 'word');
  return (['section', 'body', 'code'] as const).reduce((acc, name) => add(acc, scan(index, name, [word], 'word')), new Map<number, number>());
}

/** Whether `a` and `b` differ by at most one insertion, deletion, substitution or swap of two
 *  neighbouring characters (`rank::within_one_edit`). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  // Code units stand for characters unless a string has surrogate pairs.
  const astral = /[\ud800-\udfff]/;
  const [x, y]: ArrayLike<string>[] = astral.test(a) || astral.test(b) ? [Array.from(a), Array.from(b)] : [a, b];
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  const sameFrom = (s: number, l: number) => {
    if (short.length - s !== long.length - l) return false;
    for (let k = 0; s + k < short.length; k++) if (short[s + k] !== long[l + k]) return false;
    return true;
  };
  if (short.length === long.length) return sameFrom(i + 1, i + 1) || (short[i] === long[i + 1] && short[i + 1] === long[i] && sameFrom(i + 2, i + 2));
  return sameFrom(i, i + 1);
}

/** Long Latin words may carry one typo (`rank::typo_tolerant`). */
export const typoTolerant = (w: string) => Array.from(w).length >= TYPO_MIN_CHARS && /^[A-Za-z0-9]+$/.test(w);

/** One query word: its analyzed tokens and, when typo-tolerant, the word lower-cased. */
export interface Word {
  raw: string;
  tokens: string[];
  typo: string | null;
}

/** The query's words (`rank::split_words`): whitespace separates words, and each bigram of a
 *  Chinese run is a word of its own. */
export function splitWords(analyzer: Analyzer, text: string): Word[] {
  const words: Word[] = [];
  // A word said twice counts once.
  const seen = new Set<string>();
  const push = (word: Word) => {
    const key = word.tokens.join('\u0000');
    if (!seen.has(key)) words.push(word);
    seen.add(key);
  };
  for (const raw of text.split(/\p{White_Space}+/u)) {
    if (!raw) continue;
    const tokens = analyzer(raw).map((t) => t.text);
    if (!tokens.length) continue;
    if (Array.from(raw).some(isCjk)) for (const t of tokens) push({ raw: t, tokens: [t], typo: null });
    else push({ raw, tokens, typo: null });
  }
  return words.slice(0, MAX_WORDS).map((w) => {
    const lower = w.raw.toLowerCase();
    return { ...w, typo: typoTolerant(lower) ? lower : null };
  });
}

/** The whole query lower-cased, when it has more than one token (`QueryWords::phrase`). */
function wholePhrase(words: Word[], query: string): string | null {
  const count = words.reduce((n, w) => n + w.tokens.length, 0);
  return count > 1 ? query.split(/\p{White_Space}+/u).filter(Boolean).join(' ').toLowerCase() : null;
}

function idf(df: number, n: number): number {
  return f32(Math.log(f32(1 + f32(f32(n - df + 0.5) / f32(df + 0.5)))));
}

/** Per-document BM25 of a term (or, for several tokens, a phrase) in a field, times `boost`
 *  (tantivy's Bm25Weight: idf summed over the tokens, quantized field lengths, f32 arithmetic). */
function scoreTerms(index: Index, field: number, tokens: string[], boost: number, into: Postings): void {
  const n = index.docs.length;
  const lists = tokens.map((t) => (field === CHARS ? charPostings(index, t) : postings(index, field, [t])));
  if (lists.some((l) => l.size === 0)) return;
  const tfs = tokens.length === 1 ? lists[0] : postings(index, field, tokens);
  const idfSum = lists.reduce((sum, l) => f32(sum + idf(l.size, n)), 0);
  const weight = f32(f32(idfSum * f32(1 + K1)) * boost);
  const norms = index.norms[field]!;
  const avg = index.avg[field];
  for (const [doc, tf] of tfs) {
    const norm = f32(K1 * f32(f32(1 - B) + f32(f32(B * FIELD_NORMS[norms[doc]]) / avg)));
    into.set(doc, f32((into.get(doc) ?? 0) + f32(weight * f32(tf / f32(tf + norm)))));
  }
}

/** Docs whose unstemmed field holds a word within one edit of `word`: tantivy's fuzzy query gives
 *  each the boost alone. */
function scoreFuzzy(index: Index, field: number, word: string, boost: number, into: Postings): void {
  const docs = new Set<number>();
  for (const term of index.raw) {
    if (Math.abs(term.length - word.length) > 1 || !withinOneEdit(word, term)) continue;
    for (const doc of rawPostings(index, field, term).keys()) docs.add(doc);
  }
  for (const doc of docs) into.set(doc, f32((into.get(doc) ?? 0) + boost));
}

/** Whether the pages hold `word` as written (`query::written`): such a word was not mistyped. */
function written(index: Index, word: string): boolean {
  return rawPostings(index, TITLE_RAW, word).size > 0 || rawPostings(index, BODY_RAW, word).size > 0;
}

/** Scores of the docs one word matches (`query::build`, one word's alternatives). */
function wordScores(index: Index, word: Word): Postings {
  const out: Postings = new Map();
  const single = word.tokens.length === 1 && Array.from(word.tokens[0]).length === 1 && isCjk(word.tokens[0]);
  if (single && index.cjk) {
    scoreTerms(index, CHARS, word.tokens, 1, out);
    return out;
  }
  for (const [boost, f] of BOOSTS) scoreTerms(index, f, word.tokens, boost, out);
  for (const raw of englishRaw(word.raw).map((t) => t.text).filter((w) => typoTolerant(w) && !written(index, w))) {
    scoreFuzzy(index, TITLE_RAW, raw, 1.5, out);
    scoreFuzzy(index, BODY_RAW, raw, 0.5, out);
  }
  return out;
}

/** How much a word says: the mean inverse document frequency of its tokens over title, path,
 *  prose and code (`Rarity::weight`). */
function rarity(index: Index, word: Word): number {
  const n = index.docs.length;
  const sum = word.tokens.reduce((s, t) => {
    const docs = new Set<number>();
    for (const f of [TITLE, SECTION, BODY, CODE]) for (const d of postings(index, f, [t]).keys()) docs.add(d);
    return s + Math.log(1 + n / (docs.size + 1));
  }, 0);
  return sum / Math.max(word.tokens.length, 1);
}

/** A candidate's ranking features, made once. */
function features(index: Index, d: Doc): Features {
  return (d.features ??= {
    titleTerms: fieldTerms(index.analyzer, d.title),
    headingTerms: fieldTerms(index.analyzer, d.path),
    leadTerms: d.anchor === null ? fieldTerms(index.analyzer, lead(d.text)) : new Set(),
    contextTerms: fieldTerms(index.analyzer, d.context),
    headingLower: d.path.toLowerCase(),
    bodyLower: `${d.text}\n${d.code}`.toLowerCase(),
  });
}

/** Terms of a short field (`rank::field_terms`): tokens, unstemmed words, single CJK characters. */
export function fieldTerms(analyzer: Analyzer, text: string): Set<string> {
  const terms = new Set(analyzer(text).map((t) => t.text));
  for (const w of text.split(/[^\p{Alphabetic}\p{N}]+/u)) if (w) terms.add(w.toLowerCase());
  for (const c of text) if (isCjk(c)) terms.add(c);
  return terms;
}

/** The opening sentence of a page-top text (`rank::lead`). */
export function lead(text: string): string {
  const chars = Array.from(text);
  const stop = chars.slice(0, LEAD_CHARS).findIndex((c) => '.。!！?？'.includes(c));
  return chars.slice(0, stop >= 0 ? stop + 1 : LEAD_CHARS).join('');
}

function found(word: Word, terms: Set<string>): boolean {
  if (word.tokens.every((t) => terms.has(t))) return true;
  if (word.typo === null) return false;
  for (const t of terms) if (withinOneEdit(word.typo, t)) return true;
  return false;
}

function coverage(words: Word[], weights: number[], fields: Set<string>[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return 0;
  let covered = 0;
  words.forEach((w, i) => {
    if (fields.some((f) => found(w, f))) covered += weights[i];
  });
  return covered / total;
}

/** Search the index: the best `limit` hits and how many sections matched. */
export function search(index: Index, query: string, limit = 20): { hits: SearchHit[]; total: number } {
  if (Array.from(query).length > MAX_QUERY_CHARS) return { hits: [], total: 0 };
  const words = splitWords(index.analyzer, query).map((w) => (w.typo !== null && written(index, w.typo) ? { ...w, typo: null } : w));
  if (!words.length) return { hits: [], total: 0 };
  const weights = words.map((w) => rarity(index, w));
  const perWord = words.map((w) => wordScores(index, w));
  // Every word first; when that finds nothing, any word.
  let matched = new Map<number, number>();
  for (const [doc, s] of perWord[0]) {
    let sum = s;
    if (perWord.slice(1).every((m) => m.has(doc))) {
      for (const m of perWord.slice(1)) sum = f32(sum + m.get(doc)!);
      matched.set(doc, sum);
    }
  }
  if (!matched.size) {
    matched = new Map();
    const rarest = words
      .map((_, i) => i)
      .sort((a, b) => weights[b] - weights[a] || a - b)
      .slice(0, ANY_WORDS);
    for (const i of rarest.sort((a, b) => a - b)) for (const [doc, s] of perWord[i]) matched.set(doc, f32((matched.get(doc) ?? 0) + s));
  }
  const total = matched.size;
  const top = [...matched].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, CANDIDATES);
  const best = Math.max(f32(1.1920929e-7), ...top.map(([, s]) => s));
  const phrase = wholePhrase(words, query);
  const ranked = top.map(([doc, score]) => {
    const d = index.docs[doc];
    const f = features(index, d);
    const text = (score / best) * (d.folderIndex ? INDEX_TEXT : 1);
    const p = phrase === null ? 0 : f.headingLower.includes(phrase) ? PHRASE_IN_HEADING : f.bodyLower.includes(phrase) ? PHRASE_IN_BODY : 0;
    let s =
      text +
      W_TITLE * coverage(words, weights, [f.titleTerms]) +
      W_HEADING * coverage(words, weights, [f.headingTerms]) +
      LEAD * coverage(words, weights, [f.leadTerms]) +
      W_CONTEXT * coverage(words, weights, [f.contextTerms]) +
      p +
      (d.anchor === null ? PAGE_TOP : 0);
    if (d.folderIndex) s *= 1 - INDEX_UNCOVERED * (1 - coverage(words, weights, [f.titleTerms, f.headingTerms]));
    return { s: f32(s), d };
  });
  ranked.sort((a, b) => b.s - a.s);
  // Each page's best section first, then second sections of the same pages (`group_by_page`).
  const seen = new Map<number, number>();
  const firsts: Doc[] = [];
  const seconds: Doc[] = [];
  for (const { d } of ranked) {
    const n = (seen.get(d.page) ?? 0) + 1;
    seen.set(d.page, n);
    if (n === 1) firsts.push(d);
    else if (n === 2) seconds.push(d);
  }
  const hits = [...firsts, ...seconds].slice(0, Math.min(Math.max(limit, 1), 50)).map((d) => ({
    route: d.route,
    anchor: d.anchor,
    title: d.title,
    section: d.heading,
    snippet: makeSnippet(d.text, d.code, index.analyzer, words),
  }));
  return { hits, total };
}

