import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ quiet: false });

const KEY = 'VUEPRESS_REDIRECT_STATUS';
const modal = (page: Page) => page.locator('.redirect-modal-wrapper');

test.describe('language redirect modal', () => {
  test.describe('browser prefers Chinese', () => {
    test.use({ locale: 'zh-CN' });

    test('LR-01 an English page offers the Chinese locale', async ({ docs, page }) => {
      await docs.goto('en', '/guide/');
      await expect(modal(page)).toBeVisible();
    });

    test('LR-01 a Chinese page asks nothing', async ({ docs, page }) => {
      await docs.goto('zh', '/guide/');
      await expect(page.locator('#docs-content')).toBeVisible();
      await expect(modal(page)).toHaveCount(0);
    });

    test('LR-02 an answer for this locale in session or local storage suppresses it', async ({ docs, page }) => {
      await page.addInitScript((k) => sessionStorage.setItem(k, '{"/":true}'), KEY);
      await docs.goto('en', '/guide/');
      await expect(page.locator('#docs-content')).toBeVisible();
      await expect(modal(page)).toHaveCount(0);
    });

    test('LR-02 a remembered answer in localStorage suppresses it too', async ({ docs, page }) => {
      await page.addInitScript((k) => localStorage.setItem(k, '{"/":true}'), KEY);
      await docs.goto('en', '/guide/');
      await expect(page.locator('#docs-content')).toBeVisible();
      await expect(modal(page)).toHaveCount(0);
    });

    // innerText: the strip also holds the short forms a phone shows (display: none at this width).
    test('LR-03 texts come in the target language first, then the current one, naming the language as site.yaml does', async ({ docs, page }) => {
      await docs.goto('en', '/guide/');
      await expect(modal(page).locator('.redirect-modal-content p')).toHaveText([
        '您的首选语言是 简体中文，是否切换到该语言？',
        'Your primary language is 简体中文, do you want to switch to it?',
      ], { useInnerText: true });
      await expect(modal(page).locator('button.redirect-modal-action.primary')).toHaveText('切换到 简体中文 / Switch to 简体中文');
      await expect(modal(page).locator('button.redirect-modal-action:not(.primary)')).toHaveText('取消 / Cancel');
      await expect(modal(page).locator('.redirect-modal-hint label')).toHaveText('记住我的选择 / Remember my choice', { useInnerText: true });
    });

    test('LR-04 switch replaces the route with the same page in Chinese and answers for the session', async ({ docs, page }) => {
      await page.goto('/guide/');
      await page.goto('/guide/install/docker.html#run-the-container');
      await docs.ready();
      const length = await page.evaluate(() => history.length);
      await expect(modal(page)).toBeVisible();
      // A hint, not a modal (issue 59 item 8): the page behind still scrolls.
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
      await modal(page).getByRole('button', { name: /Switch to 简体中文/ }).click();
      await expect(page).toHaveURL(/\/zh\/guide\/install\/docker\.html#run-the-container$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
      await expect(modal(page)).toHaveCount(0);
      expect(await page.evaluate(() => history.length)).toBe(length);
      expect(await page.evaluate((k) => sessionStorage.getItem(k), KEY)).toBe('{"/":true}');
      expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBeNull();
      await expect.poll(() => page.evaluate(() => document.body.style.overflow)).toBe('');
      await page.goBack();
      await expect(page).toHaveURL(/\/guide\/$/);
    });

    test('LR-04 tick remember + cancel: stays, stores {"/":true} locally, a new context is not asked', async ({ docs, page, browser }) => {
      await docs.goto('en', '/guide/');
      await modal(page).getByLabel(/Remember my choice/).check();
      await modal(page).getByRole('button', { name: /Cancel/ }).click();
      await expect(modal(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/guide\/$/);
      expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('{"/":true}');
      expect(await page.evaluate((k) => sessionStorage.getItem(k), KEY)).toBe('{"/":true}');
      const other = await browser.newContext({ locale: 'zh-CN', storageState: await page.context().storageState() });
      const second = await other.newPage();
      await second.goto(page.url());
      await expect(second.locator('.theme-container:not(.prerendered)')).toBeVisible();
      await expect(second.locator('.redirect-modal-wrapper')).toHaveCount(0);
      await other.close();
    });

    test('LR-04 cancel without remember asks again in a new session only', async ({ docs, page, browser }) => {
      await docs.goto('en', '/guide/');
      await modal(page).getByRole('button', { name: /Cancel/ }).click();
      await page.reload();
      await docs.ready();
      await expect(modal(page)).toHaveCount(0);
      const other = await browser.newContext({ locale: 'zh-CN', storageState: await page.context().storageState() });
      const second = await other.newPage();
      await second.goto(page.url());
      await expect(second.locator('.redirect-modal-wrapper')).toBeVisible();
      await other.close();
    });

    test('LR-04 a route change closes it unanswered', async ({ docs, page }) => {
      await docs.goto('en', '/guide/install/docker.html');
      await expect(modal(page)).toBeVisible();
      await page.keyboard.press('Alt+ArrowRight');
      await expect(page).not.toHaveURL(/docker\.html$/);
      await expect(modal(page)).toHaveCount(0);
      expect(await page.evaluate((k) => sessionStorage.getItem(k), KEY)).toBeNull();
    });

    test('LR-05 DOM: mask > wrapper > two paragraphs, remember checkbox, two actions', async ({ docs, page }) => {
      await docs.goto('en', '/guide/');
      const w = page.locator('.redirect-modal-mask > .redirect-modal-wrapper');
      await expect(w.locator('.redirect-modal-content p')).toHaveCount(2);
      await expect(w.locator('.redirect-modal-hint input#remember-redirect[type=checkbox]')).not.toBeChecked();
      await expect(w.locator('button.redirect-modal-action')).toHaveCount(2);
      // Regression: issue 59 item 8, a blocking modal that Esc did not close. Now a region that
      // takes no focus and blocks nothing; Esc dismisses it as Cancel.
      await expect(w).toHaveAttribute('role', 'region');
      await expect(w.locator('button.redirect-modal-action.primary')).not.toBeFocused();
      await page.locator('#docs-content h1, .vp-page-title h1').first().click();
      await page.keyboard.press('Escape');
      await expect(w).toHaveCount(0);
      expect(await page.evaluate((k) => sessionStorage.getItem(k), KEY)).toBe('{"/":true}');
    });

    test('LR-05 mobile: the modal fits the screen @mobile', async ({ docs, page }) => {
      await docs.goto('en', '/guide/');
      const box = (await modal(page).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    });

    test('LR-06 the status lives under VUEPRESS_REDIRECT_STATUS; the rc.0 session key is not used', async ({ docs, page }) => {
      await page.addInitScript(() => sessionStorage.setItem('VUEPRESS_REDIRECT_LOCALES', '{"/":true}'));
      await docs.goto('en', '/guide/');
      await expect(modal(page)).toBeVisible();
      await modal(page).getByRole('button', { name: /Cancel/ }).click();
      expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('VUEPRESS_REDIRECT')).sort())).toEqual([
        'VUEPRESS_REDIRECT_LOCALES',
        'VUEPRESS_REDIRECT_STATUS',
      ]);
    });
  });

  test.describe('browser prefers English', () => {
    test.use({ locale: 'en-US' });

    test('LR-01 an English reader on English pages is not asked', async ({ docs, page }) => {
      await docs.goto('en', '/guide/');
      await expect(page.locator('#docs-content')).toBeVisible();
      await expect(modal(page)).toHaveCount(0);
    });

    test('LR-03 on a Chinese page the English texts come first', async ({ docs, page }) => {
      await docs.goto('zh', '/guide/');
      await expect(modal(page).locator('.redirect-modal-content p').first()).toHaveText('Your primary language is English, do you want to switch to it?', { useInnerText: true });
      await expect(modal(page).locator('button.redirect-modal-action.primary')).toHaveText('Switch to English / 切换到 English');
      await expect(modal(page).locator('button.redirect-modal-action:not(.primary)')).toHaveText('Cancel / 取消');
    });
  });
});
