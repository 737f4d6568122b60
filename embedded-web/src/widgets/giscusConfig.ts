// Giscus settings as the client script's data-* attributes (CMT-01, CMT-03, CMT-04). No DOM.

import type { CommentsConfig } from '../types';

export const GISCUS_CLIENT = 'https://giscus.app/client.js';

/** Languages giscus ships; a page language outside it falls back to its prefix, then `en` (CMT-04). */
const LANGS = new Set(['ar', 'be', 'bg', 'ca', 'cs', 'da', 'de', 'en', 'eo', 'es', 'eu', 'fa', 'fr', 'gr', 'gsw', 'he', 'hu', 'id', 'it', 'ja', 'kh', 'ko', 'nl', 'pl', 'pt', 'ro', 'ru', 'th', 'tr', 'uk', 'uz', 'vi', 'zh-CN', 'zh-TW']);

export function giscusLang(lang: string): string {
  if (LANGS.has(lang)) return lang;
  const prefix = lang.split('-')[0];
  return LANGS.has(prefix) ? prefix : 'en';
}

/** The theme for the effective colour mode: the configured stylesheet, else giscus' own. */
export function giscusTheme(config: CommentsConfig, dark: boolean): string {
  return (dark ? config.darkTheme : config.lightTheme) || (dark ? 'dark' : 'light');
}

export function giscusAttributes(config: CommentsConfig, page: { route: string; lang: string; commentID?: string }, dark: boolean): Record<string, string> {
  const term = page.commentID || page.route;
  return {
    'data-repo': config.repo,
    'data-repo-id': config.repoId,
    'data-category': config.category,
    'data-category-id': config.categoryId,
    // A page's own discussion id wins over the mapping (term = commentID ‖ page path).
    'data-mapping': page.commentID ? 'specific' : config.mapping || 'pathname',
    'data-term': term,
    'data-strict': config.strict === false ? '0' : '1',
    'data-reactions-enabled': config.reactionsEnabled === false ? '0' : '1',
    'data-emit-metadata': '0',
    'data-input-position': config.inputPosition || 'top',
    'data-theme': giscusTheme(config, dark),
    'data-lang': giscusLang(page.lang),
    'data-loading': config.lazyLoading === false ? 'eager' : 'lazy',
  };
}
