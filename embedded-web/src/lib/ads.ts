// Ad and sponsor helpers (AD-*, HM-04, SB-10). Nothing here contacts a third party unless site.yaml
// configures it.

import type { Localized } from '../types';

const APPLE = /Mac|iPod|iPhone|iPad/;

/** Apple devices get the VidHub card instead of the ad slot (HM-04). The original read the platform
 *  and fell back to the user agent; either one naming an Apple device counts here, because
 *  `navigator.platform` is frozen or emulated inconsistently by some browsers. */
export function isApple(platform: string | undefined, userAgent: string): boolean {
  return APPLE.test(platform ?? '') || APPLE.test(userAgent);
}

/** The value for a locale prefix: a plain string serves every locale; a map falls back to `/`. */
export function localized(value: Localized | undefined, locale: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  return value[locale] ?? value['/'];
}

/** `POST <host>/blade-adv/stats` URL, or null when no stats host is configured. */
export function statsUrl(host: string | undefined): string | null {
  return host ? `${host.replace(/\/+$/, '')}/blade-adv/stats` : null;
}

/** Fire-and-forget click statistics: never awaited, failures only logged (spec §8). */
export function sendStats(host: string | undefined, name: string): void {
  const url = statsUrl(host);
  if (!url) return;
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name }), keepalive: true }).catch((err: unknown) =>
    console.error('[ads] stats request failed:', err),
  );
}
