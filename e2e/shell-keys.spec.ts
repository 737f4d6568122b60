import { expect, test } from './fixtures';

test.describe('keyboard and touch', () => {
  test('KB-01 Alt+Right follows the next link, Alt+Left the previous one', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html');
    const next = (await page.locator('nav.vp-page-nav a.next').getAttribute('href'))!;
    await page.keyboard.press('Alt+ArrowRight');
    await expect(page).toHaveURL((url) => url.pathname === next);
    // The next page's "previous" is where we came from.
    await expect(page.locator('nav.vp-page-nav a.prev')).toHaveAttribute('href', '/guide/install/docker.html');
    await page.keyboard.press('Alt+ArrowLeft');
    await expect(page).toHaveURL((url) => url.pathname === '/guide/install/docker.html');
  });

  test('KB-01 without a link the key is left alone (no preventDefault)', async ({ docs, page }) => {
    await docs.goto('en', '/');
    await expect(page.locator('nav.vp-page-nav')).toHaveCount(0);
    const prevented = await page.evaluate(() => {
      const e = new KeyboardEvent('keydown', { key: 'ArrowRight', altKey: true, cancelable: true, bubbles: true });
      document.body.dispatchEvent(e);
      return e.defaultPrevented;
    });
    expect(prevented).toBe(false);
  });

  test('KB-02 a swipe from the left edge opens the mobile sidebar; a swipe left closes it @mobile', async ({ docs, page, isMobile }) => {
    test.skip(!isMobile, 'mobile layout only');
    await docs.goto('en', '/guide/install/docker.html');
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (x0: number, y0: number, x1: number, y1: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y: y0 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (x0 + x1) / 2, y: (y0 + y1) / 2 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x1, y: y1 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    // too far from the edge: a right swipe starting beyond 80 px does not open
    await swipe(120, 400, 250, 405);
    await expect(docs.container()).not.toHaveClass(/\bsidebar-open\b/);
    // too short (|dx| must exceed 40)
    await swipe(20, 400, 58, 400);
    await expect(docs.container()).not.toHaveClass(/\bsidebar-open\b/);
    // too steep (|dx| must exceed 1.5·|dy|)
    await swipe(20, 300, 110, 370);
    await expect(docs.container()).not.toHaveClass(/\bsidebar-open\b/);
    await swipe(20, 400, 160, 410);
    await expect(docs.container()).toHaveClass(/\bsidebar-open\b/);
    await swipe(300, 400, 150, 405);
    await expect(docs.container()).not.toHaveClass(/\bsidebar-open\b/);
  });

  test('KB-02 swipes change nothing visible on desktop', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html');
    await page.evaluate(() => {
      const el = document.querySelector('.theme-container')!;
      const touch = (x: number) => [new Touch({ identifier: 1, target: el, clientX: x, clientY: 400 })];
      el.dispatchEvent(new TouchEvent('touchstart', { changedTouches: touch(10), touches: touch(10), bubbles: true }));
      el.dispatchEvent(new TouchEvent('touchend', { changedTouches: touch(200), bubbles: true }));
    });
    await expect(docs.sidebar()).toBeVisible();
    expect((await docs.sidebar().boundingBox())!.x).toBe(0);
  });

  test('KB-03 / and Ctrl/Cmd+K request search, except while typing', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    const opened = await docs.watchSearch();
    // Each shortcut opens the dialog (which takes focus); close it before the next one.
    for (const key of ['/', 'Control+k', 'Meta+k']) {
      await page.keyboard.press(key);
      await expect(page.locator('.search-modal')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.locator('.search-modal')).toHaveCount(0);
    }
    expect(await opened()).toBe(3);
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.innerHTML = '<input id="t-input"><textarea id="t-area"></textarea><select id="t-select"><option>a</option></select><div id="t-edit" contenteditable="true">x</div>';
      document.getElementById('docs-content')!.prepend(box);
    });
    for (const id of ['#t-input', '#t-area', '#t-select', '#t-edit']) {
      await page.locator(id).focus();
      await page.keyboard.press('/');
      await page.keyboard.press('Control+k');
    }
    expect(await opened()).toBe(3);
    await expect(page.locator('#t-input')).toHaveValue('/');
  });

  test('KB-05 a dropdown title toggles with the keyboard; tabbing past the last item closes it', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    const more = page.locator('.vp-navbar-center .dropdown-wrapper').nth(1);
    await more.locator('.dropdown-title').focus();
    await page.keyboard.press('Enter');
    await expect(more.getByRole('link', { name: 'Demo' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(more.getByRole('link', { name: 'Demo' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(more.getByRole('link', { name: 'Desktop' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(more.getByRole('link', { name: 'Demo' })).toBeHidden();
  });

  test('KB-06 the skip link is the first tab stop and moves focus to the main content', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    await docs.goto('zh', '/guide/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '跳至主要內容' })).toBeFocused();
  });

  test('KB-06 mobile: the skip link comes first there too @mobile', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });
});
