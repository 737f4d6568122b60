// Page info logic without a DOM (PG-04..08): which items show, authors, date, reading time texts.

import type { FrontMatter, PageData, SiteConfig } from '../types';

export type InfoItem = 'Author' | 'Original' | 'Date' | 'PageView' | 'ReadingTime' | 'Word' | 'Category' | 'Tag';

/** The site's order (PG-04, alist); front-matter `pageInfo: [...]` replaces it, `false` hides all. */
export const DEFAULT_ITEMS: InfoItem[] = ['Author', 'Original', 'Date', 'Category', 'Tag', 'ReadingTime'];
const KNOWN = new Set<string>(['Author', 'Original', 'Date', 'PageView', 'ReadingTime', 'Word', 'Category', 'Tag']);

export function infoItems(fm: FrontMatter): InfoItem[] {
  if (fm.pageInfo === false) return [];
  if (Array.isArray(fm.pageInfo)) return fm.pageInfo.filter((i): i is InfoItem => KNOWN.has(i));
  return DEFAULT_ITEMS;
}

export interface Author {
  name: string;
  url?: string;
}

/** Front-matter authors (`[]` = none, also what a wrong type becomes: ERR-01); absent = site author. */
export function authors(fm: FrontMatter, site: Pick<SiteConfig, 'author'>): Author[] {
  if (Array.isArray(fm.author)) return fm.author.filter((a) => a && typeof a.name === 'string' && a.name);
  return site.author?.name ? [site.author] : [];
}

/** Front-matter `date`, else the file's first commit (PG-06); null when neither is usable. */
export function pageDate(fm: FrontMatter, git: PageData['git']): Date | null {
  if (typeof fm.date === 'string' && fm.date) {
    const d = new Date(fm.date);
    if (!Number.isNaN(d.getTime())) return d;
  }
  return git?.createdTime ? new Date(git.createdTime) : null;
}

const WORDS_PER_MINUTE = 300;

export interface ReadingTexts {
  less1Minute: string;
  /** `$time` = rounded minutes. */
  time: string;
  /** `$word` = word count. */
  word: string;
}

/** Minutes rounded to two decimals, as the original computes them. */
function minutesOf(words: number): number {
  return Math.round((words / WORDS_PER_MINUTE) * 100) / 100;
}

/** PG-07: under a minute → the less-than text; else the minutes rounded (1.49 → 1, 1.5 → 2). */
export function readingTimeText(words: number, texts: ReadingTexts): string {
  if (words / WORDS_PER_MINUTE < 1) return texts.less1Minute;
  return texts.time.replace('$time', String(Math.round(minutesOf(words))));
}

/** `timeRequired` in ISO 8601: `PT1M` under a minute, else `PT{N}M`. */
export function timeRequired(words: number): string {
  if (words / WORDS_PER_MINUTE < 1) return 'PT1M';
  return `PT${Math.round(minutesOf(words))}M`;
}

/** PG-08 label: "About N words" / "约 N 字". */
export function wordsText(words: number, texts: ReadingTexts): string {
  return texts.word.replace('$word', String(words));
}
