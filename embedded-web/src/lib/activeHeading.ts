// Which heading is "current" while reading (PG-11, WG-18), without a DOM: the caller measures.

export const ACTIVE_HEADING_THROTTLE_MS = 200;
export const ACTIVE_HEADING_OFFSET = 5;

export interface Measure {
  /** Document offset the heading scrolls to (its top minus its scroll margin). */
  tops: number[];
  scrollTop: number;
  /** Distance from the viewport bottom to the document bottom. */
  bottomGap: number;
  /** Index of the heading the URL hash names now, or -1. */
  current: number;
}

/**
 * The heading to mark: `null` = clear the hash (page top), `-1` = leave it, else an index.
 * The last heading whose top is at or above the scroll position (+ offset) wins; at the page bottom
 * the last heading does, unless the hash already names a heading below the positional one (a short
 * last section the reader jumped to).
 */
export function pickActive(m: Measure, offset = ACTIVE_HEADING_OFFSET): number | null {
  if (m.scrollTop < offset) return null;
  let index = -1;
  for (let i = 0; i < m.tops.length; i++) if (m.scrollTop >= m.tops[i] - offset) index = i;
  if (Math.abs(m.bottomGap) < offset && m.tops.length) {
    if (m.current > index) return m.current;
    return m.tops.length - 1;
  }
  return index;
}
