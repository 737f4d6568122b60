// Where each history entry was scrolled to, so back and forward land where the reader left the page
// (issue 59 item 4), not at its top or at the heading in its address. The browser's own restoration
// cannot do this for pages the app draws after the entry changes, so it is switched off and each
// entry gets a key in history.state; positions live in memory and in sessionStorage across reloads.

import { readStorage, writeStorage } from './storage';
import { decodedHash } from './paths';

const STORE = 'docs-scroll-positions';
/** Enough entries for any reading session; the oldest go first. */
const KEEP = 200;

/** Where an entry was left: the scroll offset, and the last heading above the top of the window
 *  with the distance from it, since the page may come back laid out a little differently (tabs
 *  not yet folded, a widget still loading) and the heading finds the same text again. */
interface Spot {
  y: number;
  anchor?: string;
  delta?: number;
}

let positions = new Map<string, Spot>();
try {
  positions = new Map(JSON.parse(readStorage(STORE, 'session') ?? '[]') as [string, Spot][]);
} catch {
  // A damaged entry: start afresh.
}
let entry = '';
/** The position to restore for the entry a back/forward move landed on, read once. */
let pending: Spot | undefined;
/** A same-page anchor is being followed by the browser: the scroll it makes belongs to the entry it
 *  adds, not to the one the reader jumped from. */
let jumping = false;

/** The spot the window shows now. */
function here(): Spot {
  let anchor: HTMLElement | undefined;
  for (const h of document.querySelectorAll<HTMLElement>('#docs-content :is(h1, h2, h3, h4, h5, h6)[id]')) {
    if (h.getBoundingClientRect().top > 1) break;
    anchor = h;
  }
  if (!anchor) return { y: scrollY };
  return { y: scrollY, anchor: anchor.id, delta: scrollY - (anchor.getBoundingClientRect().top + scrollY) };
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function currentKey(): string {
  const key = (history.state as { key?: unknown } | null)?.key;
  if (typeof key === 'string') return key;
  const made = newKey();
  history.replaceState({ ...(history.state as object | null), key: made }, '');
  return made;
}

/** Set up once when the router loads. */
export function startScrollMemory(): void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  entry = currentKey();
  addEventListener(
    'scroll',
    () => {
      if (!jumping) positions.set(entry, { y: scrollY });
    },
    { passive: true },
  );
  addEventListener('pagehide', () => {
    positions.set(entry, here());
    writeStorage(STORE, JSON.stringify([...positions].slice(-KEEP)), 'session');
  });
}

/** Before a new entry is pushed: remember where this one was, and give the new one a key. */
export function leaveEntry(): { key: string } {
  positions.set(entry, here());
  entry = newKey();
  pending = undefined;
  return { key: entry };
}

/** Before the browser follows a link to `hash` on this page (it adds the history entry and scrolls
 *  itself): keep where this entry was, so Back from the heading returns there (issue 59). */
export function beforeAnchorJump(hash: string): void {
  positions.set(entry, here());
  // The same hash again adds no entry and fires no hashchange: nothing to wait for.
  jumping = decodedHash(hash) !== decodedHash(location.hash);
}

/** After any hash change: an entry the browser added has no key yet and becomes the current one. */
export function hashChanged(): void {
  const key = (history.state as { key?: unknown } | null)?.key;
  if (typeof key !== 'string') {
    entry = currentKey();
    pending = undefined;
    positions.set(entry, { y: scrollY });
  }
  jumping = false;
}

/** After a back/forward move: the entry now shown, and where it was left. */
export function enterEntry(): void {
  entry = currentKey();
  pending = positions.get(entry);
}

/** The position saved for the entry back/forward landed on, once; undefined after a new navigation. */
export function takeRestoredScroll(): Spot | undefined {
  const y = pending;
  pending = undefined;
  return y;
}

/** Scroll back to `spot`, and keep it there for a moment while the page is still being laid out
 *  (widgets, tabs, images), until the reader scrolls or presses a key. */
export function restoreScroll(spot: Spot): void {
  const until = performance.now() + 1500;
  let stopped = false;
  const stop = () => (stopped = true);
  const inputs = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
  inputs.forEach((e) => addEventListener(e, stop, { once: true, passive: true }));
  const step = () => {
    if (stopped) return;
    const el = spot.anchor ? document.getElementById(spot.anchor) : null;
    const y = el && spot.delta !== undefined ? el.getBoundingClientRect().top + scrollY + spot.delta : spot.y;
    if (Math.abs(scrollY - y) > 1) scrollTo(0, y);
    if (performance.now() < until) requestAnimationFrame(step);
    else inputs.forEach((e) => removeEventListener(e, stop));
  };
  step();
}
