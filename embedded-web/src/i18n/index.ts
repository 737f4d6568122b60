// UI strings. Each bundled translation is a chunk of its own, so a page carries only its own
// language's strings; a language is loaded before a page in it is committed (main.tsx for the first
// page, usePage after). A locale without a bundled table reads English under the `ui` strings its
// site.yaml entry gives (sent in the locale data), so a new locale needs no code here.

import type { Strings } from './en';
import type { LaterStrings } from './later/en';

/** The bundled tables by primary language subtag (`zh-CN` → zh). */
const bundled = {
  en: async () => (await import('./en')).en,
  zh: async () => (await import('./zh')).zh,
};
type Lang = keyof typeof bundled;
const loaded: Partial<Record<Lang, Strings>> = {};

/** The bundled table for a language tag: its primary subtag when bundled, else en. */
export const uiLang = (lang: string): Lang => {
  const primary = lang.split('-')[0].toLowerCase();
  return primary in bundled ? (primary as Lang) : 'en';
};

export async function loadStrings(lang: string): Promise<void> {
  const key = uiLang(lang);
  loaded[key] ??= await bundled[key]();
}

const merged = new WeakMap<Record<string, string>, Map<Strings, Strings>>();

/** UI strings for a page language, under the locale's own `ui` strings when it has some;
 *  `loadStrings` has run for it (another loaded table stands in if not). */
export function strings(lang: string, ui?: Record<string, string>): Strings {
  const base = (loaded[uiLang(lang)] ?? loaded.en ?? Object.values(loaded)[0])!;
  if (!ui || Object.keys(ui).length === 0) return base;
  // One object per (table, ui) pair, so components that depend on `t` do not re-run each render.
  let byBase = merged.get(ui);
  if (!byBase) merged.set(ui, (byBase = new Map()));
  let out = byBase.get(base);
  if (!out) byBase.set(base, (out = { ...base, ...ui } as Strings));
  return out;
}

/** The behaviours' tables (later/*.ts), by the same subtags as `bundled`. */
const later: Record<Lang, () => Promise<LaterStrings>> = {
  en: async () => (await import('./later/en')).en,
  zh: async () => (await import('./later/zh')).zh,
};
const laterLoaded = new WeakMap<Strings, Promise<Strings & LaterStrings>>();

/** `t` (a page's strings from `strings`) with the strings of the behaviours loaded after the
 *  mount, under the same `ui` strings (they are in `t` when the locale gives them). One promise
 *  per `t`, so a component can suspend on it. */
export function laterStrings(lang: string, t: Strings): Promise<Strings & LaterStrings> {
  let out = laterLoaded.get(t);
  if (!out) laterLoaded.set(t, (out = later[uiLang(lang)]().then((base) => ({ ...base, ...t }))));
  return out;
}

export type { LaterStrings, Strings };
