import { describe, expect, it } from 'vitest';
import { breakPoints } from './wordBreaks';
// The same vectors hold the server's `escape::with_word_breaks` (cli/render/escape.rs) to this rule.
import vectors from './wordBreaks.vectors.json';

const show = (t: string) => {
  const chars = [...t];
  for (const p of breakPoints(t).reverse()) chars.splice(p, 0, '|');
  return chars.join('');
};

describe('wordBreaks', () => {
  it('breaks long words at separators and camel case, like the server', () => {
    expect(show('ChaoxingGroupCloud')).toBe('Chaoxing|Group|Cloud');
    expect(show('remove_empty_directory')).toBe('remove_|empty_|directory');
    expect(show('OneDrive')).toBe('OneDrive');
    expect(show('Local & S3')).toBe('Local & S3');
  });
  it('agrees with the server on every shared vector', () => {
    for (const [text, shown] of vectors as [string, string][]) expect(show(text)).toBe(shown);
  });
});
