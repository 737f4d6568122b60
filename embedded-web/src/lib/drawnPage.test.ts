// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readDrawnPage } from './drawnPage';

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
