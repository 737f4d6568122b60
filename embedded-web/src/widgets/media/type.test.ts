import { describe, expect, it } from 'vitest';
import { engineFor, mediaType, parseRatio, unsupportedWarning } from './type';

describe('media type (WG-14)', () => {
  it('takes the type prop first, else the text after the last dot, lower-cased', () => {
    expect(mediaType('/v/a.MP4')).toBe('mp4');
    expect(mediaType('/v/a.mp4', 'M3U8')).toBe('m3u8');
    expect(mediaType('https://x.test/live.m3u8?t=1')).toBe('m3u8?t=1');
    expect(mediaType('https://x.test/a.b/c')).toBe('b/c');
  });

  it('maps the ten supported types to their engines and nothing else', () => {
    const map = Object.fromEntries(['mp4', 'mp3', 'webm', 'ogg', 'mpd', 'dash', 'm3u8', 'hls', 'ts', 'flv'].map((t) => [t, engineFor(t)]));
    expect(map).toEqual({ mp4: 'native', mp3: 'native', webm: 'native', ogg: 'native', mpd: 'dash', dash: 'dash', m3u8: 'hls', hls: 'hls', ts: 'mpegts', flv: 'mpegts' });
    for (const t of ['avi', 'm3u8?t=1', 'mkv', 'constructor', '']) expect(engineFor(t)).toBeNull();
    expect(unsupportedWarning('avi')).toBe('[components]: ArtPlayer does not support current file type avi!');
  });

  it('reads ratios', () => {
    expect(parseRatio('16:9')).toBeCloseTo(16 / 9);
    expect(parseRatio('4/3')).toBeCloseTo(4 / 3);
    expect(parseRatio('2')).toBe(2);
    expect(parseRatio(undefined)).toBeCloseTo(16 / 9);
    expect(parseRatio('x')).toBeCloseTo(16 / 9);
  });
});
