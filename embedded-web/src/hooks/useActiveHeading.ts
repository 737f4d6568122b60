// Active heading while scrolling (PG-11, WG-18): throttled to 200 ms, 5 px offset. The URL hash is
// replaced (no history entry, no scroll) and the matching `.toc-link` / `.vp-sidebar-link` marked.

import { useEffect } from 'react';
import { ACTIVE_HEADING_THROTTLE_MS, pickActive } from '../lib/activeHeading';
import { throttle } from '../lib/gestures';
import { decodedHash } from '../lib/paths';

const LINKS = '.vp-sidebar-link, .toc-link';

/** Replace the hash in place; the router hears about it through a `hashchange` event. */
function replaceHash(hash: string) {
  if (decodedHash(location.hash) === decodedHash(hash)) return;
  const oldURL = location.href;
  history.replaceState(history.state, '', location.pathname + location.search + hash);
  window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: location.href }));
}

/** Mark the sidebar heading links (rendered by the sidebar) that point at `hash`. */
function markSidebar(hash: string) {
  for (const a of document.querySelectorAll<HTMLAnchorElement>('.vp-sidebar-link')) {
    if (!a.getAttribute('href')?.startsWith('#')) continue;
    a.classList.toggle('active', hash !== '' && decodedHash(a.hash) === decodedHash(hash));
  }
}

function update() {
  const linked = new Set<string>();
  for (const a of document.querySelectorAll<HTMLAnchorElement>(LINKS)) if (a.getAttribute('href')?.startsWith('#')) linked.add(decodedHash(a.hash));
  const anchors = Array.from(document.querySelectorAll<HTMLAnchorElement>('#docs-content .header-anchor')).filter((a) => linked.has(decodedHash(a.hash)));
  const scrollTop = Math.max(window.scrollY, document.documentElement.scrollTop);
  const tops = anchors.map((a) => {
    const heading = a.parentElement ?? a;
    const margin = parseFloat(getComputedStyle(heading).scrollMarginTop) || 0;
    return heading.getBoundingClientRect().top + scrollTop - margin;
  });
  const height = Math.max(document.documentElement.scrollHeight, document.body.scrollHeight);
  const current = anchors.findIndex((a) => decodedHash(a.hash) === decodedHash(location.hash));
  const pick = pickActive({ tops, scrollTop, bottomGap: height - (window.innerHeight + scrollTop), current });
  if (pick === null) replaceHash('');
  else if (pick >= 0) replaceHash(anchors[pick].hash);
}

/** Whether the hook has started once: it arrives after the first page was committed (DocBehaviours). */
let started = false;

/** Follow the scroll on this page; `hash` is the router's current hash (keeps the sidebar marks). */
export function useActiveHeading(key: string, hash: string) {
  useEffect(() => {
    const sample = throttle(update, ACTIVE_HEADING_THROTTLE_MS);
    window.addEventListener('scroll', sample.run, { passive: true });
    // The first page may have been scrolled before this arrived: catch up once. (Only then: on a
    // navigation the app has yet to scroll the new page into place when this runs.)
    if (!started && window.scrollY > 0) sample.run();
    started = true;
    return () => {
      window.removeEventListener('scroll', sample.run);
      sample.cancel();
    };
  }, [key]);
  useEffect(() => markSidebar(hash));
}
