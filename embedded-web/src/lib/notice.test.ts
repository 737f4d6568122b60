import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { NoticeItem } from '../types';
import { noticeArea, noticeFlagId, noticeFlagKey } from './notice';
import { fill, markAnswered, parseStatus, redirectTarget } from './redirect';

const n = (over: Partial<NoticeItem>): NoticeItem => ({ title: 't', content: 'c', ...over });

describe('notices', () => {
  it('keys the flag by key or by title + content, in the right storage', () => {
    expect(noticeFlagKey(n({ key: 'v3' }))).toBe('notice-v3');
    expect(noticeFlagKey(n({ title: '<b>T</b>', content: '<p>C</p>' }))).toBe('<b>T</b><p>C</p>');
    expect(noticeArea(n({ showOnce: true }))).toBe('local');
    expect(noticeArea(n({}))).toBe('session');
  });
  it('names the box by a digest of the flag, as the server does (cli/document/notice.rs)', () => {
    expect(noticeFlagId('notice-v3')).toBe('13en0z3');
    expect(noticeFlagId('😀x')).toBe('187o2m8');
    expect(noticeFlagId('')).toBe('ztntfp');
  });
  it('hides a closed notice before first paint by the same digest (the script in index.html)', () => {
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1];
    const store = (entries: Record<string, string>) => ({
      length: Object.keys(entries).length,
      key: (i: number) => Object.keys(entries)[i] ?? null,
      getItem: (k: string) => entries[k] ?? null,
    });
    const styles: string[] = [];
    const document = {
      documentElement: { setAttribute: () => undefined },
      head: { appendChild: (t: { textContent: string }) => styles.push(t.textContent) },
      createElement: () => ({ textContent: '' }),
    };
    const key = '<b>T</b><p>"C"</p>';
    new Function('document', 'localStorage', 'sessionStorage', 'window', script)(document, store({ [key]: 'true', other: 'false' }), store({}), {});
    expect(styles).toEqual([`.vp-notice-wrapper[data-notice-flag="${noticeFlagId(key)}"]{display:none}`]);
  });
});

describe('language redirect', () => {
  const locales = {
    '/': { key: 'en', lang: 'en-US', name: 'English', title: '', description: '', browserLangs: ['en-US', 'en'] },
    '/zh/': { key: 'zh', lang: 'zh-CN', name: '简体中文', title: '', description: '', browserLangs: ['zh-CN', 'zh'] },
  };
  it('lets the first listed browser language decide', () => {
    expect(redirectTarget(['zh-CN', 'en'], locales, '/')).toEqual({ locale: '/zh/', lang: 'zh-CN' });
    expect(redirectTarget(['fr', 'en-US', 'zh'], locales, '/')).toBeNull();
    expect(redirectTarget(['zh-TW', 'zh'], locales, '/')).toEqual({ locale: '/zh/', lang: 'zh' });
    expect(redirectTarget(['zh-CN'], locales, '/zh/')).toBeNull();
    expect(redirectTarget(['zh-CN'], locales, '/fr/')).toBeNull();
  });
  it('merges answered locales into the stored map', () => {
    expect(markAnswered(null, '/')).toBe('{"/":true}');
    expect(parseStatus(markAnswered('{"/zh/":true}', '/'))).toEqual({ '/zh/': true, '/': true });
    expect(parseStatus('not json')).toEqual({});
    expect(fill('Switch to $1', 'zh-CN')).toBe('Switch to zh-CN');
  });
});
