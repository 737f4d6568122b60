import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 20: axe-core finds nothing, of any impact, on the home page, a doc page, a driver page, a tool
// page and the open search dialog, in both languages, light and dark, desktop and phone.

// reverse-proxy: an inlined SVG figure inside its zoom link; driver pages carry the download-flow figure.
const PAGES = ['/', '/guide/install/docker.html', '/guide/install/reverse-proxy.html', '/guide/drivers/onedrive.html', '/tool/google/request.html'];

async function violations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

for (const device of ['desktop', 'phone'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const lang of ['en', 'zh'] as const) {
      test(`no axe violations on home, doc, driver, tool page and the search dialog (${lang}, ${scheme}, ${device})`, async ({ docs, page }) => {
        test.setTimeout(120_000);
        if (device === 'phone') await page.setViewportSize({ width: 375, height: 800 });
        await page.emulateMedia({ colorScheme: scheme });
        // Short pages show the comment box at once: keep the comment host out (its fallback line stays).
        await page.route('https://giscus.app/**', (route) => route.abort());
        const found: string[] = [];
        for (const path of PAGES) {
          await docs.goto(lang, path);
          await expect(docs.theme()).toHaveAttribute('data-theme', scheme);
          for (const v of await violations(page)) found.push(`${path}: ${v}`);
        }
        await page.evaluate(() => window.dispatchEvent(new Event('docs:open-search')));
        await page.getByRole('searchbox').fill('docker');
        await expect(page.locator('.search-hit').first()).toBeVisible();
        for (const v of await violations(page)) found.push(`search dialog: ${v}`);
        expect(found).toEqual([]);
      });
    }
  }
}
