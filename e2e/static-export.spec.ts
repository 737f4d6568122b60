import { expect, test } from './fixtures';

// `docs build` output served by a plain static server (python3 -m http.server): no /api/search,
// no redirects — the export must still navigate, switch language and search (from its own index).
const port = Number(process.env.DOCS_E2E_PORT ?? 4173) + 2;
const base = `http://127.0.0.1:${port}`;

test.describe('static export', () => {
  test('navigates, switches language and searches in English and Chinese', async ({ page }) => {
    // Loads the exported search index (about 600 KB per language) from a single-process static server.
    test.slow();
    await page.goto(`${base}/guide/install/docker.html`);
    await expect(page.locator('.theme-container:not(.prerendered)')).toBeVisible();
    await page.locator('#sidebar').getByRole('link', { name: 'Reverse proxy' }).click();
    await expect(page).toHaveURL(/\/guide\/install\/reverse-proxy\.html$/);
    await expect(page.locator('#docs-content h1')).toContainText(/reverse proxy/i);

    await page.getByRole('button', { name: 'Select language' }).hover();
    await page.getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL(/\/zh\/guide\/install\/reverse-proxy\.html$/);

    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.getByRole('searchbox').fill('网盘');
    await expect(page.locator('.search-hit').first()).toBeVisible();
    const zhHrefs = await page.locator('.search-hit').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    expect(zhHrefs.every((h) => h.startsWith('/zh/'))).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto(`${base}/guide/`);
    await expect(page.locator('.theme-container:not(.prerendered)')).toBeVisible();
    await page.keyboard.press('/');
    await page.getByRole('searchbox').fill('docker');
    await expect(page.locator('.search-hit').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/guide\/install\/docker\.html/);
  });

  test('a renamed page (site.yaml redirects) lands on its new route through the stub page, anchor kept', async ({ page }) => {
    // The anchor scrolls to the comments, which would load giscus (third-party, not under test).
    await page.route('https://giscus.app/**', (route) => route.abort());
    await page.goto(`${base}/guide/drivers/sfpt.html#troubleshooting`);
    await expect(page).toHaveURL(/\/guide\/drivers\/sftp\.html#troubleshooting$/);
    await expect(page.locator('#docs-content h1')).toContainText('SFTP');
    // A space in the old name (percent-encoded in the request).
    await page.goto(`${base}/zh/guide/drivers/Alist%20V2%20V3.html`);
    await expect(page).toHaveURL(/\/zh\/guide\/drivers\/alist\.html$/);
  });
});
