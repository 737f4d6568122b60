import { describe, expect, it, vi } from 'vitest';
import { ACTIVE_HEADING_OFFSET, ACTIVE_HEADING_THROTTLE_MS, pickActive } from './activeHeading';
import { throttle } from './gestures';

const tops = [500, 1200, 2000];
const at = (scrollTop: number, bottomGap = 5000, current = -1) => pickActive({ tops, scrollTop, bottomGap, current });

describe('PG-11 active heading', () => {
  it('PG-11 scroll is sampled at most once per throttle window, the last position winning', () => {
    vi.useFakeTimers();
    try {
      const seen: number[] = [];
      let position = 0;
      const sample = throttle(() => seen.push(position), ACTIVE_HEADING_THROTTLE_MS);
      for (let i = 0; i < 10; i++) {
        position = i;
        sample.run();
        vi.advanceTimersByTime(19);
      }
      // 10 scroll events over 190 ms: the leading sample, nothing more until the window closes.
      expect(seen).toEqual([0]);
      vi.advanceTimersByTime(ACTIVE_HEADING_THROTTLE_MS);
      expect(seen).toEqual([0, 9]);
    } finally {
      vi.useRealTimers();
    }
  });
  it('clears the hash at the page top and leaves it above the first heading', () => {
    expect(at(0)).toBeNull();
    expect(at(4)).toBeNull();
    expect(at(100)).toBe(-1);
  });
  it('picks the last heading at or above the scroll position plus 5 px', () => {
    expect(at(500 - ACTIVE_HEADING_OFFSET - 1)).toBe(-1);
    expect(at(500 - ACTIVE_HEADING_OFFSET)).toBe(0);
    expect(ACTIVE_HEADING_OFFSET).toBe(5);
    expect(at(1199)).toBe(1);
    expect(at(1900)).toBe(1);
    expect(at(2500)).toBe(2);
  });
  it('at the page bottom the last heading wins unless the hash names a later one', () => {
    expect(at(1300, 0)).toBe(2);
    expect(at(1300, 4)).toBe(2);
    expect(at(1300, 0, 2)).toBe(2);
    expect(pickActive({ tops: [500, 1200, 1250, 1260], scrollTop: 1201, bottomGap: 0, current: 2 })).toBe(2);
  });
});
