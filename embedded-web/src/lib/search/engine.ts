// The server's search (cli/search/{mod,query,rank}.rs) over the static export's section file: the
// same fields and boosts scored with tantivy's BM25 (k1 1.2, b 0.75, quantized field lengths),
// phrase matches for multi-token words, one-edit typo matches (constant score, as tantivy's fuzzy
// query), every word required and any word as the fallback, then the same re-ranking (title,
// heading, lead and folder matches weighed by word rarity, whole-query matches, folder indexes
// weighed by how much of the query their own words cover) and one or two sections per page.

import { chinese, chineseChars, english, englishRaw, isCjk, lowerChars, type Analyzer } from './analyzer';
import { makeSnippet } from './snippet';

/** The file `docs build` writes (`cli/search/export.rs`). */
export interface StaticIndexFile {
  v: number;
  zh: boolean;
  pages: { r: string; t: string; k?: string }[];
  sections: { p: number; a?: string; h?: string; s: string; x?: string; c?: string }[];
}

/** What a hit shows; the same shape as `/api/search` hits. */
export interface SearchHit {
  route: string;
  anchor: string | null;
  title: string;
  section: string;
  snippet: string;
}

export const FORMAT_VERSION = 1;
const CANDIDATES = 100;
export const MAX_QUERY_CHARS = 256;
const MAX_WORDS = 32;
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

/** One field's inverted index: term → flat [doc, tf, positions…] runs, doc ascending. */
interface Field {
  postings: Map<string, number[]>;
  norms: Uint8Array;
  avg: number;
}

interface Doc {
  page: number;
  route: string;
  anchor: string | null;
  title: string;
  heading: string;
  text: string;
  code: string;
  titleTerms: Set<string>;
  headingTerms: Set<string>;
  leadTerms: Set<string>;
  contextTerms: Set<string>;
  headingLower: string;
  bodyLower: string;
  folderIndex: boolean;
}

/** One locale's index, built once from the file. */
export interface Index {
  zh: boolean;
  analyzer: Analyzer;
  docs: Doc[];
  fields: (Field | null)[];
  df: Map<string, number>;
}

function buildField(texts: string[], analyzer: Analyzer): Field {
  const postings = new Map<string, number[]>();
  const norms = new Uint8Array(texts.length);
  let total = 0;
  texts.forEach((text, doc) => {
    const tokens = analyzer(text);
    norms[doc] = fieldnormId(tokens.length);
    total += tokens.length;
    const positions = new Map<string, number[]>();
    for (const t of tokens) {
      const p = positions.get(t.text);
      if (p) p.push(t.pos);
      else positions.set(t.text, [t.pos]);
    }
    for (const [term, pos] of positions) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(doc, pos.length, ...pos);
    }
  });
  return { postings, norms, avg: f32(total / Math.max(texts.length, 1)) };
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

/** Build the index of one locale's file. */
export function buildIndex(file: StaticIndexFile): Index {
  const analyzer = file.zh ? chinese : english;
  const docs: Doc[] = [];
  const df = new Map<string, number>();
  const cols: string[][] = [[], [], [], [], [], [], [], []];
  for (const s of file.sections) {
    const page = file.pages[s.p];
    const [text, code, context] = [s.x ?? '', s.c ?? '', page.k ?? ''];
    cols[TITLE].push(page.t);
    cols[SECTION].push(s.s);
    cols[BODY].push(text);
    cols[CODE].push(code);
    cols[CONTEXT].push(context);
    cols[CHARS].push(`${page.t} ${s.s} ${text}\n${code}`);
    cols[TITLE_RAW].push(page.t);
    cols[BODY_RAW].push(`${s.s} ${text}\n${code}`);
    for (const t of new Set(analyzer(`${page.t} ${s.s} ${text}\n${code}`).map((t) => t.text))) df.set(t, (df.get(t) ?? 0) + 1);
    docs.push({
      page: s.p,
      route: page.r,
      anchor: s.a ?? null,
      title: page.t,
      heading: s.h ?? '',
      text,
      code,
      titleTerms: fieldTerms(analyzer, page.t),
      headingTerms: fieldTerms(analyzer, s.s),
      leadTerms: s.a === undefined ? fieldTerms(analyzer, lead(text)) : new Set(),
      contextTerms: fieldTerms(analyzer, context),
      headingLower: s.s.toLowerCase(),
      bodyLower: `${text}\n${code}`.toLowerCase(),
      folderIndex: page.r.endsWith('/'),
    });
  }
  const fields = cols.map((texts, i) => {
    if (i === CHARS && !file.zh) return null;
    const a = i === CHARS ? chineseChars : i >= TITLE_RAW ? englishRaw : analyzer;
    return buildField(texts, a);
  });
  return { zh: file.zh, analyzer, docs, fields, df };
}

/** Whether `a` and `b` differ by at most one insertion, deletion, substitution or swap of two
 *  neighbouring characters (`rank::within_one_edit`). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [x, y] = [Array.from(a), Array.from(b)];
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length === long.length) {
    const same = (from: number) => short.slice(from).join('') === long.slice(from).join('');
    return same(i + 1) || (short[i] === long[i + 1] && short[i + 1] === long[i] && same(i + 2));
  }
  return short.slice(i).join('') === long.slice(i + 1).join('');
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
  for (const raw of text.split(/\p{White_Space}+/u)) {
    if (!raw) continue;
    const tokens = analyzer(raw).map((t) => t.text);
    if (!tokens.length) continue;
    if (Array.from(raw).some(isCjk)) for (const t of tokens) words.push({ raw: t, tokens: [t], typo: null });
    else words.push({ raw, tokens, typo: null });
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

/** Per-document BM25 of a term (or phrase) in a field, times `boost` (tantivy's Bm25Weight). */
function scoreTerms(index: Index, field: Field, tokens: string[], boost: number, into: Map<number, number>): void {
  const n = index.docs.length;
  const lists = tokens.map((t) => field.postings.get(t));
  if (lists.some((l) => !l)) return;
  // Phrase: docs with every token at consecutive positions; tf is the number of occurrences.
  const tfs = new Map<number, number>();
  const dfs: number[] = [];
  const byDoc = lists.map((list) => {
    const m = new Map<number, number[]>();
    for (let i = 0; i < list!.length; ) {
      const tf = list![i + 1];
      m.set(list![i], list!.slice(i + 2, i + 2 + tf));
      i += 2 + tf;
    }
    dfs.push(m.size);
    return m;
  });
  for (const [doc, first] of byDoc[0]) {
    if (tokens.length === 1) {
      tfs.set(doc, first.length);
      continue;
    }
    const rest = byDoc.slice(1).map((m) => m.get(doc));
    if (rest.some((r) => !r)) continue;
    const count = first.filter((p) => rest.every((r, k) => r!.includes(p + k + 1))).length;
    if (count) tfs.set(doc, count);
  }
  const idfSum = dfs.reduce((s, d) => f32(s + idf(d, n)), 0);
  const weight = f32(f32(idfSum * f32(1 + K1)) * boost);
  for (const [doc, tf] of tfs) {
    const norm = f32(K1 * f32(f32(1 - B) + f32(f32(B * FIELD_NORMS[field.norms[doc]]) / field.avg)));
    into.set(doc, f32((into.get(doc) ?? 0) + f32(weight * f32(tf / f32(tf + norm)))));
  }
}

/** Docs whose raw field holds a term within one edit of `word`: tantivy's fuzzy query scores them
 *  with its boost alone. */
function scoreFuzzy(field: Field, word: string, boost: number, into: Map<number, number>): void {
  const docs = new Set<number>();
  const len = word.length;
  for (const [term, list] of field.postings) {
    if (Math.abs(term.length - len) > 1 || !withinOneEdit(word, term)) continue;
    for (let i = 0; i < list.length; i += 2 + list[i + 1]) docs.add(list[i]);
  }
  for (const doc of docs) into.set(doc, f32((into.get(doc) ?? 0) + boost));
}

/** Scores of the docs one word matches (`query::build`, one word's alternatives). */
function wordScores(index: Index, word: Word): Map<number, number> {
  const out = new Map<number, number>();
  const single = word.tokens.length === 1 && Array.from(word.tokens[0]).length === 1 && isCjk(word.tokens[0]);
  if (single && index.fields[CHARS]) {
    scoreTerms(index, index.fields[CHARS]!, word.tokens, 1, out);
    return out;
  }
  for (const [boost, f] of BOOSTS) scoreTerms(index, index.fields[f]!, word.tokens, boost, out);
  for (const raw of englishRaw(word.raw).map((t) => t.text).filter(typoTolerant)) {
    scoreFuzzy(index.fields[TITLE_RAW]!, raw, 1.5, out);
    scoreFuzzy(index.fields[BODY_RAW]!, raw, 0.5, out);
  }
  return out;
}

/** How much a word says: the mean inverse document frequency of its tokens (`Rarity::weight`). */
function rarity(index: Index, word: Word): number {
  const n = index.docs.length;
  const sum = word.tokens.reduce((s, t) => s + Math.log(1 + n / ((index.df.get(t) ?? 0) + 1)), 0);
  return sum / Math.max(word.tokens.length, 1);
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
  const words = splitWords(index.analyzer, query);
  if (!words.length) return { hits: [], total: 0 };
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
    for (const m of perWord) for (const [doc, s] of m) matched.set(doc, f32((matched.get(doc) ?? 0) + s));
  }
  const total = matched.size;
  const top = [...matched].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, CANDIDATES);
  const best = Math.max(f32(1.1920929e-7), ...top.map(([, s]) => s));
  const weights = words.map((w) => rarity(index, w));
  const phrase = wholePhrase(words, query);
  const ranked = top.map(([doc, score]) => {
    const d = index.docs[doc];
    const text = (score / best) * (d.folderIndex ? INDEX_TEXT : 1);
    const p = phrase === null ? 0 : d.headingLower.includes(phrase) ? PHRASE_IN_HEADING : d.bodyLower.includes(phrase) ? PHRASE_IN_BODY : 0;
    let s =
      text +
      W_TITLE * coverage(words, weights, [d.titleTerms]) +
      W_HEADING * coverage(words, weights, [d.headingTerms]) +
      LEAD * coverage(words, weights, [d.leadTerms]) +
      W_CONTEXT * coverage(words, weights, [d.contextTerms]) +
      p +
      (d.anchor === null ? PAGE_TOP : 0);
    if (d.folderIndex) s *= 1 - INDEX_UNCOVERED * (1 - coverage(words, weights, [d.titleTerms, d.headingTerms]));
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

export { lowerChars };
