import { describe, expect, it } from 'vitest';
import { cleanSnippet, groupHits } from './snippet';

const hit = (route: string, section: string) => ({ route, anchor: section || null, title: route, section, snippet: '' });

describe('search hits', () => {
  it('groups by page in order of each page best hit', () => {
    const groups = groupHits([hit('/a', 'x'), hit('/b', 'y'), hit('/a', 'z')]);
    expect(groups.map((g) => [g.route, g.hits.map((h) => h.index)])).toEqual([
      ['/a', [0, 2]],
      ['/b', [1]],
    ]);
  });

  it('drops a leading copy of the heading, marks kept balanced', () => {
    expect(cleanSnippet('<mark>Docker</mark> Compose Run it with compose.', ['Docker Compose'])).toBe('Run it with compose.');
    expect(cleanSnippet('Use <mark>Docker</mark> here now.', ['Use Doc'])).toBe('<mark>ker</mark> here now.');
    expect(cleanSnippet('A &amp; B then text.', ['A & B'])).toBe('then text.');
  });

  it('ends a cut snippet with an ellipsis', () => {
    expect(cleanSnippet('stops in the middle of', [])).toBe('stops in the middle of…');
    expect(cleanSnippet('a whole sentence.', [])).toBe('a whole sentence.');
    expect(cleanSnippet('一句完整的话。', [])).toBe('一句完整的话。');
  });
});
