import { expect, test } from './fixtures';

// The API selector (API-01..03, API-05). API-04 (widgets call the selected base) is covered by the tool pages.
test.describe('API selector', () => {
  test('API-01 options are the hosted API and, on 127.0.0.1, the local one', async ({ docs, page }) => {
    await docs.goto('en', '/guide/drivers/onedrive.html');
    const select = docs.sidebar().getByRole('combobox', { name: 'Choose the API' });
    await expect(select).toBeVisible();
    const options = await select.locator('option').allTextContents();
    expect(options).toEqual(['https://api.nn.ci (cf)', 'http://localhost:3002 (local)']);
    await expect(select).toHaveValue('cf');
  });

  test('API-02 the choice is stored raw in api_name and survives a reload; unknown values fall back', async ({ docs, page }) => {
    await docs.goto('zh', '/guide/drivers/onedrive.html');
    const select = docs.sidebar().getByRole('combobox', { name: '选择 API' });
    await select.selectOption('local');
    expect(await page.evaluate(() => localStorage.getItem('api_name'))).toBe('local');
    await page.reload();
    await docs.ready();
    await expect(docs.sidebar().getByRole('combobox')).toHaveValue('local');
    await page.evaluate(() => localStorage.setItem('api_name', 'cn'));
    await page.reload();
    await docs.ready();
    await expect(docs.sidebar().getByRole('combobox')).toHaveValue('cf');
  });

  test('API-03 placement: sidebar on driver pages, above the content on pages without a sidebar, nowhere else', async ({ docs, page }) => {
    await docs.goto('en', '/guide/drivers/s3.html');
    await expect(page.locator('#sidebar .api-select select')).toBeVisible();
    await expect(page.locator('.ads-container .api-select')).toHaveCount(0);
    // Client-side navigation to a page with `sidebar: false` moves it above the content.
    await docs.goto('en', '/pricing.html');
    await expect(page.locator('.ads-container .api-select select')).toBeVisible();
    await expect(page.locator('.ads-container + #docs-content, .ads-container ~ #docs-content')).toHaveCount(1);
    await docs.goto('en', '/guide/install/docker.html');
    await expect(docs.sidebar()).toBeVisible();
    await expect(page.locator('.api-select')).toHaveCount(0);
  });

  test('API-03 the selector follows client-side navigation into a driver page', async ({ docs, page }) => {
    await docs.goto('en', '/guide/drivers/');
    await page.locator('#docs-content a[href="/guide/drivers/s3.html"]').first().click();
    await expect(page).toHaveURL(/s3\.html$/);
    await expect(page.locator('#sidebar .api-select select')).toHaveValue('cf');
  });

  test('API-05 a large select with the 8 px spacer and 4 px below, radius 8, colours from the colour mode', async ({ docs, page }) => {
    await docs.goto('en', '/guide/drivers/local.html');
    const wrapper = docs.sidebar().locator('.api-select');
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
