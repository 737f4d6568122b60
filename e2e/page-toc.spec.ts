import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

const DOCKER = '/guide/install/docker.html';

interface Header {
  level: number;
  slug: string;
  title: string;
  children?: Header[];
}

/** h2 and h3 of the page (depth 2), in document order, from the inlined page JSON. */
async function tocEntries(page: Page, depth = 2) {
  const headers: Header[] = await page.evaluate(() => JSON.parse(document.getElementById('__DOCS_DATA__')!.textContent!).page.headers);
  const out: Header[] = [];
  const walk = (hs: Header[]) => hs.forEach((h) => h.level <= depth + 1 && (out.push(h), walk(h.children ?? [])));
  walk(headers);
  return out;
}

test.describe('table of contents', () => {
  // Scrolling to the page bottom brings the comments box into view: answer its script locally.
  test.beforeEach(async ({ page }) => {
    await page.route('https://giscus.app/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  });

  test('PG-09 TOC lists h2 and h3 by default, headerDepth narrows it, toc: false and the home page have none', async ({ docs, page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await docs.goto('en', DOCKER);
    const toc = page.getByRole('complementary', { name: 'On This Page' });
    await expect(toc).toBeVisible();
    const entries = await tocEntries(page);
    expect(entries.some((h) => h.level === 3) || entries.length > 3).toBe(true);
    const links = toc.locator('ul.toc-list > li.toc-item > a.toc-link');
    await expect(links).toHaveText(entries.map((h) => h.title));
    expect(await links.evaluateAll((as) => as.map((a) => `${a.getAttribute('href')} ${a.className}`))).toEqual(entries.map((h) => `#${h.slug} toc-link level${h.level}`));
    // The fixture's first.html has h2, h3 and h4: depth 2 stops at h3; second.html sets headerDepth: 1.
    await docs.fixture('/guide/first.html');
    await expect(page.locator('#toc .toc-link')).toHaveText(['Part one', 'Detail', 'Part two']);
    await docs.fixture('/guide/second.html');
    await expect(page.locator('#toc .toc-link')).toHaveText(['Only h2']);
    await docs.goto('zh', DOCKER);
    await expect(page.getByRole('complementary', { name: '此页内容' })).toBeVisible();
    await docs.goto('en', '/pricing.html');
    await expect(page.locator('#toc')).toHaveCount(0);
    await expect(docs.container()).not.toHaveClass(/\bhas-toc\b/);
    await docs.goto('en', '/');
    await expect(page.locator('#toc')).toHaveCount(0);
  });

  test('PG-10 below 1440 px the TOC is collapsed until its header is clicked', async ({ docs, page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await docs.goto('en', DOCKER);
    const header = page.getByRole('button', { name: 'On This Page' });
    const list = page.locator('#toc .toc-list').first();
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await expect(page.locator('#toc .vp-toc-header .arrow')).toHaveClass(/\bend\b/);
    await header.click();
    await expect(page.locator('#toc .vp-toc-wrapper')).toHaveClass(/\bopen\b/);
    await expect(list).toBeVisible();
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#toc .vp-toc-header .arrow')).toHaveClass(/\bdown\b/);
    await header.click();
    await expect(list).toBeHidden();
    await expect(page.locator('#toc .vp-toc-wrapper')).not.toHaveClass(/\bopen\b/);
  });

  test('PG-10 from 1440 px the TOC is an always-open right column without toggle, at most 75vh tall', async ({ docs, page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await docs.goto('en', DOCKER);
    await expect(page.locator('#toc .toc-list').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'On This Page' })).toHaveCount(0);
    await expect(page.locator('#toc .arrow')).toHaveCount(0);
    await expect(page.locator('#toc .vp-toc-wrapper')).toHaveCSS('max-height', '675px');
    const toc = (await page.locator('#toc').boundingBox())!;
    const content = (await page.locator('#docs-content > p').first().boundingBox())!;
    expect(toc.x).toBeGreaterThan(content.x + content.width);
    // It stays in view while the page scrolls.
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect.poll(async () => (await page.locator('#toc').boundingBox())!.y).toBeLessThan(200);
    // Narrowing the window collapses it again.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('button', { name: 'On This Page' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('PG-10 mobile: the TOC is a collapsed box that opens in place and fits the screen @mobile', async ({ docs, page, isMobile }) => {
    test.skip(!isMobile, 'mobile layout only');
    await docs.goto('zh', DOCKER);
    const header = page.getByRole('button', { name: '此页内容' });
    await expect(page.locator('#toc .toc-list').first()).toBeHidden();
    await header.click();
    await expect(page.locator('#toc .toc-list').first()).toBeVisible();
    const box = (await page.locator('#toc').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    const info = (await page.locator('.page-info').boundingBox())!;
    expect(info.x + info.width).toBeLessThanOrEqual(375);
    await page.locator('#toc .toc-link').nth(1).click();
    await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash))).toBe(`#${(await tocEntries(page))[1].slug}`);
  });

  test('PG-11 scrolling a heading to the top replaces the hash without a history entry and marks TOC and sidebar links', async ({ docs, page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await docs.goto('en', DOCKER);
    const entries = await tocEntries(page);
    const target = entries[2];
    const length = await page.evaluate(() => history.length);
    await page.locator(`[id="${target.slug}"]`).evaluate((el) => el.scrollIntoView());
    await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash))).toBe(`#${target.slug}`);
    expect(await page.evaluate(() => history.length)).toBe(length);
    await expect(page.locator(`#toc a.toc-link[href="#${target.slug}"]`)).toHaveClass(/\bactive\b/);
    await expect(page.locator(`#toc li.toc-item.active > a[href="#${target.slug}"]`)).toHaveCount(1);
    await expect(page.locator(`#sidebar a.vp-sidebar-link[href="#${target.slug}"]`)).toHaveClass(/\bactive\b/);
    await expect(page.locator('#toc a.toc-link.active')).toHaveCount(1);
    // The hash change does not move the page.
    const y = await page.evaluate(() => window.scrollY);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
    // At the page bottom the last heading is active; back at the top the hash is cleared.
    // (The comments box below grows while its script loads: let it settle, then go to the bottom.)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.locator('#comment').scrollIntoViewIfNeeded();
    await expect(page.locator('#comment .giscus')).toHaveCount(1);
    await expect(page.locator('#comment .vp-loading')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash))).toBe(`#${entries[entries.length - 1].slug}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('');
    await expect(page.locator('#toc a.toc-link.active, #sidebar a.vp-sidebar-link.vp-heading.active')).toHaveCount(0);
    expect(await page.evaluate(() => history.length)).toBe(length);
    // Clicking a TOC link makes that heading the active one.
    await page.locator(`#toc a.toc-link[href="#${entries[4].slug}"]`).click();
    await expect(page.locator(`#toc a.toc-link[href="#${entries[4].slug}"]`)).toHaveClass(/\bactive\b/);
    await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash))).toBe(`#${entries[4].slug}`);
  });

  test('WG-18 heading highlight: shared link selectors, updates throttled to one per 200 ms', async ({ docs, page }) => {
    await docs.goto('en', DOCKER);
    const entries = await tocEntries(page);
    // Below 1440 px the TOC is a closed box that draws its list only once opened: open it first.
    const closedBox = page.getByRole('button', { name: 'On This Page' });
    if (await closedBox.count()) await closedBox.click();
    const [a, b] = [entries[1].slug, entries[5].slug];
    // Time the hash changes themselves; the second scroll happens the moment the first update lands.
    const delay = await page.evaluate(
      ({ a, b }) =>
        new Promise<number>((resolve) => {
          let first = 0;
          addEventListener('hashchange', () => {
            const hash = decodeURIComponent(location.hash);
            if (hash === `#${a}` && !first) {
              first = performance.now();
              document.getElementById(b)!.scrollIntoView();
            } else if (hash === `#${b}` && first) resolve(performance.now() - first);
          });
          document.getElementById(a)!.scrollIntoView();
        }),
      { a, b },
    );
    // Without the throttle the second update would follow within a frame or two.
    expect(delay).toBeGreaterThan(150);
    expect(delay).toBeLessThan(3000);
    await expect(page.locator(`.toc-link[href="#${b}"]`)).toHaveClass(/\bactive\b/);
    await expect(page.locator(`.vp-sidebar-link[href="#${b}"]`)).toHaveClass(/\bactive\b/);
    await expect(page.locator(`.vp-sidebar-link[href="#${a}"]`)).not.toHaveClass(/\bactive\b/);
  });
});
