// Colour mode store (CM-01..10): one status shared by every switch on the page, applied to
// `<html data-theme>`; widgets follow that attribute (CM-09) with a MutationObserver.

import { useSyncExternalStore } from 'react';
import { hasControl, isDark, nextStatus, parseConfig, parseStatus, SCHEME_KEY, type DarkmodeConfig, type Status } from '../lib/colorMode';
import { readStorage, writeStorage } from '../lib/storage';

let config: DarkmodeConfig = 'switch';
let status: Status = parseStatus(readStorage(SCHEME_KEY));
let printing = false;
const listeners = new Set<() => void>();
const media = (q: string) => window.matchMedia(q);

function apply() {
  // Paper is white: printing forces light and the reader's mode comes back afterwards (CM-10).
  const dark = !printing && isDark(config, status, media('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
}

/** Read the site's `darkmode` config, apply the mode, and follow the OS and printing from now on. */
export function initTheme(darkmode: string | undefined): void {
  config = parseConfig(darkmode);
  apply();
  media('(prefers-color-scheme: dark)').addEventListener('change', apply);
  window.addEventListener('beforeprint', () => ((printing = true), apply()));
  window.addEventListener('afterprint', () => ((printing = false), apply()));
}

/** Circular reveal from the click point over 400 ms (CM-08, lib/reveal.ts); instant without the API
 *  or with reduced motion, and when the reveal's chunk cannot load. */
function applyAnimated(at: { x: number; y: number } | null) {
  if (!at || !('startViewTransition' in document) || media('(prefers-reduced-motion: reduce)').matches) return apply();
  import('../lib/reveal').then((m) => m.reveal(at, apply), apply);
}

function subscribe(cb: () => void) {
  listeners.add(cb);
  return () => listeners.delete(cb);
}

/** The reader's status, whether a switch is shown, and the click handler (CM-03, CM-04). */
export function useTheme() {
  const current = useSyncExternalStore(subscribe, () => status);
  const cycle = (at: { x: number; y: number } | null) => {
    status = nextStatus(config, status, media('(prefers-color-scheme: dark)').matches);
    writeStorage(SCHEME_KEY, status);
    applyAnimated(at);
    listeners.forEach((l) => l());
  };
  return { status: current, config, visible: hasControl(config), cycle };
}
