import { describe, expect, it } from 'vitest';
import type { CommentsConfig } from '../types';
import { giscusAttributes, giscusLang, giscusTheme } from './giscusConfig';

const config: CommentsConfig = {
  provider: 'Giscus',
  repo: 'alist-org/docs',
  repoId: 'R_kgDOHmaM-A',
  category: 'Announcements',
  categoryId: 'DIC_kwDOHmaM-M4CRRXl',
  mapping: 'pathname',
  strict: true,
  reactionsEnabled: true,
  inputPosition: 'top',
  lazyLoading: true,
  lightTheme: 'https://x.test/light.css',
  darkTheme: 'https://x.test/dark.css',
};

describe('CMT-04 language', () => {
  it('uses the page language when giscus has it, else its prefix, else en', () => {
    expect(giscusLang('zh-CN')).toBe('zh-CN');
    expect(giscusLang('en-US')).toBe('en');
    expect(giscusLang('fr-FR')).toBe('fr');
    expect(giscusLang('xx-YY')).toBe('en');
  });
});

describe('CMT-01 attributes', () => {
  it('carry the configured discussion settings', () => {
    const a = giscusAttributes(config, { route: '/guide/', lang: 'en-US' }, false);
    expect(a).toMatchObject({
      'data-repo': 'alist-org/docs',
      'data-repo-id': 'R_kgDOHmaM-A',
      'data-category': 'Announcements',
      'data-category-id': 'DIC_kwDOHmaM-M4CRRXl',
      'data-mapping': 'pathname',
      'data-term': '/guide/',
      'data-strict': '1',
      'data-reactions-enabled': '1',
      'data-emit-metadata': '0',
      'data-input-position': 'top',
      'data-theme': 'https://x.test/light.css',
      'data-lang': 'en',
      'data-loading': 'lazy',
    });
  });
  it('a page commentID becomes a specific term; switches turn into 0 / eager', () => {
    const a = giscusAttributes({ ...config, strict: false, reactionsEnabled: false, lazyLoading: false, mapping: undefined }, { route: '/x.html', lang: 'zh-CN', commentID: 'custom' }, true);
    expect(a['data-mapping']).toBe('specific');
    expect(a['data-term']).toBe('custom');
    expect(a['data-strict']).toBe('0');
    expect(a['data-reactions-enabled']).toBe('0');
    expect(a['data-loading']).toBe('eager');
    expect(a['data-theme']).toBe('https://x.test/dark.css');
    expect(a['data-lang']).toBe('zh-CN');
  });
});

describe('CMT-03 theme', () => {
  it('follows the colour mode, falling back to giscus light/dark', () => {
    expect(giscusTheme(config, true)).toBe('https://x.test/dark.css');
    expect(giscusTheme({ ...config, lightTheme: undefined, darkTheme: undefined }, false)).toBe('light');
    expect(giscusTheme({ ...config, lightTheme: undefined, darkTheme: undefined }, true)).toBe('dark');
  });
});
