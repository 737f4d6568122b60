import { describe, expect, it } from 'vitest';
import { ACTIVE_HEADING_OFFSET, ACTIVE_HEADING_THROTTLE_MS, pickActive } from './activeHeading';

const tops = [500, 1200, 2000];
const at = (scrollTop: number, bottomGap = 5000, current = -1) => pickActive({ tops, scrollTop, bottomGap, current });

describe('PG-11 active heading', () => {
  it('keeps the original constants', () => {
    expect(ACTIVE_HEADING_THROTTLE_MS).toBe(200);
    expect(ACTIVE_HEADING_OFFSET).toBe(5);
  });
  it('clears the hash at the page top and leaves it above the first heading', () => {
    expect(at(0)).toBeNull();
    expect(at(4)).toBeNull();
    expect(at(100)).toBe(-1);
  });
  it('picks the last heading at or above the scroll position plus 5 px', () => {
    expect(at(494)).toBe(-1);
    expect(at(495)).toBe(0);
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
