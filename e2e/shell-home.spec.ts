import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

/** Record click-statistics requests to the fixture's stats host. */
async function captureStats(page: Page, status = 204) {
  const bodies: string[] = [];
  await page.route('https://stats.example.test/**', (r) => {
    if (r.request().method() === 'POST') bodies.push(r.request().postData() ?? '');
    return r.fulfill({ status, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' } });
  });
  return bodies;
}

test.describe('home', () => {
  test('HM-01 the project home has no sidebar, TOC, breadcrumb or page nav', async ({ docs, page }) => {
    await docs.goto('en', '/');
    await expect(page.locator('main#main-content.vp-project-home')).toBeVisible();
    await expect(docs.container()).toHaveClass(/\bno-sidebar\b/);
    await expect(page.locator('#sidebar, #toc, .vp-breadcrumb, .vp-page-nav')).toHaveCount(0);
  });

  test('HM-02 hero: logo, title, tagline and the two actions per locale', async ({ docs, page }) => {
    await docs.goto('en', '/');
    const hero = page.locator('.vp-hero-info-wrapper');
    await expect(hero.locator('img.vp-hero-image')).toHaveAttribute('src', '/logo.svg');
    await expect(hero.locator('h1#main-title')).toHaveText('AList');
    await expect(hero.locator('p#main-description')).not.toBeEmpty();
    await expect(hero.locator('a.vp-hero-action.primary')).toHaveText('Get started💡');
    await expect(hero.locator('a.vp-hero-action.primary')).toHaveAttribute('href', '/guide/');
    await expect(hero.locator('a.vp-hero-action.default')).toHaveText('GitHub🌱');
    await expect(hero.locator('a.vp-hero-action.default')).toHaveAttribute('href', 'https://github.com/alist-org/alist');
    await docs.goto('zh', '/');
    await expect(hero.locator('h1#main-title')).toHaveText('AList');
    await expect(hero.locator('a.vp-hero-action.primary')).toHaveText('开始💡');
    await expect(hero.locator('a.vp-hero-action.primary')).toHaveAttribute('href', '/zh/guide/');
    await expect(hero.locator('a.vp-hero-action.default')).toHaveText('GitHub🌱');
  });

  test('HM-02 mobile: the hero actions stay on screen @mobile', async ({ docs, page }) => {
    await docs.goto('en', '/');
    const box = (await page.locator('a.vp-hero-action.primary').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test('HM-03 twelve features per locale; a feature with a link gets class link', async ({ docs, page }) => {
    for (const locale of ['en', 'zh'] as const) {
      await docs.goto(locale, '/');
      const items = page.locator('.vp-feature-wrapper .vp-features > .vp-feature-item');
      await expect(items).toHaveCount(12);
      await expect(items.locator('h2.vp-feature-title')).toHaveCount(12);
      await expect(items.locator('p.vp-feature-details')).toHaveCount(12);
      await expect(items.locator('i.icon.vp-feature-icon')).toHaveCount(12);
    }
    await docs.fixture('/');
    const linked = page.locator('.vp-feature-item.link');
    await expect(linked).toHaveCount(1);
    await expect(linked.getByRole('link', { name: 'Linked' })).toHaveAttribute('href', '/guide/');
  });

  test.describe('on an Apple device', () => {
    test.use({ userAgent: IPHONE });
    test('HM-04 the VidHub card replaces the ad slot; the new-site link is always there', async ({ docs, page }) => {
      await docs.goto('en', '/');
      const card = page.locator('a.vidhub');
      await expect(card).toBeVisible();
      await expect(card).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
      await expect(card.locator('.vidhub-tag')).toHaveText('Free');
      await expect(page.locator('.home-ads .wwads')).toHaveCount(0);
      await expect(page.locator('a.new_site')).toHaveAttribute('href', 'https://alistgo.com');
      await docs.goto('zh', '/');
      await expect(card).toHaveAttribute('href', /^https:\/\/zh\.okaapps\.com\//);
      await expect(card.locator('.vidhub-tag')).toHaveText('免费');
      await expect(page.locator('a.new_site')).toHaveText('打开新站点');
    });

    test('AD-03 a home banner click posts {"name": …} to the stats host; without a host nothing is sent', async ({ docs, page, context }) => {
      await context.route(/^https:\/\/(apps\.apple\.com|zh\.okaapps\.com)\//, (r) => r.fulfill({ body: 'store' }));
      const bodies = await captureStats(page);
      await docs.fixture('/');
      const popup = page.waitForEvent('popup');
      await page.locator('a.vidhub').click();
      await (await popup).close();
      await expect.poll(() => bodies).toEqual(['{"name":"alist-vidhub"}']);
      const posts: string[] = [];
      page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
      await docs.goto('en', '/');
      const popup2 = page.waitForEvent('popup');
      await page.locator('a.vidhub').click();
      await (await popup2).close();
      expect(posts).toEqual([]);
    });

    test('AD-03 a failed stats request is logged and changes nothing else', async ({ docs, page, context }) => {
      await context.route(/^https:\/\/apps\.apple\.com\//, (r) => r.fulfill({ body: 'store' }));
      await page.route('https://stats.example.test/**', (r) => r.abort());
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      const crashes: Error[] = [];
      page.on('pageerror', (e) => crashes.push(e));
      await docs.fixture('/');
      const popup = page.waitForEvent('popup');
      await page.locator('a.vidhub').click();
      await (await popup).close();
      await expect.poll(() => errors.some((e) => e.includes('[ads] stats request failed'))).toBe(true);
      expect(crashes).toEqual([]);
      await expect(page.locator('h1#main-title')).toHaveText('Fixture');
    });
  });

  test.describe('on another device', () => {
    test.use({ userAgent: WINDOWS });
    test('HM-04 the ad slot is shown, plus the new-site link in a new tab', async ({ docs, page }) => {
      await docs.goto('en', '/');
      await expect(page.locator('.home-ads .wwads.wwads-cn.wwads-horizontal')).toHaveCount(1);
      await expect(page.locator('a.vidhub')).toHaveCount(0);
      const link = page.locator('a.new_site');
      await expect(link).toHaveText('Open the new site');
      await expect(link).toHaveAttribute('href', 'https://alistgo.com');
      await expect(link).toHaveAttribute('target', '_blank');
    });
  });

  test('HM-05 the home footer comes from front-matter; copyright: false hides the copyright', async ({ docs, page }) => {
    await docs.goto('en', '/');
    await expect(page.locator('footer.vp-footer-wrapper .vp-footer')).toContainText('AGPL-3.0 Licensed | Copyright © 2022\u2011present AList');
    await expect(page.locator('.vp-copyright')).toHaveCount(0);
    await docs.fixture('/');
    await expect(page.locator('.vp-footer a')).toHaveAttribute('href', '/guide/');
    await expect(page.locator('.vp-copyright')).toHaveText('Fixture copyright');
  });
});

test.describe('ads', () => {
  test('AD-01 every normal page starts with the ad container; the slot carries the configured id', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html');
    const top = page.locator('main .theme-hope-content.ads-container');
    await expect(top.locator('.wwads.wwads-cn.wwads-horizontal')).toHaveCount(1);
    await expect(top).toHaveCSS('padding-top', '0px');
    expect(await top.evaluate((el) => el.nextElementSibling?.id)).toBe('docs-content');
    await docs.fixture('/guide/first.html');
    await expect(top.locator('.wwads[data-id="213"]')).toHaveCSS('width', await top.evaluate((el) => getComputedStyle(el).width));
  });

  test('AD-01 the API selector follows the ad slot on pages whose widgets call the API, nowhere else', async ({ docs, page }) => {
    await docs.goto('en', '/tool/aliyundrive/request.html');
    await expect(page.locator('.ads-container > .wwads + [data-widget="ApiSelect"]')).toHaveCount(1);
    // Issue 34: not on Pricing (nothing there uses it) nor on a tool page whose widget calls its provider.
    await docs.goto('en', '/pricing.html');
    await expect(page.locator('[data-widget="ApiSelect"]')).toHaveCount(0);
    await docs.goto('en', '/tool/google/request.html');
    await expect(page.locator('[data-widget="ApiSelect"]')).toHaveCount(0);
    await docs.goto('en', '/guide/install/docker.html');
    await expect(page.locator('.ads-container [data-widget="ApiSelect"]')).toHaveCount(0);
  });

  test('AD-02 the bottom box is empty with the sponsor flag off and holds an ad with it on', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html');
    const bottom = page.locator('.bottom-wwads');
    await expect(bottom).toBeEmpty();
    await expect(bottom).toHaveCSS('display', 'flex');
    await expect(bottom).toHaveCSS('justify-content', 'center');
    await expect(bottom).toHaveCSS('margin-top', '20px');
    await docs.fixture('/guide/first.html');
    await expect(bottom.locator('.wwads')).toHaveCount(1);
  });

  test('AD-03 the sidebar sponsor and the home card report their names', async ({ docs, page, context }) => {
    await context.route('https://sponsor.example.test/**', (r) => r.fulfill({ body: 'sponsor' }));
    const bodies = await captureStats(page);
    await docs.fixture('/guide/first.html');
    const popup = page.waitForEvent('popup');
    await page.locator('.ss a').click();
    await (await popup).close();
    await expect.poll(() => bodies).toEqual(['{"name":"fixture-sponsor"}']);
  });

  test('AD-04 the shipped site loads no ad script; a configured one fills the slots', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html');
    await expect(page.locator('script[src*="wwads"], script[src*="adsbygoogle"], script[src*="51.la"], script[src*="hm.baidu"]')).toHaveCount(0);
    await docs.fixture('/guide/first.html');
    await expect(page.locator('.wwads .wwads-text').first()).toHaveText('Test ad');
  });

  test('AD-04 a blocked ad script breaks nothing', async ({ docs, page }) => {
    const crashes: Error[] = [];
    page.on('pageerror', (e) => crashes.push(e));
    await page.route('**/wwads-test.js', (r) => r.abort('blockedbyclient'));
    await docs.fixture('/guide/first.html');
    await expect(page.locator('#docs-content h1')).toContainText('First');
    await expect(page.locator('.ads-container .wwads')).toBeEmpty();
    await expect(docs.sidebar()).toBeVisible();
    expect(crashes).toEqual([]);
  });

  test('AD-05 ad colours in light and dark mode', async ({ docs, page }) => {
    await docs.fixture('/guide/first.html');
    const slot = page.locator('.ads-container .wwads');
    await expect(slot.locator('.wwads-text')).toBeVisible();
    await expect(slot).toHaveCSS('background-color', 'rgb(244, 248, 250)');
    await expect(slot.locator('.wwads-text')).toHaveCSS('color', 'rgb(14, 16, 17)');
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await expect(slot).toHaveCSS('background-color', 'rgb(39, 40, 41)');
    await expect(slot.locator('.wwads-text')).toHaveCSS('color', 'rgb(158, 158, 158)');
  });
});
