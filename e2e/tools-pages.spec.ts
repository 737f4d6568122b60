// The tool pages as pages: every route answers in both languages with its widget, no sidebar, the API
// selector above the content, and the index pages link every tool.
import { expect, LANGS, test, toolPath } from './tools-helpers';

// As `apiSelector.widgets` in content/site.yaml: widgets that call the API, or start a sign-in whose callback does.
const API_WIDGETS = ['AliyundriveRequest', 'AliyundriveCallback', 'BaiduCallback', 'DropboxRequest', 'DropboxCallback', 'OnedriveRequest', 'OnedriveCallback', 'Token115', 'WopanToken'];

const PAGES: [string, string][] = [
  ['/tool/', ''],
  ['/tool/115/', ''],
  ['/tool/115/token.html', 'Token115'],
  ['/tool/aliyundrive/', ''],
  ['/tool/aliyundrive/request.html', 'AliyundriveRequest'],
  ['/tool/aliyundrive/callback.html', 'AliyundriveCallback'],
  ['/tool/baidu/', ''],
  ['/tool/baidu/callback.html', 'BaiduCallback'],
  ['/tool/dropbox/', ''],
  ['/tool/dropbox/request.html', 'DropboxRequest'],
  ['/tool/dropbox/callback.html', 'DropboxCallback'],
  ['/tool/google/', ''],
  ['/tool/google/album.html', 'GoogleAlbum'],
  ['/tool/google/request.html', 'GoogleRequest'],
  ['/tool/google/callback.html', 'GoogleCallback'],
  ['/tool/onedrive/', ''],
  ['/tool/onedrive/request.html', 'OnedriveRequest'],
  ['/tool/onedrive/callback.html', 'OnedriveCallback'],
  ['/tool/onedrive/webdav.html', 'OnedriveWebdav'],
  ['/tool/wopan/', ''],
  ['/tool/wopan/token.html', 'WopanToken'],
  ['/tool/yandex/', ''],
  ['/tool/yandex/callback.html', 'YandexCallback'],
];

test.describe('tool pages', () => {
  test('TOOL-ROUTES every tool route answers 200 in both languages, with its widget in the server HTML', async ({ request }) => {
    for (const lang of LANGS) {
      for (const [path, widget] of PAGES) {
        const res = await request.get(toolPath(lang, path));
        expect(res.status(), toolPath(lang, path)).toBe(200);
        const html = await res.text();
        expect(html).toContain('id="docs-content"');
        if (widget) expect(html, toolPath(lang, path)).toContain(`data-widget="${widget}"`);
      }
    }
  });

  for (const lang of LANGS) {
    test(`SB-01 API-03 TOOL-ROUTES (${lang}) tool pages have no sidebar, the API selector sits above the content, and every widget mounts`, async ({ docs, page }) => {
      for (const [path, widget] of PAGES.filter(([, w]) => w)) {
        await docs.goto(lang, path);
        await expect(docs.container()).toHaveClass(/\bno-sidebar\b/);
        await expect(docs.sidebar()).toHaveCount(0);
        // Issue 34: the selector only where a widget calls the API (Google and Yandex call their providers).
        const selector = page.locator('.ads-container .api-select').getByRole('combobox', { name: lang === 'zh' ? '选择 API' : 'Choose the API' });
        if (API_WIDGETS.includes(widget!)) await expect(selector).toBeVisible();
        else await expect(page.locator('.api-select-slot')).toHaveCount(0);
        await expect(page.locator(`[data-widget="${widget}"] .tool-widget`), path).toBeVisible();
        await expect(page.locator(`[data-widget="${widget}"] .widget-error`)).toHaveCount(0);
      }
    });

    test(`TOOL-INDEX (${lang}) the index pages link every tool page in the same language`, async ({ docs, page }) => {
      await docs.goto(lang, '/tool/');
      const hrefs = await page.locator('#docs-content a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const [path] of PAGES.filter(([p]) => p !== '/tool/')) expect(hrefs, path).toContain(toolPath(lang, path));
      for (const provider of ['115', 'aliyundrive', 'baidu', 'dropbox', 'google', 'onedrive', 'wopan', 'yandex']) {
        await docs.goto(lang, `/tool/${provider}/`);
        const links = await page.locator('#docs-content a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        for (const [path] of PAGES.filter(([p, w]) => w && p.startsWith(`/tool/${provider}/`))) expect(links, path).toContain(toolPath(lang, path));
      }
    });
  }

  test('NAV-02 NAV-05 the navbar has no Tool entry; the language switch of a tool page leads to its twin', async ({ docs, page }) => {
    await docs.goto('en', '/tool/onedrive/request.html');
    await expect(page.locator('#navbar .vp-navbar-center a').first()).toBeVisible();
    await expect(page.locator('#navbar .vp-navbar-center a[href*="/tool"]')).toHaveCount(0);
    const menu = page.locator('.i18n-dropdown');
    await expect(menu.getByRole('link', { name: '简体中文', includeHidden: true })).toHaveAttribute('href', '/zh/tool/onedrive/request.html');
    await docs.goto('zh', '/tool/');
    await expect(page.locator('#navbar .vp-navbar-center a[href*="/tool"]')).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'English', includeHidden: true })).toHaveAttribute('href', '/tool/');
  });

  test('CMT-02 the Aliyundrive callback page has no comments', async ({ docs, page }) => {
    for (const lang of LANGS) {
      await docs.goto(lang, '/tool/aliyundrive/callback.html');
      await expect(page.locator('[data-widget="AliyundriveCallback"] .tool-widget')).toBeVisible();
      await expect(page.locator('#comment')).toHaveCount(0);
    }
  });

  test('TOOL-ROUTES on a phone the forms fit the screen @mobile', async ({ docs, page, isMobile }) => {
    test.skip(!isMobile, 'mobile layout only');
    for (const path of ['/tool/onedrive/request.html', '/tool/wopan/token.html', '/tool/google/request.html']) {
      await docs.goto('zh', path);
      await expect(page.locator('.tool-widget button').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });
});
