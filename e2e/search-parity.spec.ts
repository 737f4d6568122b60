import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

// The static export searches like the server (issue 24): the project's relevance set plus typo
// variants of it, asked of `docs serve` (/api/search) and of the exported site in Chromium (a
// plain static server, no /api/search, so the app falls back to the shipped index), must give the
// same first three pages for at least 95 % of the queries in each language.
const port = Number(process.env.DOCS_E2E_PORT ?? 4173);
const server = `http://127.0.0.1:${port}`;
const exported = `http://127.0.0.1:${port + 2}`;
const here = path.dirname(fileURLToPath(import.meta.url));

interface Case {
  q: string;
  lang: 'en' | 'zh';
}

/** The relevance set and, for each query with a word of five letters or more (its longest), that
 *  word with its middle letter dropped and with the letters around the middle swapped. */
function cases(): Case[] {
  const set = JSON.parse(readFileSync(path.join(here, '../tests/data/search_relevance.json'), 'utf8')) as Case[];
  const out: Case[] = [];
  for (const { q, lang } of set) {
    out.push({ q, lang });
    const word = q
      .split(/\s+/)
      .filter((w) => /^[A-Za-z]{5,}$/.test(w))
      .sort((a, b) => b.length - a.length)[0];
    if (!word) continue;
    const m = Math.floor(word.length / 2);
    out.push({ q: q.replace(word, word.slice(0, m) + word.slice(m + 1)), lang });
    if (word[m - 1] !== word[m]) out.push({ q: q.replace(word, word.slice(0, m - 1) + word[m] + word[m - 1] + word.slice(m + 1)), lang });
  }
  return out;
}

/** The first three pages of a hit list (hits come best section per page first). */
const top3 = (routes: string[]) => [...new Set(routes)].slice(0, 3);

const gzipSize = (file: string) => statSync(path.join(here, '.export', file)).size;

test.describe('static search parity', () => {
  test('the export gives the server’s first three pages for the relevance set and its typos', async ({ page, request }) => {
    test.slow();
    const all = cases();
    // The server's answers, one at a time (it caps concurrent searches).
    const expected: string[][] = [];
    for (const { q, lang } of all) {
      const res = await request.get(`${server}/api/search?q=${encodeURIComponent(q)}&lang=${lang}&limit=20`);
      expect(res.status(), `${lang} ${q}: ${await res.text()}`).toBe(200);
      const body = (await res.json()) as { hits: { route: string }[] };
      expected.push(top3(body.hits.map((h) => h.route)));
    }

    // The export, through the real search box first: the engine chunk loads on this fallback.
    let chunk = '';
    page.on('response', (r) => {
      if (/\/assets\/staticSearch-[\w-]+\.js$/.test(r.url())) chunk = new URL(r.url()).pathname;
    });
    await page.goto(`${exported}/guide/`);
    await expect(page.locator('.theme-container:not(.prerendered)')).toBeVisible();
    await page.keyboard.press('/');
    await page.getByRole('searchbox').fill('docker');
    await expect(page.locator('.search-hit').first()).toBeVisible();
    expect(chunk).not.toBe('');

    // Then every query through the same module, in a fresh page so the first query per language
    // pays for loading its index.
    const fresh = await page.context().newPage();
    await fresh.goto(`${exported}/404.html`);
    const run = await fresh.evaluate(
      async ({ chunk, all }) => {
        const { staticSearch } = (await import(chunk)) as { staticSearch: (q: string, lang: string) => Promise<{ route: string }[]> };
        const first: Record<string, number> = {};
        const later: number[] = [];
        const routes: string[][] = [];
        for (const { q, lang } of all) {
          const started = performance.now();
          const hits = await staticSearch(q, lang);
          const took = performance.now() - started;
          if (first[lang] === undefined) first[lang] = took;
          else later.push(took);
          routes.push(hits.map((h) => h.route));
        }
        later.sort((a, b) => a - b);
        return { routes, first, median: later[Math.floor(later.length / 2)], p95: later[Math.floor(later.length * 0.95)] };
      },
      { chunk, all },
    );

    const misses: string[] = [];
    const score: Record<string, { same: number; total: number }> = { en: { same: 0, total: 0 }, zh: { same: 0, total: 0 } };
    all.forEach(({ q, lang }, i) => {
      const got = top3(run.routes[i]);
      score[lang].total++;
      if (JSON.stringify(got) === JSON.stringify(expected[i])) score[lang].same++;
      else misses.push(`${lang} ${JSON.stringify(q)}: server ${expected[i].join(' ')} | export ${got.join(' ')}`);
    });
    const figure = (lang: string) => `${lang} ${((100 * score[lang].same) / score[lang].total).toFixed(1)} % (${score[lang].same}/${score[lang].total})`;
    console.log(`static search parity, same top 3 pages: ${figure('en')}, ${figure('zh')}`);
    console.log(
      `static search timing in Chromium: first query en ${run.first.en.toFixed(0)} ms, zh ${run.first.zh.toFixed(0)} ms ` +
        `(index load included); later queries median ${run.median.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms`,
    );
    const engine = gzipSize(`${chunk.slice(1)}.gz`);
    // A locale's index: its list and the parts it names.
    const indexSize = (lang: string) => {
      const list = JSON.parse(readFileSync(path.join(here, '.export', `_data/search/${lang}.json`), 'utf8')) as { parts: string[] };
      return list.parts.reduce((sum, name) => sum + gzipSize(`_data/search/${lang}/${name}.json.gz`), gzipSize(`_data/search/${lang}.json.gz`));
    };
    console.log(
      `static search transfer (gzip): index en ${(indexSize('en') / 1024).toFixed(0)} KB, ` +
        `zh ${(indexSize('zh') / 1024).toFixed(0)} KB, engine chunk ${(engine / 1024).toFixed(1)} KB`,
    );
    for (const miss of misses) console.log(`differs: ${miss}`);
    for (const lang of ['en', 'zh']) expect(score[lang].same / score[lang].total, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
