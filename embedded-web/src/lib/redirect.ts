// Language redirect decisions and texts (LR-01..04), no DOM.

import type { LocaleInfo } from '../types';

export const REDIRECT_KEY = 'VUEPRESS_REDIRECT_STATUS';

export interface RedirectTarget {
  /** Locale prefix to offer, e.g. `/zh/`. */
  locale: string;
  /** The browser language that decided it, e.g. `zh-CN` (shown as `$1`). */
  lang: string;
}

/** Walk the browser languages in order; the first one any locale lists decides. Only a different locale is offered. */
export function redirectTarget(languages: readonly string[], locales: Record<string, LocaleInfo>, current: string): RedirectTarget | null {
  if (!locales[current]) return null;
  for (const lang of languages) {
    const hit = Object.keys(locales).find((prefix) => (locales[prefix].browserLangs ?? []).includes(lang));
    if (hit) return hit === current ? null : { locale: hit, lang };
  }
  return null;
}

/** Parse the stored `{"<locale>": true}` map; anything unreadable counts as empty. */
export function parseStatus(raw: string | null): Record<string, boolean> {
  try {
    const v: unknown = raw ? JSON.parse(raw) : {};
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, boolean>) : {};
  } catch {
    return {};
  }
}

/** The stored map with the current locale marked as answered. */
export function markAnswered(raw: string | null, locale: string): string {
  return JSON.stringify({ ...parseStatus(raw), [locale]: true });
}

/** Fill `$1` in a template. */
export function fill(template: string, value: string): string {
  return template.split('$1').join(value);
}
