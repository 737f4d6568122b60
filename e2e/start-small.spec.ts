// Issue 55 items 1 and 2 (AD-01, AD-02, AD-03 only when configured): a site made of three pages and a
// site.yaml holding only `title:` (tests/fixtures/start-small) shows none of the shipped site's slots,
// not even as an empty box: no ad row above the content, no bottom ad box, no sponsor banner, no API
// selector, no logo image it does not have, before the app mounts and after.
import { expect, test } from './fixtures';

const port = Number(process.env.DOCS_E2E_PORT ?? 4173);
const SMALL = `http://127.0.0.1:${port + 9}`;
const SLOTS = '.ads-container, .wwads, .bottom-wwads, .ss, .sponsor-banner, .api-select-slot, .home-ads, .vp-nav-logo';

test('AD-01 AD-02 AD-03 a minimal site shows no ad, sponsor or API box', async ({ page }) => {
  for (const path of ['/', '/guide/', '/guide/install.html']) {
    await page.goto(SMALL + path);
    await expect(page.locator('.theme-container:not(.prerendered)')).toBeVisible();
    await expect(page.locator(SLOTS)).toHaveCount(0);
  }
  // No space kept either: the content starts right under the breadcrumb.
  const gap = await page.evaluate(() => {
    const crumb = document.querySelector('.vp-breadcrumb')?.getBoundingClientRect();
    const content = document.querySelector('#docs-content')?.getBoundingClientRect();
    return crumb && content ? content.top - crumb.bottom : -1;
  });
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(40);
  await expect(page.locator('#docs-content h1')).toContainText('Install');
});

test('AD-01 the shipped site keeps its ad row', async ({ page }) => {
  await page.goto('/guide/install/docker.html');
  await expect(page.locator('.theme-container:not(.prerendered)')).toBeVisible();
  await expect(page.locator('.ads-container .wwads-horizontal')).toHaveCount(1);
  await expect(page.locator('.bottom-wwads')).toHaveCount(1);
});
