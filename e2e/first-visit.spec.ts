import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A first visit (nothing answered, nothing closed): the notice and the language hint cover nothing
// and block nothing, at any width; and the install command names the address the reader has open.

test.use({ quiet: false });

const port = Number(process.env.DOCS_E2E_PORT ?? 4173);
const EXPORT = `http://127.0.0.1:${port + 2}`;
const modal = (page: Page) => page.locator('.redirect-modal-wrapper');
const notice = (page: Page) => page.locator('.vp-notice-wrapper');

/** Whether anything fixed or sticky lies over the centre of a text block of the main column's first screen. */
const covered = (page: Page) =>
  page.evaluate(() => {
    const main = document.getElementById('main-content')!;
    const hits: string[] = [];
    for (const block of main.querySelectorAll<HTMLElement>('h1, h2, p, li, .vp-hero-action')) {
      const r = block.getBoundingClientRect();
      if (!r.width || r.top < 0 || r.bottom > innerHeight) continue;
      const top = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
      if (!top || main.contains(top)) continue;
      for (let el: Element | null = top; el; el = el.parentElement)
        if (['fixed', 'sticky'].includes(getComputedStyle(el).position)) {
          hits.push(`${el.className} over ${block.tagName} "${(block.textContent ?? '').trim().slice(0, 30)}"`);
          break;
        }
    }
    return hits;
  });

// Regression: issue 59 items 1 and 8. The notice covered the home tagline and the main column at
// 1024 px and hid the home buttons at 375 px; the language question was a blocking modal.
for (const width of [1440, 1024, 375]) {
  test.describe(`a first visit at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the notice sits in the page: it covers nothing, the home buttons and the page title stay in view', async ({ docs, page }) => {
      await docs.goto('en', '/');
      await expect(notice(page)).toBeVisible();
      await expect(page.locator('.vp-hero-action').first()).toBeInViewport();
      expect(await covered(page)).toEqual([]);
      await docs.goto('en', '/config/configuration.html');
      await expect(notice(page)).toBeVisible();
      await expect(page.locator('#docs-content h1, .vp-page-title h1').first()).toBeInViewport();
      expect(await covered(page)).toEqual([]);
    });
  });
}

test.describe('first visit with a foreign browser language', () => {
  test.use({ locale: 'zh-CN' });

  test('the language hint blocks nothing: the notice shows with it, the page scrolls, the hint closes with Esc', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await expect(modal(page)).toBeVisible();
    await expect(modal(page)).toContainText('简体中文');
    await expect(modal(page)).not.toContainText('zh-CN');
    await expect(notice(page).locator('.vp-notice-title')).toHaveText('Good to know');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    // The page under it takes clicks and the keyboard as usual.
    await page.locator('#main-content').getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(notice(page)).toBeVisible();
  });

  test('switching language shows the notice of the page switched to', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await modal(page).getByRole('button', { name: /Switch to 简体中文/ }).click();
    await expect(page).toHaveURL(/\/zh\/guide\/$/);
    await expect(notice(page).locator('.vp-notice-title')).toHaveText('温馨提示');
    await expect(modal(page)).toHaveCount(0);
  });
});

// The hint's text was cut with an ellipsis at 375 px ("Your primary language is English, do you
// want to switch…", "Remember my ch…"): on a phone, every text it shows is whole and every control
// lies inside the window, in both colour modes.
test.describe('a Chinese page in an English browser on a phone', () => {
  test.use({ locale: 'en-US', isMobile: true, hasTouch: true });

  for (const width of [320, 375]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`the language hint shows all its text and buttons at ${width} px, ${colorScheme}`, async ({ docs, page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme });
        await docs.goto('zh', '/guide/');
        await expect(modal(page)).toBeVisible();
        await expect(modal(page)).toContainText('English');
        const parts = await modal(page).evaluate((box) =>
          [...box.querySelectorAll<HTMLElement>('p, label, label > span, .redirect-modal-action, input')]
            // What is drawn: not the hidden half (display: none) nor the visually hidden other language.
            .filter((el) => el.getClientRects().length > 0 && !el.closest('.redirect-modal-other'))
            .map((el) => {
              const r = el.getBoundingClientRect();
              return { text: el.innerText, clipped: el.scrollWidth > el.clientWidth, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
            }),
        );
        expect(parts.map((p) => p.text)).toContain('Read this site in English?');
        const strip = (await modal(page).boundingBox())!;
        for (const part of parts) {
          expect(part.clipped, `"${part.text}" is cut`).toBe(false);
          expect(part.left, `"${part.text}" starts inside the window`).toBeGreaterThanOrEqual(0);
          expect(part.right, `"${part.text}" ends inside the window`).toBeLessThanOrEqual(width);
          expect(part.top, `"${part.text}" is inside the strip`).toBeGreaterThanOrEqual(strip.y);
          expect(part.bottom, `"${part.text}" is inside the strip`).toBeLessThanOrEqual(strip.y + strip.height);
        }
        for (const name of ['Switch to English', 'Cancel']) await expect(modal(page).getByRole('button', { name })).toBeInViewport({ ratio: 1 });
        // The short question names the strip for screen readers too.
        await expect(page.getByRole('region', { name: 'Read this site in English?' })).toBeVisible();
      });
    }
  }
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
