import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 59: back and forward return to where the reader was (item 4), and the mobile drawer and the
// search dialog follow the WAI-ARIA dialog pattern (items 9 and 10): the focus moves in, Tab stays
// in, Esc closes, and the focus goes back to what opened it, however it closed.

/** Follow a link inside the app, as a reader's click does (no full load). */
async function follow(page: Page, to: string) {
  await page.evaluate((href) => {
    const a = document.createElement('a');
    a.href = href;
    document.body.append(a);
    a.click();
    a.remove();
  }, to);
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[.?]/g, '\\$&')}$`));
  await expect(page.locator('#nprogress')).toHaveCount(0);
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** The first block of the content whose bottom is below the navbar: what the reader has in view at
 *  the top (a scroll position alone can move when content above is laid out again, and the browser
 *  then keeps the same content in view). */
const atTop = (page: Page) =>
  page.evaluate(() => {
    const block = [...document.querySelectorAll<HTMLElement>('#docs-content :is(h2, h3, p, li, pre, tr)')].find((el) => el.getBoundingClientRect().bottom > 120);
    return block ? `${block.tagName} ${(block.textContent ?? '').trim().slice(0, 60)}` : '';
  });

test.describe('back and forward', () => {
  // Regression: issue 59 item 4, back landed at the top of the fs, configuration, S3 and howto
  // pages, and at the start of the section on the docker page.
  test('back and forward restore the scroll position after in-app navigation', async ({ docs, page }) => {
    await docs.goto('en', '/guide/api/fs.html');
    await scrollTo(page, 2400);
    const onFs = await atTop(page);
    await follow(page, '/config/configuration.html');
    expect(await scrollY(page)).toBe(0);
    await scrollTo(page, 1200);
    const onConfig = await atTop(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/guide\/api\/fs\.html(#.*)?$/);
    await expect.poll(() => atTop(page)).toBe(onFs);
    await page.goForward();
    await expect(page).toHaveURL(/\/config\/configuration\.html(#.*)?$/);
    await expect.poll(() => atTop(page)).toBe(onConfig);
  });

  test('a page opened at a heading comes back where the reader left it, not at the heading', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html#start-the-container');
    const start = await scrollY(page);
    await scrollTo(page, start + 700);
    const seen = await atTop(page);
    await follow(page, '/guide/drivers/s3.html');
    await page.goBack();
    await expect.poll(() => atTop(page)).toBe(seen);
    expect(await scrollY(page)).toBeGreaterThan(start + 300);
  });

  test('back after a jump to a heading returns to the heading, and back again to where the jump began', async ({ docs, page }) => {
    // Wide enough for the page's TOC beside the content.
    await page.setViewportSize({ width: 1440, height: 900 });
    await docs.goto('en', '/guide/api/fs.html');
    expect(await scrollY(page)).toBe(0);
    // A TOC link changes only the hash: a history entry of its own, at the heading.
    const link = page.locator('#toc a.toc-link').nth(5);
    const hash = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${hash.replace(/[.?]/g, '\\$&')}$`));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
    const atHeading = await atTop(page);
    const headingY = await scrollY(page);
    await follow(page, '/guide/drivers/s3.html');
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/guide/api/fs\\.html${hash.replace(/[.?]/g, '\\$&')}$`));
    await expect.poll(() => atTop(page)).toBe(atHeading);
    expect(Math.abs((await scrollY(page)) - headingY)).toBeLessThan(40);
    await page.goBack();
    await expect(page).toHaveURL(/\/guide\/api\/fs\.html$/);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe('mobile drawer @mobile', () => {
  test.use({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });

  test('the drawer takes the focus, keeps Tab inside, closes on Esc and gives the focus back to its toggle', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html');
    const toggle = page.locator('.vp-toggle-sidebar-button');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => page.evaluate(() => !!document.getElementById('sidebar')?.contains(document.activeElement))).toBe(true);
    // Many more Tab presses than the drawer has stops, both ways: the focus never leaves it.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 60; i++) await page.keyboard.press(key);
      expect(await page.evaluate(() => !!document.getElementById('sidebar')?.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.theme-container')).not.toHaveClass(/\bsidebar-open\b/);
    await expect(toggle).toBeFocused();
  });

  test('a tap on the mask closes the drawer and the focus goes to the toggle, not to the page body', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html');
    const toggle = page.locator('.vp-toggle-sidebar-button');
    await toggle.click();
    await page.locator('.vp-sidebar-mask').click({ position: { x: 350, y: 500 } });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('search dialog', () => {
  const modal = (page: Page) => page.locator('.search-modal');

  test('the dialog keeps Tab inside, and Esc gives the focus back to the Search button', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    const button = page.locator('.search-button').first();
    await button.click();
    await expect(page.getByRole('searchbox', { name: 'Search the docs' })).toBeFocused();
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 12; i++) await page.keyboard.press(key);
      expect(await page.evaluate(() => !!document.querySelector('.search-modal')?.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('a click on the backdrop closes it with the focus back on the Search button', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    const button = page.locator('.search-button').first();
    await button.click();
    await expect(modal(page)).toBeVisible();
    await page.locator('.search-modal-mask').click({ position: { x: 5, y: 5 } });
    await expect(modal(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('opening a result moves the focus to the page opened', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await page.locator('.search-button').first().click();
    await page.getByRole('searchbox', { name: 'Search the docs' }).fill('docker');
    await page.locator('.search-hit').first().click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page.locator('#main-content')).toBeFocused();
  });
});
