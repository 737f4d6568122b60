import { describe, expect, it } from 'vitest';
import { rank, snippet, withinOneEdit } from './staticSearch';

const entries = [
  { r: '/zh/guide/drivers/baidu.html', t: '百度网盘', s: '', x: '百度网盘是国内常用的网盘' },
  { r: '/zh/guide/install/docker.html', a: 'x', t: '使用 Docker', s: '运行容器', x: 'docker run' },
];

describe('static search', () => {
  it('finds Chinese terms inside longer runs and ranks titles first', () => {
    const hits = rank(entries, '网盘');
    expect(hits[0].route).toBe('/zh/guide/drivers/baidu.html');
    expect(rank(entries, 'docker 容器')[0].anchor).toBe('x');
    expect(rank(entries, 'nothing')).toEqual([]);
  });

  it('escapes text and marks matches', () => {
    expect(snippet('a <b> docker', ['docker'])).toBe('a &lt;b&gt; <mark>docker</mark>');
  });

  it('tolerates one typo in long Latin words, like the server', () => {
    expect(withinOneEdit('dockr', 'docker')).toBe(true);
    expect(withinOneEdit('docekr', 'docker')).toBe(true);
    expect(withinOneEdit('dkr', 'docker')).toBe(false);
    const hit = rank(entries, 'dockr')[0];
    expect(hit.route).toBe('/zh/guide/install/docker.html');
    expect(hit.snippet).toBe('<mark>docker</mark> run');
    // Short words must match as written: one edit turns them into other words.
    expect(rank(entries, 'dokr')).toEqual([]);
  });
});
