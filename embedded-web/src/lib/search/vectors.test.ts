// The front end's half of the shared search specification (tests/data/search_vectors.json, which
// tests/search_vectors.rs holds the server to): the same tokens, stems, typo rule, hits and snippets.
import { describe, expect, it } from 'vitest';
import raw from '../../../../tests/data/search_vectors.json?raw';
import { analyzers } from './analyzer';
import { buildIndex, mergeParts, search, withinOneEdit, type StaticIndexFile } from './engine';

interface Vectors {
  analyzers: { analyzer: string; text: string; tokens: string[]; positions: number[] }[];
  stems: [string, string][];
  edits: [string, string, boolean][];
  sites: { file: StaticIndexFile; parts: StaticIndexFile[]; queries: { q: string; total: number; hits: { route: string; anchor: string | null; snippet: string }[] }[] }[];
}

const vectors = JSON.parse(raw) as Vectors;

describe('search vectors shared with the server', () => {
  it('tokenizes like the server', () => {
    for (const v of vectors.analyzers) {
      const tokens = analyzers[v.analyzer](v.text);
      expect({ text: v.text, tokens: tokens.map((t) => t.text), positions: tokens.map((t) => t.pos) }).toEqual({ text: v.text, tokens: v.tokens, positions: v.positions });
    }
  });

  it('stems every listed word like the server', () => {
    const wrong = vectors.stems.filter(([word, stem]) => analyzers.english(word).map((t) => t.text).join(' ') !== stem);
    expect(wrong).toEqual([]);
  });

  it('applies the same one-edit rule', () => {
    for (const [a, b, within] of vectors.edits) expect([a, b, withinOneEdit(a, b)]).toEqual([a, b, within]);
  });

  it('ranks, counts and writes snippets like the server', () => {
    for (const site of vectors.sites) {
      const index = buildIndex(site.file);
      for (const q of site.queries) {
        const got = search(index, q.q, 10);
        expect({ q: q.q, total: got.total, hits: got.hits.map((h) => ({ route: h.route, anchor: h.anchor, snippet: h.snippet })) }).toEqual({ q: q.q, total: q.total, hits: q.hits });
      }
    }
  });

  it('answers the same from the site cut into one part per page', () => {
    for (const site of vectors.sites) {
      expect(site.parts.length).toBeGreaterThan(1);
      const index = buildIndex(mergeParts(site.parts));
      for (const q of site.queries) {
        const got = search(index, q.q, 10);
        expect({ q: q.q, total: got.total, hits: got.hits.map((h) => ({ route: h.route, anchor: h.anchor, snippet: h.snippet })) }).toEqual({ q: q.q, total: q.total, hits: q.hits });
      }
    }
  });
});
