import { expect, FIXTURE, test } from './fixtures';
import type { Request } from '@playwright/test';

const texts = (loc: import('@playwright/test').Locator) => loc.evaluateAll((els) => els.map((e) => (e.textContent ?? '').trim()));

test.describe('sidebar', () => {
  test('SB-01 no sidebar on the home page, with sidebar: false or a `false` config', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await expect(docs.container()).toHaveClass(/\bhas-sidebar\b/);
    await expect(docs.sidebar()).toBeVisible();
    for (const open of [() => docs.goto('en', '/'), () => docs.goto('en', '/pricing.html'), () => docs.fixture('/tool/demo.html')]) {
      await open();
      await expect(docs.container()).toHaveClass(/\bno-sidebar\b/);
      await expect(docs.sidebar()).toHaveCount(0);
      await expect(page.locator('.vp-toggle-sidebar-button, .toggle-sidebar-wrapper')).toHaveCount(0);
    }
  });

  test('SB-01 mobile: no sidebar toggle where there is no sidebar @mobile', async ({ docs, page, isMobile }) => {
    test.skip(!isMobile, 'mobile layout only');
    await docs.goto('en', '/guide/');
    await expect(page.locator('.vp-toggle-sidebar-button')).toBeVisible();
    await docs.goto('en', '/pricing.html');
    await expect(page.locator('.vp-toggle-sidebar-button')).toHaveCount(0);
  });

  test('SB-02 the longest prefix wins; an uncovered path gets an empty sidebar and a warning', async ({ docs, page }) => {
    await docs.goto('zh', '/guide/install/docker.html');
    await expect(docs.sidebar().getByRole('button', { name: '安装' })).toBeVisible();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const errors: Error[] = [];
    page.on('pageerror', (e) => errors.push(e));
    await docs.fixture('/misc/page.html');
    await expect(page.locator('#docs-content h1')).toContainText('Misc page');
    await expect(docs.container()).toHaveClass(/\bno-sidebar\b/);
    await expect.poll(() => warnings).toContain('/misc/page.html is missing sidebar config.');
    expect(errors).toEqual([]);
  });

  test('SB-03 structure sidebars: README first, pages, then folders as collapsible groups without their README', async ({ docs }) => {
    await docs.fixture('/guide/first.html');
    const topLevel = ':scope > ul.vp-sidebar-links > li > a.vp-sidebar-link, :scope > ul.vp-sidebar-links > li > section > .vp-sidebar-heading .vp-sidebar-title';
    expect(await texts(docs.sidebar().locator(topLevel))).toEqual(['Guide', 'First', 'Second', 'Install', 'Extra']);
    await docs.sidebar().getByRole('button', { name: 'Install' }).click();
    expect(await texts(docs.sidebar().locator('.vp-sidebar-group a.vp-sidebar-link'))).toEqual(['Docker']);
    await docs.goto('en', '/guide/');
    expect(await texts(docs.sidebar().locator('button.vp-sidebar-heading .vp-sidebar-title'))).toEqual(['Install', 'Storage', 'Advanced', 'API']);
  });

  test('SB-04 order: positive ascending, then no order, then negative ascending', async ({ docs }) => {
    await docs.fixture('/order/');
    expect(await texts(docs.sidebar().locator('a.vp-sidebar-link:not(.vp-heading)'))).toEqual(['Order', 'Page one', 'Page three', 'Page none', 'Page minus-five', 'Page minus-one']);
  });

  test('SB-05 DOM: links, groups with a heading button, title and arrow; children only while open', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html');
    const sidebar = docs.sidebar();
    await expect(sidebar.locator(':scope > ul.vp-sidebar-links > li').first()).toBeVisible();
    await expect(sidebar.locator('a.vp-sidebar-link.active')).toHaveText(/Use Docker/);
    const install = sidebar.locator('section.vp-sidebar-group').filter({ has: page.getByRole('button', { name: 'Install' }) });
    const heading = install.locator('> button.vp-sidebar-heading');
    await expect(heading).toHaveClass(/\bclickable\b/);
    await expect(heading).toHaveClass(/\bactive\b/);
    await expect(heading.locator('.vp-sidebar-title')).toHaveText('Install');
    await expect(heading.locator('span.vp-arrow')).toHaveClass(/\bdown\b/);
    await expect(install.locator('> ul.vp-sidebar-links')).toHaveCount(1);
    const storage = sidebar.locator('section.vp-sidebar-group').filter({ has: page.getByRole('button', { name: 'Storage' }) });
    await expect(storage.locator('span.vp-arrow')).toHaveClass(/\bend\b/);
    await expect(storage.locator('> ul')).toHaveCount(0);
  });

  test('SB-06 accordion: opening a group closes its open sibling; navigation opens the current group', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html');
    const sidebar = docs.sidebar();
    await expect(sidebar.getByRole('link', { name: 'Use Docker' })).toBeVisible();
    await sidebar.getByRole('button', { name: 'Storage' }).click();
    await expect(sidebar.getByRole('link', { name: 'Use Docker' })).toBeHidden();
    await expect(sidebar.getByRole('button', { name: 'Storage' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('button', { name: 'Install' })).toHaveAttribute('aria-expanded', 'false');
    await sidebar.getByRole('link', { name: 'Local storage' }).click();
    await expect(page).toHaveURL(/\/guide\/drivers\/local\.html$/);
    await expect(sidebar.getByRole('button', { name: 'Storage' })).toHaveAttribute('aria-expanded', 'true');
    await page.goBack();
    await expect(page).toHaveURL(/docker\.html$/);
    await expect(page.locator('#docs-content h1')).toContainText('Use Docker');
    await expect(sidebar.getByRole('link', { name: 'Use Docker' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Storage' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('SB-06 WG-16 Back before the next page arrives: the current group reopens and the progress bar ends', async ({ docs, page }) => {
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    // Holds the app's fetch of the next page's HTML.
    await page.route('**/guide/drivers/local.html', async (route) => {
      if (route.request().resourceType() === 'fetch') await held;
      await route.continue();
    });
    await docs.goto('en', '/guide/install/docker.html');
    const sidebar = docs.sidebar();
    await sidebar.getByRole('button', { name: 'Storage' }).click();
    await sidebar.getByRole('link', { name: 'Local storage' }).click();
    await expect(page).toHaveURL(/local\.html$/);
    await expect(page.locator('#nprogress')).toBeAttached();
    await page.goBack();
    await expect(page).toHaveURL(/docker\.html$/);
    await expect(sidebar.getByRole('button', { name: 'Install' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'Use Docker' })).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
    // The late answer for the abandoned page changes nothing.
    // The app may have aborted it (requestfailed) or still read it (requestfinished): either ends it.
    const late = (r: Request) => r.url().endsWith('/guide/drivers/local.html') && r.resourceType() === 'fetch';
    const abandoned = Promise.race([
      page.waitForEvent('requestfinished', late).catch(() => undefined),
      page.waitForEvent('requestfailed', late).catch(() => undefined),
    ]);
    release();
    await abandoned;
    // Let the late answer's promise chain and any render it would cause run before looking.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(page.locator('#docs-content h1')).toContainText('Use Docker');
  });

  test('SB-07 the current item lists its h2 and h3 headings (headerDepth narrows it)', async ({ docs }) => {
    await docs.fixture('/guide/first.html');
    const current = docs.sidebar().locator('li').filter({ has: docs.page.locator('> a.vp-sidebar-link.active') });
    expect(await texts(current.locator('a.vp-heading'))).toEqual(['Part one', 'Detail', 'Part two']);
    await expect(current.getByRole('link', { name: 'Detail' })).toHaveAttribute('href', '#detail');
    await docs.fixture('/guide/second.html');
    expect(await texts(docs.sidebar().locator('a.vp-heading'))).toEqual(['Only h2']);
  });

  test('SB-08 mobile: the toggle opens the off-canvas sidebar; a link or the mask closes it @mobile', async ({ docs, page, isMobile }) => {
    test.skip(!isMobile, 'mobile layout only');
    await docs.goto('en', '/guide/install/docker.html');
    await expect(docs.sidebar()).toBeHidden();
    await page.locator('.vp-toggle-sidebar-button').click();
    await expect(docs.container()).toHaveClass(/\bsidebar-open\b/);
    await expect(docs.sidebar()).toBeVisible();
    await expect(page.locator('.vp-sidebar-mask')).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await docs.sidebar().getByRole('link', { name: 'Reverse proxy' }).click();
    await expect(page).toHaveURL(/reverse-proxy\.html$/);
    await expect(docs.container()).not.toHaveClass(/\bsidebar-open\b/);
    await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
    await page.locator('.vp-toggle-sidebar-button').click();
    await page.locator('.vp-sidebar-mask').click({ position: { x: 350, y: 500 } });
    await expect(docs.container()).not.toHaveClass(/\bsidebar-open\b/);
    await page.locator('.vp-toggle-sidebar-button').click();
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(docs.container()).not.toHaveClass(/\bsidebar-open\b/);
  });

  test('SB-09 between 720 and 1439 px the sidebar collapses; not at wide widths, not persisted', async ({ docs, page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await docs.goto('en', '/guide/install/docker.html');
    const toggle = page.locator('.toggle-sidebar-wrapper');
    await expect(toggle.locator('.arrow')).toHaveClass(/\bstart\b/);
    await toggle.click();
    await expect(docs.container()).toHaveClass(/\bsidebar-collapsed\b/);
    await expect(docs.sidebar()).toBeHidden();
    await expect(toggle.locator('.arrow')).toHaveClass(/\bend\b/);
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect(docs.container()).not.toHaveClass(/\bsidebar-collapsed\b/);
    await expect(toggle).toBeHidden();
    await expect(docs.sidebar()).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(docs.container()).toHaveClass(/\bsidebar-collapsed\b/);
    await page.reload();
    await docs.ready();
    await expect(docs.container()).not.toHaveClass(/\bsidebar-collapsed\b/);
  });

  // Issue 34: the API selector is shown only on pages whose widgets call the API, never atop the
  // storage sidebars.
  test('SB-10 sponsor banner off by default; no API selector in the sidebar', async ({ docs, page }) => {
    await docs.goto('en', '/guide/drivers/local.html');
    await expect(docs.sidebar().locator('.ss')).toHaveCount(0);
    await expect(page.locator('[data-widget="ApiSelect"]')).toHaveCount(0);
    await docs.goto('zh', '/guide/drivers/local.html');
    await expect(page.locator('[data-widget="ApiSelect"]')).toHaveCount(0);
  });

  test('SB-10 with the flag on the sponsor banner tops the sidebar and reports clicks', async ({ docs, page, context }) => {
    await context.route('https://sponsor.example.test/**', (r) => r.fulfill({ body: 'sponsor' }));
    const bodies: string[] = [];
    await page.route('https://stats.example.test/**', (r) => {
      if (r.request().method() === 'POST') bodies.push(r.request().postData() ?? '');
      return r.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' } });
    });
    await docs.fixture('/guide/first.html');
    const ss = docs.sidebar().locator('.ss');
    await expect(ss).toBeVisible();
    await expect(ss.locator('.sponsor-caption')).toHaveText('Sponsorship');
    expect(await ss.evaluate((el) => el === el.parentElement!.firstElementChild)).toBe(true);
    const popup = page.waitForEvent('popup');
    await ss.getByRole('link', { name: 'fixture-sponsor' }).click();
    await (await popup).close();
    await expect.poll(() => bodies).toEqual(['{"name":"fixture-sponsor"}']);
    await page.goto(FIXTURE + '/zh/guide/first.html');
    await expect(docs.sidebar().locator('.sponsor-caption')).toHaveText('赞助商');
  });

  test('SB-11 icons are inline SVG; no icon font is loaded', async ({ docs, page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => ['font', 'stylesheet'].includes(r.resourceType()) && !r.url().includes('/assets/') && fonts.push(r.url()));
    await docs.goto('en', '/guide/');
    await docs.sidebar().getByRole('button', { name: 'Storage' }).click();
    await expect(docs.sidebar().locator('a.vp-sidebar-link i.icon').first()).toBeVisible();
    await expect(docs.sidebar().locator('button.vp-sidebar-heading i.icon')).toHaveCount(4);
    await expect(page.locator('i.iconfont, link[href*="iconfont"], link[href*="fontawesome"]')).toHaveCount(0);
    expect(fonts).toEqual([]);
  });
});
