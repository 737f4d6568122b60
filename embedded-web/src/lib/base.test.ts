import { describe, expect, it } from 'vitest';
import { stripBase, withBase } from './base';

describe('base path', () => {
  it('puts site-absolute paths under the base and leaves the rest', () => {
    expect(withBase('/guide/x.html', '/repo/')).toBe('/repo/guide/x.html');
    expect(withBase('/', '/repo/')).toBe('/repo/');
    for (const kept of ['https://a.io/x', '//cdn.io/x', '#top', 'x.html', 'mailto:a@b']) expect(withBase(kept, '/repo/')).toBe(kept);
    expect(withBase('/guide/', '/')).toBe('/guide/');
  });

  it('turns addresses back into routes, and refuses those outside the site', () => {
    expect(stripBase('/repo/zh/guide/', '/repo/')).toBe('/zh/guide/');
    expect(stripBase('/repo/', '/repo/')).toBe('/');
    expect(stripBase('/repo', '/repo/')).toBe('/');
    expect(stripBase('/other/x.html', '/repo/')).toBeNull();
    expect(stripBase('/repository/x.html', '/repo/')).toBeNull();
    expect(stripBase('/x.html', '/')).toBe('/x.html');
  });
});
