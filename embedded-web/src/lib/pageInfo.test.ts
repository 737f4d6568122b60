import { describe, expect, it } from 'vitest';
import { authors, DEFAULT_ITEMS, infoItems, pageDate, readingTimeText, timeRequired, wordsText } from './pageInfo';
import table from '../i18n/strings.json';
const { en, zh } = table.app;

const textsOf = (t: typeof en) => ({ less1Minute: t.less1Minute, time: t.timeText, word: t.wordText });

describe('PG-07 reading time', () => {
  it('is "less than a minute" below 300 words, in both languages', () => {
    expect(readingTimeText(299, textsOf(en))).toBe('Less than 1 minute');
    expect(readingTimeText(0, textsOf(en))).toBe('Less than 1 minute');
    expect(readingTimeText(299, textsOf(zh))).toBe('小于 1 分钟');
    expect(timeRequired(299)).toBe('PT1M');
  });
  it('rounds the minutes: 450 words → about 2, 1.49 → 1, 1.5 → 2', () => {
    expect(readingTimeText(450, textsOf(en))).toBe('About 2 min');
    expect(readingTimeText(447, textsOf(en))).toBe('About 1 min'); // 1.49
    expect(readingTimeText(300, textsOf(en))).toBe('About 1 min');
    expect(readingTimeText(1355, textsOf(zh))).toBe('大约 5 分钟');
    expect(timeRequired(450)).toBe('PT2M');
    expect(timeRequired(1355)).toBe('PT5M');
  });
});

describe('PG-08 word count label', () => {
  it('says about N words / 约 N 字', () => {
    expect(wordsText(1355, textsOf(en))).toBe('About 1355 words');
    expect(wordsText(42, textsOf(zh))).toBe('约 42 字');
  });
});

describe('PG-04 items', () => {
  it('uses the site order, an array override, and false', () => {
    expect(infoItems({})).toEqual(DEFAULT_ITEMS);
    expect(DEFAULT_ITEMS).toEqual(['Author', 'Original', 'Date', 'Category', 'Tag', 'ReadingTime']);
    expect(infoItems({ pageInfo: ['Word', 'Nope', 'Date'] })).toEqual(['Word', 'Date']);
    expect(infoItems({ pageInfo: false })).toEqual([]);
    expect(infoItems({ pageInfo: true })).toEqual(DEFAULT_ITEMS);
  });
});

describe('PG-05 authors', () => {
  const site = { author: { name: 'Andy Hsu', url: 'https://i.nn.ci' } };
  it('falls back to the site author only when the page names none', () => {
    expect(authors({}, site)).toEqual([site.author]);
    expect(authors({ author: [{ name: 'Ann' }] }, site)).toEqual([{ name: 'Ann' }]);
    // `author: false` and a wrong type (ERR-01) both arrive as [] → no author at all.
    expect(authors({ author: [] }, site)).toEqual([]);
  });
});

describe('PG-06 date', () => {
  it('prefers front-matter, else the first commit, else none', () => {
    expect(pageDate({ date: '2024-01-02' }, undefined)?.toISOString().slice(0, 10)).toBe('2024-01-02');
    const git = { createdTime: Date.UTC(2023, 4, 6), updatedTime: 0, contributors: [] };
    expect(pageDate({}, git)?.getTime()).toBe(Date.UTC(2023, 4, 6));
    expect(pageDate({ date: 'not a date' }, git)?.getTime()).toBe(Date.UTC(2023, 4, 6));
    expect(pageDate({}, undefined)).toBeNull();
  });
});
