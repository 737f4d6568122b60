import { describe, expect, it } from 'vitest';
import { candidates, isActiveLink, localeOf } from './paths';

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
    expect(isActiveLink('/guide/', '/guide/install/docker.html')).toBe(true);
    expect(isActiveLink('/zh/', '/zh/guide/')).toBe(false);
    expect(isActiveLink('/pricing.html', '/guide/')).toBe(false);
  });
});
