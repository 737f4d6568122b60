import { describe, expect, it } from 'vitest';
import { candidates, dataFile, isActiveLink, localeOf } from './paths';

describe('paths', () => {
  it('maps routes to data files like the server', () => {
    expect(dataFile('/')).toBe('index.html.json');
    expect(dataFile('/zh/guide/')).toBe('zh/guide/index.html.json');
    expect(dataFile('/guide/install/docker.html')).toBe('guide/install/docker.html.json');
  });

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
