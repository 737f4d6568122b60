// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDrawnPage } from './drawnPage';
import { fetchPage } from './data';

/** A page document as the server writes it: the drawn shell, the content with what the server
 *  alone draws marked `data-ssr`, and the inlined data. */
function documentText(route: string, layout = 'doc', body = '<p>Body of ' + route + '</p>'): string {
  const data = { common: '/_data/common/en-1.json', locale: null, page: { route, layout, title: route } };
  return `<!doctype html><html><head><title>t</title></head><body><div id="app"><main>
    <div id="docs-content"><div data-ssr class="page-title">icon</div><div data-ssr class="page-info">info</div>${body}<nav data-ssr class="toc">toc</nav></div>
    </main></div><script id="__DOCS_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`;
}

const parse = (text: string) => new DOMParser().parseFromString(text, 'text/html');

describe('readDrawnPage', () => {
  it('takes the inlined data and the content without what only the server draws', () => {
    const drawn = readDrawnPage(parse(documentText('/guide/a.html')));
    expect(drawn?.inlined.page.route).toBe('/guide/a.html');
    expect(drawn?.inlined.common).toBe('/_data/common/en-1.json');
    expect(drawn?.html).toContain('<p>Body of /guide/a.html</p>');
    expect(drawn?.html).toContain('page-info');
    expect(drawn?.html).not.toContain('page-title');
    expect(drawn?.html).not.toContain('toc');
  });

  it('leaves the document it reads as it was', () => {
    const doc = parse(documentText('/x.html'));
    readDrawnPage(doc);
    expect(doc.querySelector('#docs-content .toc')).not.toBeNull();
  });

  it('finds no page in a document without inlined data or with broken data', () => {
    expect(readDrawnPage(parse('<html><body><p>redirect stub</p></body></html>'))).toBeNull();
    expect(readDrawnPage(parse('<script id="__DOCS_DATA__" type="application/json">{oops</script>'))).toBeNull();
  });
});

describe('fetchPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A host answering `pages` (address → [status, document]); anything else is a 404. */
  function host(pages: Record<string, [number, string]>) {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const [status, text] = pages[url] ?? [404, documentText('/', 'notFound')];
      return new Response(text, { status, headers: { 'Content-Type': 'text/html' } });
    });
    return asked;
  }

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

  it('takes no not-found page for a page, whatever its status', async () => {
    host({ '/gone.html': [200, documentText('/', 'notFound')] });
    expect(await fetchPage('/gone.html')).toBeNull();
  });

  it('takes no other page a host falls back to', async () => {
    host({ '/nope.html': [200, documentText('/')] });
    expect(await fetchPage('/nope.html')).toBeNull();
  });

  it('fails on a server error, so the app can say so', async () => {
    host({ '/a.html': [500, 'boom'] });
    await expect(fetchPage('/a.html')).rejects.toThrow('HTTP 500');
  });
});
