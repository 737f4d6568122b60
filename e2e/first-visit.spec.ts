import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A first visit (nothing answered, nothing closed): the language question and the notice never
// stand on the page together, a phone keeps most of its first screen, and the install command
// names the address the reader has open.

test.use({ quiet: false });

const port = Number(process.env.DOCS_E2E_PORT ?? 4173);
const EXPORT = `http://127.0.0.1:${port + 2}`;
const modal = (page: Page) => page.locator('.redirect-modal-wrapper');
const notice = (page: Page) => page.locator('.vp-notice-wrapper');

/** Record, from the first parse on, whether both overlays were ever in the page at once. */
async function watchOverlays(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __both: boolean; __seen: string[] };
    w.__both = false;
    w.__seen = [];
    new MutationObserver(() => {
      const m = document.querySelector('.redirect-modal-wrapper');
      const n = document.querySelector('.vp-notice-wrapper');
      if (m && n) w.__both = true;
      for (const [name, on] of [['modal', m], ['notice', n]] as const) if (on && !w.__seen.includes(name)) w.__seen.push(name);
    }).observe(document, { childList: true, subtree: true });
  });
  return {
    both: () => page.evaluate(() => (window as unknown as { __both: boolean }).__both),
    seen: () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen),
  };
}

test.describe('first visit with a foreign browser language', () => {
  test.use({ locale: 'zh-CN' });

  test('the language prompt comes alone; the notice follows once it is answered; never both', async ({ docs, page }) => {
    const overlays = await watchOverlays(page);
    await docs.goto('en', '/guide/');
    await expect(modal(page)).toBeVisible();
    // The notice is due on this page but waits (the observer also catches a brief overlap).
    await expect(notice(page)).toHaveCount(0);
    await expect(modal(page)).toContainText('简体中文');
    await expect(modal(page)).not.toContainText('zh-CN');
    await modal(page).getByRole('button', { name: /Cancel/ }).click();
    await expect(modal(page)).toHaveCount(0);
    await expect(notice(page).locator('.vp-notice-title')).toHaveText('Good to know');
    expect(await overlays.seen()).toEqual(['modal', 'notice']);
    expect(await overlays.both()).toBe(false);
  });

  test('switching language shows the notice of the page switched to, alone', async ({ docs, page }) => {
    const overlays = await watchOverlays(page);
    await docs.goto('en', '/guide/');
    await modal(page).getByRole('button', { name: /Switch to 简体中文/ }).click();
    await expect(page).toHaveURL(/\/zh\/guide\/$/);
    await expect(notice(page).locator('.vp-notice-title')).toHaveText('温馨提示');
    await expect(modal(page)).toHaveCount(0);
    expect(await overlays.both()).toBe(false);
  });

  test.describe('on a 375 × 812 phone', () => {
    test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

    test('the notice covers at most a quarter of the screen and its close button is a 44 px target', async ({ docs, page }) => {
      await docs.goto('en', '/guide/install/docker.html');
      await modal(page).getByRole('button', { name: /Cancel/ }).click();
      const box = (await notice(page).boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(812 / 4);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      expect(box.y + box.height).toBeLessThanOrEqual(812 + 1);
      // The page title stays readable above it.
      const h1 = (await page.locator('#docs-content h1, .vp-page-title h1').first().boundingBox())!;
      expect(h1.y + h1.height).toBeLessThanOrEqual(box.y);
      const close = (await notice(page).getByRole('button', { name: 'Close' }).boundingBox())!;
      expect(close.width).toBeGreaterThanOrEqual(44);
      expect(close.height).toBeGreaterThanOrEqual(44);
      // Every item stays reachable: the notice text scrolls inside the sheet.
      await notice(page).locator('.vp-notice-content li').last().scrollIntoViewIfNeeded();
      await expect(notice(page).locator('.vp-notice-content li').last()).toBeInViewport();
    });
  });
});

test.describe('on a 1440 px screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the notice leaves the whole "On this page" list in view (issue 34 item 9)', async ({ docs, page }) => {
    await docs.goto('en', '/config/configuration.html');
    await expect(notice(page)).toBeVisible();
    const box = (await notice(page).boundingBox())!;
    const toc = (await page.locator('#toc').boundingBox())!;
    // The TOC's box (its list scrolls inside) ends above the notice.
    expect(toc.y + toc.height).toBeLessThanOrEqual(box.y);
    await expect(page.locator('#toc .vp-toc-header')).toBeInViewport();
  });
});

test.describe('install command', () => {
  // Quiet: no overlay over the command.
  test.use({ quiet: true });

  const command = (origin: string) => `curl -fsSL ${origin}/v3.sh -o v3.sh && sudo bash v3.sh install`;
  const code = (page: Page) => page.locator('#docs-content pre code').filter({ hasText: 'v3.sh install' }).first();

  test('names the origin the page was opened on, not the configured hostname', async ({ docs, page }) => {
    // The server's public address is http://127.0.0.1:<port>; the reader opened it as localhost.
    await page.goto(`http://localhost:${port}/guide/install/script.html`);
    await docs.ready();
    await expect(code(page)).toHaveText(command(`http://localhost:${port}`));
    await docs.goto('zh', '/guide/install/script.html');
    await expect(code(page)).toHaveText(command(`http://127.0.0.1:${port}`));
    // Home (inline code) and changelog use the same mechanism.
    await page.goto(`http://localhost:${port}/`);
    await docs.ready();
    await expect(page.locator('#docs-content code').filter({ hasText: 'v3.sh install' })).toHaveText(command(`http://localhost:${port}`));
    await page.goto(`http://localhost:${port}/guide/changelog.html`);
    await docs.ready();
    await expect(page.locator('#docs-content pre code').filter({ hasText: 'v3.sh update' }).first()).toHaveText(`curl -fsSL http://localhost:${port}/v3.sh -o v3.sh && sudo bash v3.sh update`);
  });

  test('the script it names is served there', async ({ page }) => {
    const res = await page.request.get(`http://localhost:${port}/v3.sh`);
    expect(res.status()).toBe(200);
    expect(await res.text()).toMatch(/^#!/);
  });

  test('a static export built without a hostname shows the origin it is served from', async ({ docs, page }) => {
    await page.goto(`${EXPORT}/guide/install/script.html`);
    await docs.ready();
    await expect(code(page)).toHaveText(command(EXPORT));
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the prerendered command names the configured public address', async ({ page }) => {
      await page.goto(`http://localhost:${port}/guide/install/script.html`);
      await expect(code(page)).toHaveText(command(`http://127.0.0.1:${port}`));
    });

    // Issue 35 item 5: `curl -fsSL /v3.sh` runs nowhere. Issue 58 item 9: falling back to the AList
    // project's v3.sh ran a script whose uninstall deletes the data folder this site's script keeps,
    // so without a hostname the command shows a placeholder and the page says what to put there.
    test('a static export without a hostname prints a command that says what to replace (issue 35 item 5, issue 58 item 9; no FEATURES ID covers the install command)', async ({ page }) => {
      for (const prefix of ['', '/zh']) {
        await page.goto(`${EXPORT}${prefix}/guide/install/script.html`);
        await expect(code(page)).toHaveText(command('https://YOUR-DOCS-HOST'));
        await expect(page.locator('#docs-content')).toContainText(prefix ? '请把这一段换成本文档站的地址' : 'replace that part with the address of this documentation site');
        await page.goto(`${EXPORT}${prefix}/guide/install/docker.html`);
        const compose = page.locator('#docs-content pre code').filter({ hasText: 'docker-compose.yml -o' }).first();
        await expect(compose).toContainText('curl -fsSL https://alist.nn.ci/docker-compose.yml -o docker-compose.yml');
        await expect(page.locator('#docs-content a[href="/docker-compose.yml"]')).toHaveCount(1);
      }
      const served = await page.request.get(`${EXPORT}/docker-compose.yml`);
      expect(served.status()).toBe(200);
      expect(await served.text()).toContain('image: xhofe/alist:latest');
    });
  });
});
