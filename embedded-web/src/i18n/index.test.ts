import { expect, test } from 'vitest';
import { strings } from '.';
import table from './strings.json';

test('the app reads the strings the server chose, and a key it lacks reads as itself', () => {
  const ui = { ...table.app.en, toc: 'このページの内容' };
  expect(strings({ ui }).toc).toBe('このページの内容');
  expect(strings({ ui })).toBe(ui); // same object each render
  expect(strings(null).prev).toBe('prev');
});

test('every bundled language has every key', () => {
  const keys = Object.keys(table.app.en).sort();
  for (const lang of Object.values(table.app)) expect(Object.keys(lang).sort()).toEqual(keys);
});
