import { afterEach, describe, expect, it, vi } from 'vitest';
import raw from '../../../../tests/data/search_vectors.json?raw';
import { staticSearch } from './staticSearch';

// The Chinese site of the shared search vectors, as `docs build` ships it.
const file = (JSON.parse(raw) as { sites: { file: { cjk: boolean } }[] }).sites.map((s) => s.file).find((f) => f.cjk)!;
const respond = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('static search loader', () => {
  it('loads a language once and searches it like the server', async () => {
    const fetchMock = respond(file);
    vi.stubGlobal('fetch', fetchMock);
    expect((await staticSearch('网盘', 'zh'))[0].route).toBe('/zh/guide/drivers/baidu.html');
    expect((await staticSearch('dockr', 'zh'))[0].route).toBe('/zh/guide/install/docker.html');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/_data/search/zh.json');
  });

  it('refuses an index of another format and tries again on the next search', async () => {
    vi.stubGlobal('fetch', respond({ ...file, v: 0 }));
    await expect(staticSearch('网盘', 'xx')).rejects.toThrow(/format/);
    vi.stubGlobal('fetch', respond(file));
    expect((await staticSearch('网盘', 'xx')).length).toBeGreaterThan(0);
  });
});
