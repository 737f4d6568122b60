// The server's analyzers (cli/search/tokenizer.rs) in TypeScript, token for token: English words
// lower-cased and stemmed (tantivy SimpleTokenizer → RemoveLongFilter(64) → LowerCaser → Stemmer),
// the same unstemmed (for typos), and for Chinese overlapping CJK bigrams plus lower-cased Latin
// words, or single characters. tests/data/search_vectors.json holds the expected tokens.

import { stem } from './stemmer';

/** One token: its text, where it came from in the input (UTF-16 offsets), and its position. */
export interface Token {
  text: string;
  from: number;
  to: number;
  pos: number;
}

export type Analyzer = (text: string) => Token[];

/** Rust's `char::is_alphanumeric`. */
const ALNUM = /[\p{Alphabetic}\p{N}]/u;
const ALNUM_RUN = /[\p{Alphabetic}\p{N}]+/uy;

/** A CJK ideograph, kana or hangul (`tokenizer::is_cjk`). */
export function isCjk(c: string): boolean {
  const n = c.codePointAt(0) ?? 0;
  return (
    (n >= 0x3040 && n <= 0x30ff) ||
    (n >= 0x3400 && n <= 0x4dbf) ||
    (n >= 0x4e00 && n <= 0x9fff) ||
    (n >= 0xac00 && n <= 0xd7af) ||
    (n >= 0xf900 && n <= 0xfaff)
  );
}

const utf8 = new TextEncoder();

/** Length in UTF-8 bytes, which is what tantivy's length limit counts. */
function byteLength(s: string): number {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(s) ? s.length : utf8.encode(s).length;
}

/** Lower-case one character at a time, like tantivy's LowerCaser (no final-sigma rule). */
export function lowerChars(s: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(s)) return s.toLowerCase();
  let out = '';
  for (const c of s) out += c.toLowerCase();
  return out;
}

/** Rust's `char::is_alphanumeric` for one code unit (ASCII without a regex; surrogate pairs are
 *  rare enough in docs to go through the regex as a pair). */
function isAlnumCode(n: number): boolean {
  return (n >= 97 && n <= 122) || (n >= 48 && n <= 57) || (n >= 65 && n <= 90);
}

/** Rust's `char::is_alphanumeric` for one character. */
function isAlnumChar(c: string): boolean {
  const n = c.charCodeAt(0);
  return n < 128 ? isAlnumCode(n) : ALNUM.test(c);
}

function simpleWords(text: string, stemmed: boolean): Token[] {
  const out: Token[] = [];
  let pos = -1;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c < 128 && !isAlnumCode(c)) {
      i++;
      continue;
    }
    if (c >= 128) {
      // Anything beyond ASCII: let the regex find the run (or skip what is no letter).
      ALNUM_RUN.lastIndex = i;
      const m = ALNUM_RUN.exec(text);
      if (!m || m.index !== i) {
        i += c >= 0xd800 && c < 0xdc00 ? 2 : 1;
        continue;
      }
      i = push(out, text, i, i + m[0].length, ++pos, stemmed);
      continue;
    }
    let j = i + 1;
    while (j < n) {
      const d = text.charCodeAt(j);
      if (d < 128 ? !isAlnumCode(d) : !ALNUM.test(String.fromCodePoint(text.codePointAt(j)!))) break;
      j += d >= 0xd800 && d < 0xdc00 ? 2 : 1;
    }
    i = push(out, text, i, j, ++pos, stemmed);
  }
  return out;
}

/** Add the token text[from..to] (unless tantivy's length limit drops it); returns `to`. */
function push(out: Token[], text: string, from: number, to: number, pos: number, stemmed: boolean): number {
  const word = text.slice(from, to);
  if (byteLength(word) < 64) {
    const lower = lowerChars(word);
    out.push({ text: stemmed ? stemCached(lower) : lower, from, to, pos });
  }
  return to;
}

const stems = new Map<string, string>();
function stemCached(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = stem(word);
    stems.set(word, s);
  }
  return s;
}

/** `tokenizer::english`. */
export const english: Analyzer = (text) => simpleWords(text, true);
/** `tokenizer::english_raw`. */
export const englishRaw: Analyzer = (text) => simpleWords(text, false);

/** The characters (code points, as Rust's `chars()`) of `text` and where each starts in UTF-16
 *  units; `offs` ends with the text's length. */
export function characters(text: string): { chars: string[]; offs: number[] } {
  const chars = Array.from(text);
  const offs: number[] = [];
  let o = 0;
  for (const c of chars) {
    offs.push(o);
    o += c.length;
  }
  offs.push(o);
  return { chars, offs };
}

function cjkTokens(text: string, unigrams: boolean): Token[] {
  const out: Token[] = [];
  const { chars, offs } = characters(text);
  const push = (from: number, to: number, s: string) => out.push({ text: s, from, to, pos: out.length });
  let i = 0;
  while (i < chars.length) {
    const c = chars[i];
    if (isCjk(c)) {
      let j = i;
      while (j < chars.length && isCjk(chars[j])) j++;
      if (unigrams || j - i === 1) {
        for (let k = i; k < j; k++) push(offs[k], offs[k + 1], chars[k]);
      } else {
        for (let k = i; k < j - 1; k++) push(offs[k], offs[k + 2], chars[k] + chars[k + 1]);
      }
      i = j;
    } else if (isAlnumChar(c)) {
      let j = i;
      while (j < chars.length && isAlnumChar(chars[j]) && !isCjk(chars[j])) j++;
      if (!unigrams) {
        const word = text.slice(offs[i], offs[j]).toLowerCase();
        if (byteLength(word) <= 64) push(offs[i], offs[j], word);
      }
      i = j;
    } else {
      i++;
    }
  }
  return out;
}

/** `tokenizer::chinese`: bigrams of CJK runs (a lone character stays whole) and Latin words. */
export const chinese: Analyzer = (text) => cjkTokens(text, false);
/** `tokenizer::chinese_chars`: every CJK character on its own. */
export const chineseChars: Analyzer = (text) => cjkTokens(text, true);

/** Analyzer by name, as the shared test vectors call them. */
export const analyzers: Record<string, Analyzer> = {
  english,
  english_raw: englishRaw,
  chinese,
  chinese_chars: chineseChars,
};
