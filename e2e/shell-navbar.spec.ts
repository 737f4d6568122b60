import { expect, test } from './fixtures';

const center = (page: import('@playwright/test').Page) => page.locator('.vp-navbar-center');

test.describe('navbar', () => {
  test('NAV-01 start holds the brand linking to the locale home, then centre and end groups', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html');
    const bar = page.locator('header#navbar.vp-navbar');
    await expect(bar.locator('> .vp-navbar-start, > .vp-navbar-center, > .vp-navbar-end')).toHaveCount(3);
    const brand = bar.locator('.vp-navbar-start a.vp-brand');
    await expect(brand).toHaveAttribute('href', '/');
    await expect(brand.locator('img')).toHaveAttribute('src', '/logo.svg');
    await expect(brand).toHaveText('AList Docs');
    await docs.goto('zh', '/guide/');
    await expect(brand).toHaveAttribute('href', '/zh/');
    await expect(brand).toHaveText('AList 文档');
  });

  test('NAV-02 links and dropdown entries per locale', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    const nav = center(page);
    for (const [name, href] of [['Guide', '/guide/'], ['Config', '/config/'], ['FAQ', '/faq/'], ['Pricing', '/pricing.html'], ['GitHub', 'https://github.com/alist-org/alist']]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.locator('.dropdown-title')).toHaveText(['Community', 'More']);
    await expect(nav.locator('.dropdown-wrapper').nth(0).locator('a')).toHaveText(['Discussion', 'Telegram', 'Discord', 'Community page']);
    await expect(nav.locator('.dropdown-wrapper').nth(1).locator('a')).toHaveText(['Demo', 'V2', 'Desktop']);
    await expect(nav.getByRole('link', { name: 'Telegram', includeHidden: true })).toHaveAttribute('href', 'https://t.me/alist_chat');
    await docs.goto('zh', '/guide/');
    for (const [name, href] of [['使用指南', '/zh/guide/'], ['配置', '/zh/config/'], ['常见问题', '/zh/faq/'], ['定价', '/zh/pricing.html'], ['GitHub', 'https://github.com/alist-org/alist']]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.locator('.dropdown-title')).toHaveText(['社区', '更多']);
    await expect(nav.locator('.dropdown-wrapper').nth(1).locator('a')).toHaveText(['演示', 'V2', '桌面版']);
  });

  test('NAV-03 the link of the current section is active', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html');
    await expect(center(page).getByRole('link', { name: 'Guide', exact: true })).toHaveClass(/\bactive\b/);
    await expect(center(page).getByRole('link', { name: 'Config', exact: true })).not.toHaveClass(/\bactive\b/);
    await center(page).getByRole('link', { name: 'Pricing' }).click();
    await expect(center(page).getByRole('link', { name: 'Pricing' })).toHaveClass(/\bactive\b/);
    await expect(center(page).getByRole('link', { name: 'Guide', exact: true })).not.toHaveClass(/\bactive\b/);
  });

  test('NAV-04 dropdowns open on hover; keyboard toggles `open`; leaving focus and navigation close it', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    const more = center(page).locator('.dropdown-wrapper').nth(1);
    await expect(more.getByRole('link', { name: 'Demo' })).toBeHidden();
    await more.locator('.dropdown-title').hover();
    await expect(more.getByRole('link', { name: 'Demo' })).toBeVisible();
    await page.mouse.move(5, 500);
    await expect(more.getByRole('link', { name: 'Demo' })).toBeHidden();

    const community = center(page).locator('.dropdown-wrapper').nth(0);
    await community.locator('.dropdown-title').focus();
    await page.keyboard.press('Enter');
    await expect(community).toHaveClass(/\bopen\b/);
    await expect(community.locator('.dropdown-title')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(community).not.toHaveClass(/\bopen\b/);
    await page.keyboard.press('Space');
    await expect(community).toHaveClass(/\bopen\b/);
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab'); // through the four items
    await expect(community.getByRole('link', { name: 'Community page' })).toBeFocused();
    await page.keyboard.press('Tab'); // focus leaves the last item
    await expect(community).not.toHaveClass(/\bopen\b/);

    await community.locator('.dropdown-title').focus();
    await page.keyboard.press('Enter');
    await community.getByRole('link', { name: 'Community page' }).click();
    await expect(page).toHaveURL(/\/community\/$/);
    await expect(community).not.toHaveClass(/\bopen\b/);
  });

  test('NAV-05 language items keep the page, query and hash; a page without twin goes to the other home', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html#x');
    const menu = page.locator('.i18n-dropdown');
    await expect(menu.getByRole('button', { name: 'Select language' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '简体中文', includeHidden: true })).toHaveAttribute('href', '/zh/guide/install/docker.html#x');
    await expect(menu.getByRole('link', { name: 'English', includeHidden: true })).toHaveAttribute('href', '/guide/install/docker.html#x');
    await page.goto('/guide/install/docker.html?a=1#y');
    await expect(menu.getByRole('link', { name: '简体中文', includeHidden: true })).toHaveAttribute('href', '/zh/guide/install/docker.html?a=1#y');
    await docs.goto('zh', '/guide/');
    await expect(page.getByRole('button', { name: '选择语言' })).toBeVisible();
    await docs.fixture('/tool/demo.html');
    await expect(menu.getByRole('link', { name: '简体中文', includeHidden: true })).toHaveAttribute('href', '/zh/');
  });

  test('NAV-06 the repository link opens the configured repository', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    const repo = page.locator('.vp-navbar-end').getByRole('link', { name: 'Source repository' });
    await expect(repo).toHaveAttribute('href', 'https://github.com/alist-org/alist');
    await expect(repo).toHaveAttribute('target', '_blank');
    await expect(repo.locator('i.icon')).toBeVisible();
    await docs.fixture('/guide/');
    await expect(repo).toHaveAttribute('href', 'https://github.com/alist-org/docs');
  });

  test('NAV-07 mobile: a jump down hides the navbar, scrolling up shows it @mobile', async ({ docs, page, isMobile }) => {
    test.skip(!isMobile, 'mobile layout only');
    await docs.goto('en', '/guide/install/docker.html');
    const bar = page.locator('#navbar');
    await expect(bar).toHaveClass(/\bauto-hide\b/);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(async () => (await bar.boundingBox())!.y + (await bar.boundingBox())!.height).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollBy(0, -10));
    await expect.poll(async () => (await bar.boundingBox())!.y).toBe(0);
  });

  test('NAV-07 slow scrolling never hides it; scrolling back to the top zone shows it @mobile', async ({ docs, page, isMobile }) => {
    test.skip(!isMobile, 'mobile layout only');
    await docs.goto('en', '/guide/install/docker.html');
    // The page's clock is driven by the test, so "slow" is exact: one scroll per throttle window.
    await page.clock.install();
    for (let y = 150; y <= 1500; y += 150) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
      // One sample per 300 ms throttle window: 150 px per sample is "slow".
      await page.clock.runFor(350);
      await expect(page.locator('.theme-container')).not.toHaveClass(/\bhide-navbar\b/);
    }
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect(page.locator('.theme-container')).toHaveClass(/\bhide-navbar\b/);
    await page.clock.runFor(350);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(page.locator('.theme-container')).not.toHaveClass(/\bhide-navbar\b/);
  });

  test('NAV-07 wide screens never hide the navbar', async ({ docs, page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await docs.goto('en', '/guide/install/docker.html');
    await expect(page.locator('#navbar')).not.toHaveClass(/\bauto-hide\b/);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(page.locator('.theme-container')).toHaveClass(/\bhide-navbar\b/);
    expect((await page.locator('#navbar').boundingBox())!.y).toBe(0);
  });

  test('NAV-08 the mobile menu opens full screen, locks scrolling and closes on navigation @mobile', async ({ docs, page, isMobile }) => {
    test.skip(!isMobile, 'mobile layout only');
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('/assets/NavScreen') && chunks.push(r.url()));
    await docs.goto('en', '/guide/install/docker.html');
    expect(chunks).toEqual([]);
    const toggle = page.locator('.vp-toggle-navbar-button');
    await toggle.click();
    const screen = page.locator('#nav-screen');
    await expect(screen).toBeVisible();
    expect(chunks.length).toBeGreaterThan(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    const box = (await screen.boundingBox())!;
    expect(box.width).toBe(375);
    // Dropdowns become collapsible groups.
    await expect(screen.getByRole('link', { name: 'Demo' })).toHaveCount(0);
    await screen.getByRole('button', { name: 'More' }).click();
    await expect(screen.getByRole('link', { name: 'Demo' })).toBeVisible();
    await screen.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq\/$/);
    await expect(screen).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('NAV-08 the toggle, a resize past 719 px and opening the sidebar close the menu @mobile', async ({ docs, page, isMobile }) => {
    test.skip(!isMobile, 'mobile layout only');
    await docs.goto('en', '/guide/install/docker.html');
    const toggle = page.locator('.vp-toggle-navbar-button');
    const screen = page.locator('#nav-screen');
    await toggle.click();
    await expect(screen).toBeVisible();
    await toggle.click();
    await expect(screen).toHaveCount(0);
    await toggle.click();
    await page.locator('.vp-toggle-sidebar-button').click();
    await expect(screen).toHaveCount(0);
    await expect(page.locator('.theme-container')).toHaveClass(/\bsidebar-open\b/);
    await page.locator('.vp-sidebar-mask').click({ position: { x: 360, y: 400 } });
    await toggle.click();
    await expect(screen).toBeVisible();
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(screen).toHaveCount(0);
  });

  test('NAV-08 Esc closes the mobile menu and gives the focus back to its button @mobile', async ({ docs, page, isMobile }) => {
    test.skip(!isMobile, 'mobile layout only');
    await docs.goto('en', '/guide/install/docker.html');
    const toggle = page.locator('.vp-toggle-navbar-button');
    await toggle.click();
    await expect(page.locator('#nav-screen')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#nav-screen')).toHaveCount(0);
    await expect(toggle).toBeFocused();
  });

  test('NAV-08 the mobile menu is a modal dialog from the keyboard: focus in, Tab kept in, Esc back to the toggle @mobile', async ({ docs, page, isMobile }) => {
    test.skip(!isMobile, 'mobile layout only');
    for (const locale of ['en', 'zh'] as const) {
      await docs.goto(locale, '/guide/install/docker.html');
      const toggle = page.locator('.vp-toggle-navbar-button');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAttribute('aria-controls', 'nav-screen');
      const dialog = page.getByRole('dialog', { name: locale === 'en' ? 'Site menu' : '站点菜单' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('id', 'nav-screen');
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      const inside = () => page.evaluate(() => !!document.getElementById('nav-screen')?.contains(document.activeElement));
      await expect.poll(inside).toBe(true);
      // Many more presses than the menu has stops, both ways: the focus never reaches the page behind.
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < 30; i++) {
          await page.keyboard.press(key);
          expect(await inside()).toBe(true);
        }
      }
      // A group opened from the keyboard keeps its links in the cycle.
      await dialog.locator('.vp-nav-screen-dropdown-title').first().focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(dialog.locator('.vp-nav-screen-dropdown-list a').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.locator('#nav-screen')).toHaveCount(0);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    }
  });

  test('NAV-09 the search button sits in the navbar end and requests search', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    const opened = await docs.watchSearch();
    const button = page.locator('.vp-navbar-end').getByRole('button', { name: 'Search' });
    await expect(button).toBeVisible();
    await button.click();
    expect(await opened()).toBe(1);
    await docs.goto('zh', '/guide/');
    await expect(page.locator('.vp-navbar-end').getByRole('button', { name: '搜索' })).toBeVisible();
  });

  test('NAV-09 the search button stays in the bar on mobile @mobile', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await expect(page.locator('.vp-navbar-end').getByRole('button', { name: 'Search' })).toBeVisible();
  });

  test('NAV-10 front-matter navbar: false removes the navbar', async ({ page, docs }) => {
    await docs.fixture('/nonav.html');
    await expect(page.locator('#navbar')).toHaveCount(0);
    await expect(page.locator('.theme-container')).toHaveClass(/\bno-navbar\b/);
    await docs.fixture('/guide/');
    await expect(page.locator('#navbar')).toBeVisible();
  });
});
