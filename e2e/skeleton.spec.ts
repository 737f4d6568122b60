import { expect, test } from './fixtures';

test.describe('walking skeleton', () => {
  test('HM-02 home renders in English and Chinese @mobile', async ({ docs, page }) => {
    await docs.goto('en', '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.locator('#main-title')).toBeVisible();
    await expect(page.getByRole('link', { name: /Get started/ })).toHaveAttribute('href', '/guide/');
    await docs.goto('zh', '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('link', { name: /开始/ })).toHaveAttribute('href', '/zh/guide/');
  });

  test('doc page content is readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/guide/install/docker.html');
    await expect(page.locator('#docs-content h1')).toBeVisible();
    await expect(page.locator('#docs-content')).toContainText('5244');
    await context.close();
  });

  test('SB-05 clicking a sidebar link navigates without a full reload', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    const link = docs.sidebar().getByRole('link', { name: 'Reverse proxy' });
    await link.click();
    await expect(page).toHaveURL(/\/guide\/install\/reverse-proxy\.html$/);
    await expect(page.locator('#docs-content h1')).toContainText(/reverse proxy/i);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    await expect(docs.sidebar().getByRole('link', { name: 'Reverse proxy' })).toHaveClass(/active/);
  });

  test('NAV-05 the language switch keeps the reader on the same page', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html');
    await page.getByRole('button', { name: 'Select language' }).hover();
    await page.getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/zh\/guide\/install\/docker\.html$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page).toHaveTitle(/\| AList 文档$/);
  });

  test('404-01 an unknown URL shows the 404 page with HTTP 404', async ({ docs, page }) => {
    const res = await page.goto('/no/such/page.html');
    expect(res?.status()).toBe(404);
    await docs.ready();
    await expect(page.locator('.error-code')).toHaveText('404');
    await expect(page.locator('.error-title')).toHaveText('Page not found');
    const zh = await page.goto('/zh/no/such/page.html');
    expect(zh?.status()).toBe(404);
    await expect(page.locator('.error-title')).toHaveText('页面不存在');
  });
});
