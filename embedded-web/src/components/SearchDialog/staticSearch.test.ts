import { afterEach, describe, expect, it, vi } from 'vitest';
import raw from '../../../../tests/data/search_vectors.json?raw';
import { staticSearch } from './staticSearch';

// The Chinese site of the shared search vectors, as `docs build` ships it: a list of parts (here
// one per page) and the parts.
const site = (JSON.parse(raw) as { sites: { file: { cjk: boolean }; parts: { cjk: boolean }[] }[] }).sites.find((s) => s.file.cjk)!;
const names = site.parts.map((_, i) => `part${i}`);
const list = { v: 3, cjk: true, parts: names };

/** A host answering `/_data/search/<lang>.json` with `listed` and each part by its name. */
function host(listed: unknown) {
  return vi.fn(async (url: string) => {
    const part = /\/_data\/search\/[^/]+\/part(\d+)\.json$/.exec(url);
    const body = part ? site.parts[Number(part[1])] : /\/_data\/search\/[^/]+\.json$/.test(url) ? listed : null;
    if (body === null || body === undefined) return new Response('{}', { status: 404 });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('static search loader', () => {
  it('loads a language and its parts once and searches them like the server', async () => {
    const fetchMock = host(list);
    vi.stubGlobal('fetch', fetchMock);
    expect((await staticSearch('网盘', 'zh'))[0].route).toBe('/zh/guide/drivers/baidu.html');
    expect((await staticSearch('dockr', 'zh'))[0].route).toBe('/zh/guide/install/docker.html');
    expect(fetchMock).toHaveBeenCalledTimes(1 + names.length);
    expect(fetchMock).toHaveBeenCalledWith('/_data/search/zh.json');
    expect(fetchMock).toHaveBeenCalledWith(`/_data/search/zh/${names[0]}.json`);
  });

  it('refuses an index of another format and tries again on the next search', async () => {
    vi.stubGlobal('fetch', host({ ...list, v: 2 }));
    await expect(staticSearch('网盘', 'xx')).rejects.toThrow(/format/);
    vi.stubGlobal('fetch', host(list));
    expect((await staticSearch('网盘', 'xx')).length).toBeGreaterThan(0);
  });

  it('fails, and tries again later, when a part is missing', async () => {
    vi.stubGlobal('fetch', host({ ...list, parts: [...names, 'gone'] }));
    await expect(staticSearch('网盘', 'yy')).rejects.toThrow(/HTTP 404/);
  });
});
