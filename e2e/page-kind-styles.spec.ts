// Each kind of page links only its own stylesheets (issue 59's first-load budget): the server
// writes the kind's sheets in the head (cli/web/kind_styles.rs), and a client navigation to another
// kind draws it only once its sheets have loaded (no unstyled flash).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The stylesheet links of the served HTML, by file stem (`DocParts`, `HomeBody`, …). */
async function linkedSheets(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  const head = html.slice(0, html.indexOf('</head>')).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  return [...head.matchAll(/<link rel="stylesheet"[^>]*href="[^"]*\/assets\/([A-Za-z]+)-[^"]*\.css"/g)].map((m) => m[1]);
}

/** Record, the moment the first element matching `selector` enters the page, `read` of it. */
async function watchArrival(page: Page, selector: string, property: string) {
  await page.evaluate(
    ([sel, prop]) => {
      const w = window as unknown as { __arrival?: string };
      new MutationObserver((_, observer) => {
        const el = document.querySelector(sel);
        if (!el) return;
        w.__arrival = getComputedStyle(el).getPropertyValue(prop);
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true });
    },
    [selector, property],
  );
  return () => page.evaluate(() => (window as unknown as { __arrival?: string }).__arrival);
}

test.describe('stylesheets per page kind', () => {
  test('a doc page links the doc sheet, a home page the home and blog sheets, a 404 page neither', async ({ page }) => {
    const doc = await linkedSheets(page, '/guide/install/docker.html');
    expect(doc).toEqual(['index', 'DocParts']);
    const home = await linkedSheets(page, '/zh/');
    expect(home).toEqual(['index', 'BlogBody', 'HomeBody']);
    const missing = await linkedSheets(page, '/no-such-page.html');
    expect(missing).toEqual(['index']);
  });

  test('a doc page fetches no home stylesheet, and going home draws the home styled from its first frame', async ({ docs, page }) => {
    const sheets: string[] = [];
    page.on('request', (r) => r.url().endsWith('.css') && sheets.push(new URL(r.url()).pathname));
    await docs.goto('en', '/guide/install/docker.html');
    expect(sheets.filter((s) => /\/(HomeBody|BlogBody)-/.test(s))).toEqual([]);
    // Slow the home's sheet down: the page must wait for it, not draw the home unstyled meanwhile.
    await page.route(/\/assets\/HomeBody-[^/]*\.css$/, async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const arrival = await watchArrival(page, '.vp-hero-info-wrapper', 'display');
    await page.locator('.vp-brand').click();
    await expect(page.locator('.vp-hero-info-wrapper')).toBeVisible();
    expect(await arrival()).toBe('flex');
    expect(sheets.some((s) => /\/HomeBody-/.test(s))).toBe(true);
  });

  test('going from the home to a doc page draws the sidebar styled from its first frame', async ({ docs, page }) => {
    await docs.goto('en', '/');
    await page.route(/\/assets\/DocParts-[^/]*\.css$/, async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    const arrival = await watchArrival(page, '#sidebar', 'position');
    await page.locator('.vp-hero-action').first().click();
    await expect(page.locator('#sidebar')).toBeAttached();
    expect(await arrival()).toBe('fixed');
  });
});
