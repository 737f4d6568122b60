import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ quiet: false });

// The language question comes before any notice (one overlay at a time, tests/first-visit.spec.ts);
// answer it so these tests see the notice whatever locale a page is in.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    try {
      sessionStorage.setItem('VUEPRESS_REDIRECT_STATUS', JSON.stringify({ '/': true, '/zh/': true }));
    } catch {
      // Storage disabled: nothing to answer.
    }
  });
});

const wrapper = (page: Page) => page.locator('.vp-notice-wrapper');

/** Every localStorage or sessionStorage entry as [key, value]. */
const entries = (page: Page, area: 'localStorage' | 'sessionStorage') =>
  page.evaluate((a) => Object.entries(window[a as 'localStorage']), area);

test.describe('notice', () => {
  test('NT-01 items carry path or match, HTML title/content, actions, showOnce, confirm, fullscreen and key', async ({ docs, page }) => {
    await docs.fixture('/notice/actions.html');
    await expect(wrapper(page).locator('.vp-notice-title')).toHaveText('Actions');
    await expect(wrapper(page).locator('button.vp-notice-footer-action')).toHaveText(['Guide', 'Outside']);
    await wrapper(page).getByRole('button', { name: 'Close' }).click();
    // key set and showOnce: flag `notice-<key>` in localStorage
    expect(await entries(page, 'localStorage')).toContainEqual(['notice-actions', 'true']);
    await docs.fixture('/notice/confirm.html');
    await expect(wrapper(page)).toHaveClass(/\bfullscreen\b/);
    await expect(wrapper(page).locator('.close-icon')).toHaveCount(0);
  });

  test('NT-02 one notice per route: /zh/… gets the Chinese one, other paths the English one; regex items win', async ({ docs, page }) => {
    await docs.goto('zh', '/guide/');
    await expect(wrapper(page)).toHaveCount(1);
    await expect(wrapper(page).locator('.vp-notice-title')).toHaveText('温馨提示');
    await docs.goto('en', '/faq/');
    await expect(wrapper(page).locator('.vp-notice-title')).toHaveText('Good to know');
    await docs.fixture('/notice/regex.html');
    await expect(wrapper(page).locator('.vp-notice-title')).toHaveText('Regex wins');
  });

  test('NT-03 closing a showOnce notice keeps it closed: localStorage key = title + content, value "true"', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await expect(wrapper(page).locator('.vp-notice-title')).toHaveText('Good to know');
    await wrapper(page).locator('svg.close-icon').click();
    await expect(wrapper(page)).toHaveCount(0);
    await page.reload();
    await docs.ready();
    await expect(page.locator('#docs-content h1')).toBeVisible();
    await expect(wrapper(page)).toHaveCount(0);
    const flagged = (await entries(page, 'localStorage')).filter(([k, v]) => k.startsWith('Good to know') && k.endsWith('</ol>') && v === 'true');
    expect(flagged).toHaveLength(1);
  });

  test('NT-03 a notice without showOnce stays closed for the session only', async ({ docs, page, browser }) => {
    await docs.fixture('/notice/session.html');
    await expect(wrapper(page).locator('.vp-notice-title i')).toHaveText('Session');
    await wrapper(page).getByRole('button', { name: 'Close' }).click();
    expect(await entries(page, 'sessionStorage')).toContainEqual(['<i>Session</i> notice<p>Closed for this session only.</p>', 'true']);
    expect(await entries(page, 'localStorage')).not.toContainEqual(['<i>Session</i> notice<p>Closed for this session only.</p>', 'true']);
    await page.reload();
    await docs.ready();
    await expect(wrapper(page)).toHaveCount(0);
    const fresh = await browser.newPage({ storageState: await page.context().storageState() });
    await fresh.goto(page.url());
    await expect(fresh.locator('.vp-notice-wrapper')).toBeVisible();
    await fresh.close();
  });

  test('NT-04 actions: a site link navigates in the app, an http link opens a window; both close the notice', async ({ docs, page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __opened: unknown[] }).__opened = [];
      window.open = (...args: unknown[]) => ((window as unknown as { __opened: unknown[] }).__opened.push(args), null);
    });
    await docs.fixture('/notice/actions.html');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await wrapper(page).getByRole('button', { name: 'Guide' }).click();
    await expect(page).toHaveURL(/\/guide\/$/);
    await expect(wrapper(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    await page.evaluate(() => localStorage.clear());
    await docs.fixture('/notice/actions.html');
    await wrapper(page).getByRole('button', { name: 'Outside' }).click();
    await expect(wrapper(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened[0][0])).toBe('https://outside.example.test/page');
    expect(await entries(page, 'localStorage')).toContainEqual(['notice-actions', 'true']);
  });

  test('NT-04 fullscreen: the mask closes it unless confirm; confirm has no close icon', async ({ docs, page }) => {
    await docs.fixture('/notice/fullscreen.html');
    await expect(page.locator('.vp-notice-mask')).toBeVisible();
    await page.locator('.vp-notice-mask').click({ position: { x: 5, y: 5 } });
    await expect(wrapper(page)).toHaveCount(0);
    await expect(page.locator('.vp-notice-mask')).toHaveCount(0);

    await docs.fixture('/notice/confirm.html');
    await expect(wrapper(page).locator('svg.close-icon')).toHaveCount(0);
    await page.locator('.vp-notice-mask').click({ position: { x: 5, y: 5 } });
    await expect(wrapper(page)).toBeVisible();
    await wrapper(page).getByRole('button', { name: 'OK' }).click();
    await expect(wrapper(page)).toHaveCount(0);
    expect(await entries(page, 'sessionStorage')).toContainEqual(['notice-confirm-v1', 'true']);
  });

  // Issue 59 "Done when": a fullscreen notice is a modal dialog and follows the WAI-ARIA pattern: the
  // focus moves in, Tab stays in, Esc closes (not a confirm, which waits for its answer), and the
  // focus goes to the main column (nothing on the page opened it), never to <body>.
  test('NT-04 keyboard: a fullscreen notice takes the focus, keeps Tab inside and closes on Esc', async ({ docs, page }) => {
    const inside = () => page.evaluate(() => !!document.querySelector('.vp-notice-wrapper')?.contains(document.activeElement));
    await docs.fixture('/notice/fullscreen.html');
    await expect(page.getByRole('dialog', { name: 'Full screen' })).toBeVisible();
    await expect.poll(inside).toBe(true);
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 6; i++) await page.keyboard.press(key);
      expect(await inside()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(wrapper(page)).toHaveCount(0);
    await expect(page.locator('#main-content')).toBeFocused();

    await docs.fixture('/notice/confirm.html');
    await expect(wrapper(page).getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(wrapper(page).getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(wrapper(page)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(wrapper(page)).toHaveCount(0);
    await expect(page.locator('#main-content')).toBeFocused();
  });

  // Regression: issue 59 item 1, the notice sat over the home tagline and the main column at
  // 1024 px and hid the home buttons at 375 px, and was the last of ~97 Tab stops.
  test('NT-05 DOM and placement: in the flow at the top of the main column, drawn by the server, early in the Tab order', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    const w = wrapper(page);
    await expect(w.locator('> header.vp-notice-title > span')).toHaveText('Good to know');
    await expect(w.locator('> .vp-notice-content')).toBeVisible();
    await expect(w).toHaveCSS('position', 'relative');
    await expect(page.locator('#main-content > .vp-notice-wrapper')).toHaveCount(1);
    // Nothing else is drawn over it and it pushes the title down rather than lying on it.
    const box = (await w.boundingBox())!;
    const title = (await page.locator('#docs-content h1, .vp-page-title h1').first().boundingBox())!;
    expect(title.y).toBeGreaterThanOrEqual(box.y + box.height);
    // The server draws it: it is on the first paint, and nothing moves when the app mounts.
    const html = await page.request.get(page.url()).then((r) => r.text());
    expect(html).toContain('class="vp-notice-wrapper inline"');
    await docs.fixture('/notice/confirm.html');
    await expect(page.locator('.vp-notice-mask')).toHaveCSS('z-index', '1499');
    await expect(w.locator('.vp-notice-footer > button.vp-notice-footer-action.primary')).toBeVisible();
    const full = (await w.boundingBox())!;
    expect(Math.abs(full.x + full.width / 2 - 640)).toBeLessThan(2);
    expect(Math.abs(full.y + full.height / 2 - 400)).toBeLessThan(2);
  });

  test('NT-05 mobile: the notice stays inside the screen and leaves the home buttons in view @mobile', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    const box = (await wrapper(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await docs.goto('en', '/');
    await expect(wrapper(page)).toBeVisible();
    await expect(page.locator('.vp-hero-action').first()).toBeInViewport();
  });

  test('NT-03 a closed notice is never painted again, not even before the app mounts', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await wrapper(page).getByRole('button', { name: 'Close' }).click();
    await expect(wrapper(page)).toHaveCount(0);
    // With scripts off after the head script ran: the server's box is there but hidden.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('#docs-content h1, .vp-page-title h1').first()).toBeVisible();
    await expect(wrapper(page)).toBeHidden();
  });

  test('NT-06 title, content and action text are trusted HTML', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await expect(wrapper(page).locator('.vp-notice-content ol > li')).toHaveCount(4);
    await expect(wrapper(page).locator('.vp-notice-content a').first()).toHaveAttribute('href', '/guide/install/script.html');
    await docs.fixture('/notice/confirm.html');
    await expect(wrapper(page).locator('button.vp-notice-footer-action b')).toHaveText('OK');
  });
});
