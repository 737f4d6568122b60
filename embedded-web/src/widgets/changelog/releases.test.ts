import { describe, expect, it } from 'vitest';
import { bodyLines, isNewer, newerReleases } from './releases';

describe('changelog feed', () => {
  it('compares versions numerically', () => {
    expect(isNewer('v3.46.0', 'v3.45.0')).toBe(true);
    expect(isNewer('v3.45.10', 'v3.45.9')).toBe(true);
    expect(isNewer('v3.45.0', 'v3.45.0')).toBe(false);
    expect(isNewer('v3.9.0', 'v3.45.0')).toBe(false);
    expect(isNewer('nightly', 'v3.45.0')).toBe(false);
  });
  it('keeps published releases newer than the data file, newest first', () => {
    const feed = [
      { tag_name: 'v3.45.0', body: 'old' },
      { tag_name: 'v3.47.0-beta', prerelease: true },
      { tag_name: 'v3.46.0', published_at: '2025-06-01T00:00:00Z', html_url: 'https://github.com/o/n/releases/tag/v3.46.0', body: '## Fixes\n- one\n\n* **two**' },
      { tag_name: 'v3.47.0', draft: true },
      { tag_name: 'v3.46.1', html_url: 'javascript:alert(1)' },
      'junk',
    ];
    const out = newerReleases(feed, 'v3.45.0');
    expect(out.map((r) => r.version)).toEqual(['v3.46.1', 'v3.46.0']);
    expect(out[1].lines).toEqual(['Fixes', 'one', 'two']);
    expect(out[1].url).toBe('https://github.com/o/n/releases/tag/v3.46.0');
    expect(out[0].url).toBeUndefined();
    expect(newerReleases({ message: 'rate limited' }, 'v3.45.0')).toEqual([]);
  });
  it('turns bodies into text lines (HTML stays text)', () => {
    expect(bodyLines('<img src=x onerror=alert(1)>\n1. a')).toEqual(['<img src=x onerror=alert(1)>', 'a']);
    expect(bodyLines(null)).toEqual([]);
  });
});
