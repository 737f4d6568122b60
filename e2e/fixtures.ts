// Shared test fixture: blocks every request that leaves 127.0.0.1 (and fails the test if one was tried),
// plus a small page object for the docs site.
import { test as base, expect, type Page } from '@playwright/test';

export class Docs {
  constructor(readonly page: Page) {}

  /** Open a path in a locale: goto('zh', '/guide/') → /zh/guide/. */
  async goto(locale: 'en' | 'zh', path: string) {
    const prefix = locale === 'zh' ? '/zh' : '';
    await this.page.goto(prefix + path);
    await this.ready();
  }

  /** Wait until the React app has replaced the prerendered shell. */
  async ready() {
    await expect(this.page.locator('.theme-container:not(.prerendered)')).toBeVisible();
  }

  sidebar() {
    return this.page.locator('#sidebar');
  }
}

export const test = base.extend<{ docs: Docs; external: string[] }>({
  external: [
    async ({ page }, use) => {
      const blocked: string[] = [];
      await page.route(
        (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
        (route) => {
          blocked.push(route.request().url());
          return route.abort();
        },
      );
      await use(blocked);
      expect(blocked, 'no request may leave 127.0.0.1').toEqual([]);
    },
    { auto: true },
  ],
  docs: async ({ page }, use) => {
    await use(new Docs(page));
  },
});

export { expect };
