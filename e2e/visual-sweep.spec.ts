import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 20: every route of the site at 1440, 1366, 1024 and 375 px, both languages. One page load
// per route; the viewport is then resized through the widths, so the sweep stays within minutes.
// At each width: the content column and the sidebar do not overflow sideways except inside an
// element that scrolls on purpose, nothing covers a copy button, no table cell clips its text.

const WIDTHS = [375, 1024, 1366, 1440];
/** Split the routes so the two workers share them. */
const CHUNKS = 4;

interface Problem {
  width: number;
  kind: string;
  what: string;
}

/** Runs in the page: the problems at the current width. */
function inspect(width: number): Problem[] {
  const problems: Problem[] = [];
  const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
  // Something that scrolls sideways by design (code, table frames, tab bars) may hold wider content.
  const scrolls = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
  const visible = (el: Element) => {
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && el.getClientRects().length > 0;
  };
  if (document.documentElement.scrollWidth > innerWidth + 1) problems.push({ width, kind: 'page', what: `scrollWidth ${document.documentElement.scrollWidth}` });
  for (const sel of ['#docs-content', '#sidebar']) {
    const box = document.querySelector(sel);
    if (!box || !visible(box)) continue;
    // From 1440 px the TOC is a column to the right of the text, placed there on purpose.
    if (sel === '#sidebar' && box.scrollWidth > box.clientWidth + 1) problems.push({ width, kind: `${sel} overflows`, what: `${box.scrollWidth} > ${box.clientWidth}` });
    const edge = box.getBoundingClientRect().right + 1;
    for (const el of box.querySelectorAll('*')) {
      if (el.closest('#toc')) continue;
      if (el.getBoundingClientRect().right <= edge || !visible(el)) continue;
      let inside: Element | null = el.parentElement;
      let held = false;
      while (inside && inside !== box) {
        if (scrolls(inside)) {
          held = true;
          break;
        }
        inside = inside.parentElement;
      }
      if (!held && !scrolls(el)) problems.push({ width, kind: `${sel} child past the edge`, what: name(el) });
    }
  }
  for (const button of document.querySelectorAll('.copy-code-button')) {
    if (!visible(button)) continue;
    const r = button.getBoundingClientRect();
    if (r.bottom < 0 || r.top > innerHeight) continue;
    for (const [x, y] of [
      [r.left + 2, r.top + 2],
      [r.right - 2, r.top + 2],
      [r.left + 2, r.bottom - 2],
      [r.right - 2, r.bottom - 2],
    ]) {
      const top = document.elementFromPoint(x, y);
      // Fixed chrome (navbar, back-to-top) passing over the page is not an overlap.
      if (top && !button.contains(top) && !top.closest('.vp-navbar, .vp-back-to-top-button, #nprogress')) {
        problems.push({ width, kind: 'copy button covered', what: name(top) });
        break;
      }
    }
  }
  for (const cell of document.querySelectorAll('#docs-content td, #docs-content th')) {
    if (visible(cell) && cell.scrollWidth > cell.clientWidth + 1) problems.push({ width, kind: 'clipped cell', what: name(cell) });
  }
  return problems;
}

async function routes(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const out: string[] = [];
  for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) out.push(new URL(m[1]).pathname);
  return out.sort();
}

/** Two frames: layout and styles have settled after a resize. */
const settle = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

test.describe('visual sweep', () => {
  test.describe.configure({ mode: 'parallel' });

  for (let chunk = 0; chunk < CHUNKS; chunk++) {
    test(`every route at ${WIDTHS.join(', ')} px has no overflow, covered copy button or clipped cell (part ${chunk + 1} of ${CHUNKS})`, async ({ docs, page }) => {
      // Measured: about 2 minutes per part on an idle 2-core machine, 4 when it is shared.
      test.setTimeout(420_000);
      // Third-party widgets (video frames, comment host) are not part of the layout under test.
      await page.route((url) => url.hostname !== '127.0.0.1', (route) => route.abort());
      const all = await routes(page);
      expect(all.length).toBeGreaterThan(100);
      const mine = all.filter((_, i) => i % CHUNKS === chunk);
      const problems: (Problem & { route: string })[] = [];
      for (const route of mine) {
        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        await page.goto(route);
        await docs.ready();
        // Resizing across the phone breakpoint would otherwise catch the sidebar mid-slide.
        await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await settle(page);
          for (const p of await page.evaluate(inspect, width)) problems.push({ route, ...p });
        }
      }
      test.info().annotations.push({ type: 'sweep', description: `${mine.length} routes × ${WIDTHS.length} widths, ${problems.length} problems` });
      expect(problems).toEqual([]);
    });
  }
});
