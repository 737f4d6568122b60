// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPage, startingData } from './data';
import type { InlinedData } from '../types';

/** A page document as the server writes it: the drawn shell, the content with what the server
 *  alone draws marked `data-ssr`, and the inlined data. */
function documentText(route: string, layout = 'doc', body = '<p>Body of ' + route + '</p>'): string {
  const data = { common: '/_data/common/en-1.json', locale: null, page: { route, layout, title: route } };
  return `<!doctype html><html><head><title>t</title></head><body><div id="app"><main>
    <div id="docs-content"><div data-ssr class="page-title">icon</div><div data-ssr class="page-info">info</div>${body}<nav data-ssr class="toc">toc</nav></div>
    </main></div><script id="__DOCS_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`;
}

/** A host answering `pages` (address → [status, body]); anything else is a 404 not-found page. */
function host(pages: Record<string, [number, string]>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const [status, text] = pages[url] ?? [404, documentText('/', 'notFound')];
    return new Response(text, { status });
  });
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchPage', () => {
  it('reads a page from its HTML document', async () => {
    host({ '/guide/a.html': [200, documentText('/guide/a.html')] });
    const page = await fetchPage('/guide/a.html');
    expect(page?.route).toBe('/guide/a.html');
    expect(page?.html).toContain('Body of /guide/a.html');
    expect(page?.html).not.toContain('toc');
  });

  it('tries the canonical forms of an extensionless path', async () => {
    const asked = host({ '/guide/': [200, documentText('/guide/')] });
    expect((await fetchPage('/guide'))?.route).toBe('/guide/');
    expect(asked).toEqual(['/guide', '/guide.html', '/guide/']);
  });

  it('takes a page whose route reads as the percent-encoded path asked for', async () => {
    host({ '/zh/tag/%E5%9C%86/': [200, documentText('/zh/tag/圆/')] });
    expect((await fetchPage('/zh/tag/%E5%9C%86/'))?.route).toBe('/zh/tag/圆/');
    host({ '/a%ZZ.html': [200, documentText('/a%ZZ.html')] });
    expect((await fetchPage('/a%ZZ.html'))?.route).toBe('/a%ZZ.html');
  });

  it('takes no not-found page for a page, whatever its status', async () => {
    host({ '/gone.html': [200, documentText('/', 'notFound')] });
    expect(await fetchPage('/gone.html')).toBeNull();
  });

  it('takes no other page a host falls back to', async () => {
    host({ '/nope.html': [200, documentText('/')] });
    expect(await fetchPage('/nope.html')).toBeNull();
  });

  it('puts in place the notice a page names from the common file it names', async () => {
    const notices = [{ title: 'Root', content: 'a' }, { title: 'Guide', content: 'b' }];
    const doc = documentText('/guide/n.html').replace('"title":"/guide/n.html"', '"title":"/guide/n.html","notice":1');
    host({ '/guide/n.html': [200, doc], '/_data/common/en-1.json': [200, JSON.stringify({ site: { notices }, locale: null })] });
    expect((await fetchPage('/guide/n.html'))?.notice).toEqual(notices[1]);
  });

  it('fails on a server error, so the app can say so', async () => {
    host({ '/a.html': [500, 'boom'] });
    await expect(fetchPage('/a.html')).rejects.toThrow('HTTP 500');
  });
});

describe('startingData', () => {
  const common = JSON.stringify({ site: { locales: { '/': { key: 'en' } } }, locale: { navbar: [], ui: {} } });
  const slice = { '/guide/': [{ text: 'Guide', link: '/guide/' }] };
  const inlined = (sidebar?: string): InlinedData =>
    ({ common: '/_data/common/en-1.json', sidebar, locale: { prefix: '/', lang: 'en-US', partial: true }, page: { route: '/guide/' } }) as InlinedData;

  it('puts the sidebar slice file the page names into its locale', async () => {
    host({ '/_data/common/en-1.json': [200, common], '/_data/sidebar/en-2.json': [200, JSON.stringify(slice)] });
    const data = await startingData(inlined('/_data/sidebar/en-2.json'));
    expect(data?.locale?.sidebar).toEqual(slice);
    expect(data?.locale?.partial).toBe(true);
    expect(data?.locale?.navbar).toEqual([]);
  });

  it('a page no sidebar covers names none and fetches none', async () => {
    const asked = host({ '/_data/common/en-1.json': [200, common] });
    expect((await startingData(inlined()))?.locale?.sidebar).toEqual({});
    expect(asked).toEqual(['/_data/common/en-1.json']);
  });

  it('reads the sidebar from the whole locale file when the slice file is gone', async () => {
    host({ '/_data/common/en-1.json': [200, common], '/_data/locale/en.json': [200, JSON.stringify({ sidebar: slice })] });
    expect((await startingData(inlined('/_data/sidebar/en-old.json')))?.locale?.sidebar).toEqual(slice);
  });

  it('without its common file the app does not start', async () => {
    host({});
    expect(await startingData(inlined())).toBeNull();
  });
});
