import { describe, expect, it } from 'vitest';
import { candidates, decodedHash, decodedPath, isActiveLink, localeOf } from './paths';

describe('paths', () => {
  it('tries .html then folder for extensionless paths', () => {
    expect(candidates('/pricing')).toEqual(['/pricing.html', '/pricing/']);
    expect(candidates('/guide/')).toEqual([]);
  });

  it('picks the longest locale prefix', () => {
    expect(localeOf('/zh/guide/', ['/', '/zh/'])).toBe('/zh/');
    expect(localeOf('/guide/', ['/', '/zh/'])).toBe('/');
  });

  it('marks directory links active for pages inside them, never for locale homes', () => {
    const homes = ['/', '/zh/'];
    expect(isActiveLink('/guide/', '/guide/install/docker.html', homes)).toBe(true);
    expect(isActiveLink('/zh/', '/zh/guide/', homes)).toBe(false);
    expect(isActiveLink('/zh/', '/zh/', homes)).toBe(true);
    expect(isActiveLink('/pricing.html', '/guide/', homes)).toBe(false);
  });

  it('takes the locale homes from the site, not a fixed list', () => {
    // An imported site with other locales: its homes hold every page of their locale.
    const homes = ['/en/', '/de/'];
    expect(isActiveLink('/de/', '/de/guide/', homes)).toBe(false);
    expect(isActiveLink('/en/', '/en/guide/', homes)).toBe(false);
    // A folder named like another site's locale is an ordinary folder here.
    expect(isActiveLink('/zh/', '/zh/guide/', homes)).toBe(true);
  });

  it('decodes a hash, and gives back a hostile one as it is instead of throwing', () => {
    expect(decodedHash('#%E5%AE%89%E8%A3%85')).toBe('#安装');
    expect(decodedHash('%E5%AE%89%E8%A3%85-docker')).toBe('安装-docker');
    expect(decodedHash('#a%2Fb')).toBe('#a/b');
    for (const hostile of ['#%E0%A4%A', '#%', '%', '#%zz', '#%0']) {
      expect(decodedHash(hostile)).toBe(hostile);
    }
    expect(decodedHash('#%00<script>')).toBe('#\u0000<script>');
    expect(decodedPath('/zh/%E0%A4%A/')).toBe('/zh/%E0%A4%A/');
  });
});
