import { expect, test } from 'vitest';
import { loadStrings, strings, uiLang } from '.';

test('language tags pick a bundled table by primary subtag, English otherwise', () => {
  expect(uiLang('zh-CN')).toBe('zh');
  expect(uiLang('en-US')).toBe('en');
  expect(uiLang('ja')).toBe('en');
});

test('a locale without a bundled table reads its ui strings over English', async () => {
  await loadStrings('ja');
  const ui = { toc: 'このページの内容' };
  const t = strings('ja', ui);
  expect(t.toc).toBe('このページの内容');
  expect(t.prev).toBe('Prev');
  expect(strings('ja', ui)).toBe(t); // same object each render
  expect(strings('en-US')).not.toHaveProperty('toc', 'このページの内容');
});
