// Which playback path a media URL takes (WG-14): the `type` prop, else everything after the last `.`
// of the URL (query string included, so `x.m3u8?t=1` is not supported), compared lower-cased.

export type Engine = 'native' | 'hls' | 'mpegts' | 'dash';

const ENGINES: Record<string, Engine> = {
  mp4: 'native',
  mp3: 'native',
  webm: 'native',
  ogg: 'native',
  m3u8: 'hls',
  hls: 'hls',
  ts: 'mpegts',
  flv: 'mpegts',
  mpd: 'dash',
  dash: 'dash',
};

export function mediaType(src: string, type?: string): string {
  return (type || src.slice(src.lastIndexOf('.') + 1)).toLowerCase();
}

/** The engine for a type, or null when the player does not support it (ERR-04). */
export function engineFor(type: string): Engine | null {
  return Object.hasOwn(ENGINES, type) ? ENGINES[type] : null;
}

export const unsupportedWarning = (type: string) => `[components]: ArtPlayer does not support current file type ${type}!`;

/** `16:9`, `4/3` or `1.5` → width / height; anything else → 16 / 9. */
export function parseRatio(value: string | undefined): number {
  const [a, b] = (value ?? '').split(/[:/]/).map(Number);
  const r = b === undefined ? a : a / b;
  return Number.isFinite(r) && r > 0 ? r : 16 / 9;
}
