import { expect, test } from './fixtures';

// The API selector (API-01..03, API-05). API-04 (widgets call the selected base) is covered by the tool pages.
const TOOL = '/tool/aliyundrive/request.html';

test.describe('API selector', () => {
  // The tool page's comments would reach their host; what is tested here is the selector.
  test.beforeEach(async ({ page }) => page.route((url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost', (route) => route.abort()));
  test('API-01 options are the hosted API and, on 127.0.0.1, the local one', async ({ docs, page }) => {
    await docs.goto('en', TOOL);
    const select = page.getByRole('combobox', { name: 'Choose the API' });
    // Labelled where the reader sees it, not only for screen readers.
    await expect(page.locator('.api-select label')).toBeVisible();
    await expect(select).toBeVisible();
    const options = await select.locator('option').allTextContents();
    expect(options).toEqual(['https://api.nn.ci (cf)', 'http://localhost:3002 (local)']);
    await expect(select).toHaveValue('cf');
  });

  test('API-02 the choice is stored raw in api_name and survives a reload; unknown values fall back', async ({ docs, page }) => {
    await docs.goto('zh', TOOL);
    const select = page.getByRole('combobox', { name: '选择 API' });
    await select.selectOption('local');
    expect(await page.evaluate(() => localStorage.getItem('api_name'))).toBe('local');
    await page.reload();
    await docs.ready();
    await expect(page.locator('.api-select select')).toHaveValue('local');
    await page.evaluate(() => localStorage.setItem('api_name', 'cn'));
    await page.reload();
    await docs.ready();
    await expect(page.locator('.api-select select')).toHaveValue('cf');
  });

  test('API-03 placement: above the content of pages whose widgets call the API, nowhere else', async ({ docs, page }) => {
    await docs.goto('en', TOOL);
    await expect(page.locator('.ads-container .api-select select')).toBeVisible();
    // Issue 34: not in the storage sidebars, not on Pricing, not on docs pages.
    for (const route of ['/guide/drivers/s3.html', '/pricing.html', '/guide/install/docker.html', '/tool/google/request.html']) {
      await docs.goto('en', route);
      await expect(page.locator('.api-select, .api-select-slot'), route).toHaveCount(0);
    }
  });

  test('API-03 the selector follows client-side navigation into a tool page, its place kept while it loads', async ({ docs, page }) => {
    await docs.goto('en', '/tool/aliyundrive/');
    await page.locator('#docs-content a[href="/tool/aliyundrive/request.html"]').first().click();
    await expect(page).toHaveURL(/request\.html$/);
    await expect(page.locator('.ads-container .api-select select')).toHaveValue('cf');
    // The slot is as tall as the selector it holds: nothing moves when it arrives.
    const [slot, select] = await page.locator('.api-select-slot').evaluate((el) => [el.getBoundingClientRect().height, el.querySelector('.api-select')!.getBoundingClientRect().height + 4]);
    expect(Math.abs(slot - select)).toBeLessThanOrEqual(1);
  });

  test('API-05 a large select with the 8 px spacer and 4 px below, radius 8, colours from the colour mode', async ({ docs, page }) => {
    await docs.goto('en', TOOL);
    const wrapper = page.locator('.ads-container .api-select');
    const select = wrapper.locator('select');
    await expect(select).toBeVisible();
    const style = (el: Element) => {
      const s = getComputedStyle(el);
      return { top: s.paddingTop, bottom: s.paddingBottom, margin: s.marginBottom, radius: s.borderRadius, bg: s.backgroundColor, color: s.color };
    };
    const box = await wrapper.evaluate(style);
    expect([box.top, box.bottom, box.margin]).toEqual(['8px', '8px', '4px']);
    const light = await select.evaluate(style);
    expect(light.radius).toBe('8px');
    expect((await select.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    // The colour mode (auto here) turning dark re-colours the select with the page.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await select.evaluate(style);
    expect(dark.bg).not.toBe(light.bg);
    expect(dark.color).not.toBe(light.color);
    expect(dark.bg).toBe(await page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor));
  });
});
