import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

// Page-level widgets: progress bar (WG-16), back to top (WG-17), Badge (WG-19), VPCard (WG-20),
// AutoCatalog (WG-21), focus mode (WG-22; on in the fixture site, off in the shipped one).
const CONTENT = '/widgets/content.html';

/** The visible share of the progress bar (the bar is translated left by (1 − status) of its width). */
const barShare = (page: Page) =>
  page.locator('#nprogress .bar').evaluate((bar) => {
    const r = bar.getBoundingClientRect();
    return (r.x + r.width) / window.innerWidth;
  });

test.describe('route progress bar', () => {
  test('WG-16 shows while the next page loads: starts at 8 %, trickles, then finishes and goes away', async ({ docs, page }) => {
    await docs.fixture(CONTENT);
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    // Holds the app's fetch of the next page's HTML (a first load is a document request).
    await page.route('**/guide/first.html', async (route) => {
      if (route.request().resourceType() === 'fetch') await held;
      await route.continue();
    });
    await page.locator('a.vp-card[href="/guide/first.html"]').click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    await expect(page.locator('#nprogress .spinner')).toHaveCount(0);
    const start = await barShare(page);
    expect(start).toBeGreaterThanOrEqual(0.079);
    expect(start).toBeLessThan(0.3);
    await expect.poll(() => barShare(page)).toBeGreaterThan(start + 0.05);
    await expect(bar).toHaveCSS('background-color', 'rgb(112, 198, 190)');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'First' })).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('back to top', () => {
  test('WG-17 appears past 100 px, shows the reading progress, scrolls smoothly to the top', async ({ docs, page }) => {
    await docs.fixture(CONTENT);
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 101));
    await expect(button).toBeVisible();
    await expect(button).toHaveClass(/vp-back-to-top-button/);
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(button).toBeHidden();
    // Half way down the ring is half drawn.
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2));
    await expect(button).toBeVisible();
    const ring = button.locator('svg.vp-scroll-progress circle');
    await expect
      .poll(async () => {
        const [drawn, total] = ((await ring.getAttribute('stroke-dasharray')) ?? '0 1').split(' ').map(Number);
        return drawn / total;
      })
      .toBeCloseTo(0.5, 1);
    await button.click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test('WG-17 front matter backToTop: false has none; Chinese label', async ({ docs, page }) => {
    await docs.fixture('/widgets/no-top.html');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(500);
    await expect(page.locator('.vp-back-to-top-button')).toHaveCount(0);
    await page.route('https://giscus.app/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await docs.goto('zh', '/guide/install/docker.html');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.getByRole('button', { name: '返回顶部' })).toBeVisible();
  });
});

test.describe('static components', () => {
  test('WG-19 badges: type classes, default info, custom colour and vertical alignment', async ({ docs, page }) => {
    await docs.goto('en', '/config/configuration.html');
    await expect(page.locator('#docs-content span.vp-badge.tip').first()).toHaveText('v3.41+');
    await docs.fixture(CONTENT);
    const badges = page.locator('#docs-content span.vp-badge');
    await expect(badges).toHaveText(['new', 'default', 'custom']);
    await expect(badges.nth(0)).toHaveClass('vp-badge tip');
    await expect(badges.nth(1)).toHaveClass('vp-badge info');
    await expect(badges.nth(2)).toHaveClass('vp-badge info diy');
    await expect(badges.nth(2)).toHaveCSS('background-color', 'rgb(138, 43, 226)');
    await expect(badges.nth(2)).toHaveCSS('vertical-align', 'middle');
  });

  test('WG-20 cards: internal links navigate in the app, external ones open a new tab, no link is no link', async ({ docs, page }) => {
    await docs.fixture(CONTENT);
    const cards = page.locator('.vp-card-container .vp-card');
    await expect(cards).toHaveCount(3);
    const internal = cards.nth(0);
    await expect(internal).toHaveJSProperty('tagName', 'A');
    await expect(internal).not.toHaveAttribute('target', /.*/);
    await expect(internal.locator('img.vp-card-logo')).toHaveAttribute('src', '/logo.svg');
    await expect(internal.locator('.vp-card-content .vp-card-title')).toHaveText('Guide');
    await expect(internal.locator('.vp-card-content hr')).toHaveCount(1);
    await expect(internal.locator('.vp-card-content .vp-card-desc')).toHaveText('Internal card');
    await expect(internal).toHaveCSS('background-color', 'rgb(230, 240, 250)');
    const external = cards.nth(1);
    await expect(external).toHaveAttribute('href', 'https://cards.example.test/');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
    await expect(cards.nth(2)).toHaveJSProperty('tagName', 'DIV');
    // In-app navigation: the window survives.
    await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
    await internal.click();
    await expect(page).toHaveURL(/\/guide\/first\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: 'First' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
  });

  test('WG-21 catalog of the pages under the folder: a tree three levels deep, ordered, index: false left out, empty and Chinese', async ({ docs, page }) => {
    await docs.fixture('/widgets/');
    const catalog = page.locator('.vp-catalog-wrapper');
    await expect(catalog.getByRole('heading', { level: 2 })).toHaveText('Catalog');
    // Level one: the folder's pages (by order, then title) and the sub-folder README, as headings with an anchor.
    const top = catalog.locator('.vp-catalogs > li.vp-catalog > h3.vp-catalog-child-title');
    await expect(top.locator('a.vp-catalog-title')).toHaveText(['Content enhancers', 'Diagrams', 'Code demo', 'Media', 'No back to top', 'Sub section']);
    await expect(top.first().locator('a.header-anchor')).toHaveAttribute('href', `#${await top.first().getAttribute('id')}`);
    // The README heads its folder's pages: levels two and three nest below it.
    const sub = catalog.locator('li.vp-catalog').filter({ has: page.locator('h3', { hasText: 'Sub section' }) });
    await expect(sub.locator('h3')).toHaveClass(/has-children/);
    await expect(sub.locator('.vp-child-catalogs > li.vp-child-catalog a.vp-catalog-title')).toHaveText(['Deep page', 'Empty section', 'More']);
    const all = await catalog.locator('a.vp-catalog-title').allTextContents();
    expect(all).not.toContain('Hidden from catalogs');
    expect(all).not.toContain('Widgets');
    await expect(catalog.locator('a.vp-catalog-title', { hasText: 'Diagrams' })).toHaveAttribute('href', '/widgets/diagrams.html');
    await catalog.locator('a.vp-catalog-title', { hasText: 'Code demo' }).click();
    await expect(page).toHaveURL(/\/widgets\/demo\.html$/);
    await docs.fixture('/widgets/sub/empty/');
    await expect(page.locator('.vp-catalog-wrapper .vp-catalog-main-title')).toHaveText('No catalog');
    await docs.fixture('/zh/widgets/');
    await expect(page.locator('.vp-catalog-wrapper .vp-catalog-main-title')).toHaveText('目录');
    await expect(page.locator('.vp-catalog-wrapper a.vp-catalog-title')).toHaveText(['第一页']);
  });
});

test.describe('focus mode', () => {
  test('WG-22 resting on the article 1500 ms fades the frame; leaving restores it at once', async ({ docs, page }) => {
    await docs.fixture(CONTENT);
    const html = page.locator('html');
    await page.mouse.move(5, 400);
    await page.evaluate(() => {
      const w = window as unknown as { __focusAt?: number };
      new MutationObserver(() => {
        if (document.documentElement.classList.contains('is-focusing')) w.__focusAt ??= performance.now();
      }).observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    });
    const box = (await page.locator('#docs-content').boundingBox())!;
    const t0 = await page.evaluate(() => performance.now());
    await page.mouse.move(box.x + 40, box.y + 40);
    await expect(html).toHaveClass(/\bis-focusing\b/, { timeout: 5000 });
    const waited = (await page.evaluate(() => (window as unknown as { __focusAt: number }).__focusAt)) - t0;
    expect(waited).toBeGreaterThanOrEqual(1500);
    expect(waited).toBeLessThan(3000);
    const navbar = page.locator('.vp-navbar');
    await expect(navbar).toHaveCSS('opacity', '0.5');
    await expect(navbar).toHaveCSS('filter', /blur/);
    await page.mouse.move(box.x + 40, 10);
    await expect(html).not.toHaveClass(/\bis-focusing\b/, { timeout: 200 });
    await expect(navbar).toHaveCSS('opacity', '1');
  });

  test('WG-22 off unless the site turns it on (the shipped site does not)', async ({ docs, page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('/assets/') && chunks.push(r.url()));
    await docs.goto('en', '/guide/install/docker.html');
    const common: string = await page.evaluate(() => JSON.parse(document.getElementById('__DOCS_DATA__')!.textContent!).common);
    expect((await (await page.request.get(common)).json()).site.focus).toBeUndefined();
    const box = (await page.locator('#docs-content').boundingBox())!;
    await page.mouse.move(box.x + 40, box.y + 40);
    await expect(page.locator('.copy-code-button').first()).toBeAttached();
    expect(chunks.filter((u) => /\/focus-[\w-]+\.js$/.test(u))).toEqual([]);
    await expect(page.locator('html')).not.toHaveClass(/\bis-focusing\b/);
  });
});
