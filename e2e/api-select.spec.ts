import { expect, test } from './fixtures';

// The API selector (API-01..03). API-04 (widgets call the selected base) is covered by the tool pages.
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
});
