// UI strings. Each language is a chunk of its own, so a page carries only its own language's strings;
// a language is loaded before a page in it is committed (main.tsx for the first page, usePage after).

import type { Strings } from './en';

type Lang = 'en' | 'zh';
const loaded: Partial<Record<Lang, Strings>> = {};

/** `zh-CN` → zh, anything else → en. */
export const uiLang = (lang: string): Lang => (lang.startsWith('zh') ? 'zh' : 'en');

export async function loadStrings(lang: string): Promise<void> {
  const key = uiLang(lang);
  loaded[key] ??= key === 'zh' ? (await import('./zh')).zh : (await import('./en')).en;
}

/** UI strings for a page language; `loadStrings` has run for it (the other language stands in if not). */
export function strings(lang: string): Strings {
  return (loaded[uiLang(lang)] ?? loaded.en ?? loaded.zh)!;
}

export type { Strings };
