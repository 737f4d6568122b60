import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticSearch } from './staticSearch';

const file = {
  v: 1,
  zh: true,
  pages: [
    { r: '/zh/guide/drivers/baidu.html', t: '百度网盘' },
    { r: '/zh/guide/install/docker.html', t: '使用 Docker' },
  ],
  sections: [
    { p: 0, s: '百度网盘', x: '百度网盘是国内常用的网盘' },
    { p: 1, a: 'x', h: '运行容器', s: '运行容器', c: 'docker run' },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('static search loader', () => {
  it('loads a language once and searches it like the server', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(file), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await staticSearch('网盘', 'zh'))[0].route).toBe('/zh/guide/drivers/baidu.html');
    expect((await staticSearch('dockr', 'zh'))[0].snippet).toBe('<mark>docker</mark> run');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/_data/search/zh.json');
  });

  it('refuses an index of another format and tries again on the next search', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ ...file, v: 0 }))));
    await expect(staticSearch('网盘', 'xx')).rejects.toThrow(/format/);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(file))));
    expect(await staticSearch('网盘', 'xx')).toHaveLength(1);
  });
});
