import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

// Copy buttons (WG-05, WG-06) and the image viewer (WG-07, WG-08, KB-07) on the fixture's
// /widgets/content.html: a bash block with `$ ` / `> ` prompts, a JSON block, three viewable images,
// one inside a link and one marked `no-view`.
const CONTENT = '/widgets/content.html';

/** Record, in page time, when the app mounted and when selectors first matched / stopped matching. */
async function watch(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __t: Record<string, number> };
    w.__t = {};
    const mark = (k: string) => (w.__t[k] ??= performance.now());
    new MutationObserver(() => {
      if (document.querySelector('.theme-container:not(.prerendered) #docs-content')) mark('mounted');
      if (document.querySelector('.copy-code-button')) mark('button');
      if (document.querySelector('.copy-code-button.copied')) mark('copied');
      else if (w.__t.copied) mark('uncopied');
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  return (k: string) => page.evaluate((key) => (window as unknown as { __t: Record<string, number> }).__t[key], k);
}

test.describe('copy code', () => {
  test('WG-05 a labelled button appears before each code block 500 ms after mount, once', async ({ docs, page }) => {
    const t = await watch(page);
    await docs.fixture(CONTENT);
    const blocks = page.locator('#docs-content div[class*="language-"]');
    const n = await blocks.count();
    expect(n).toBeGreaterThanOrEqual(4);
    await expect(page.locator('.copy-code-button')).toHaveCount(n);
    const waited = (await t('button')) - (await t('mounted'));
    // The 500 ms timer starts in the mount's own effects; the observer's mark comes at the end of that
    // task, up to ~100 ms later on a busy machine. Without the delay the button would follow the mark
    // within a frame or two, so 400 still proves it.
    expect(waited).toBeGreaterThanOrEqual(400);
    expect(waited).toBeLessThan(3000);
    // Each button sits right before its pre, with the icon, label and "copied" text.
    const shapes = await blocks.evaluateAll((els) =>
      els.map((el) => {
        const pre = el.querySelector('pre')!;
        const b = pre.previousElementSibling as HTMLElement;
        return `${b.className}|${b.getAttribute('aria-label')}|${b.dataset.copied}|${!!b.querySelector('div.copy-icon')}|${pre.classList.contains('copy-code-registered')}`;
      }),
    );
    expect(new Set(shapes)).toEqual(new Set(['copy-code-button|Copy code|Copied|true|true']));
    // Idempotent across a navigation away and back (the content is re-rendered, one button each).
    await page.getByRole('link', { name: 'Guide', exact: true }).first().click();
    await expect(page).toHaveURL(/\/guide\/$/);
    await page.goBack();
    await expect(page.locator('#docs-content .copy-code-button')).toHaveCount(n);
    await page.waitForFunction(() => document.querySelectorAll('#docs-content pre').length > 0);
    expect(await page.locator('#docs-content pre').evaluateAll((ps) => ps.filter((p) => p.previousElementSibling?.classList.contains('copy-code-button')).length)).toBe(n);
  });

  test('WG-05 Chinese labels', async ({ docs, page }) => {
    await docs.goto('zh', '/guide/install/docker.html');
    const button = page.locator('.copy-code-button').first();
    await expect(button).toHaveAttribute('aria-label', '复制代码');
    await expect(button).toHaveAttribute('data-copied', '已复制');
  });

  test('WG-05 not shown at 419 px and below @mobile', async ({ docs, page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await docs.fixture(CONTENT);
    await expect(page.locator('.copy-code-button')).not.toHaveCount(0);
    await expect(page.locator('.copy-code-button').first()).toBeHidden();
    await page.setViewportSize({ width: 420, height: 800 });
    await expect(page.locator('.copy-code-button').first()).toBeVisible();
  });

  test('WG-06 a click copies the code without shell prompts and shows "copied" for 2000 ms', async ({ docs, page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const t = await watch(page);
    await docs.fixture(CONTENT);
    const bash = page.locator('#docs-content div.language-bash').filter({ hasText: 'ls -la' });
    await bash.hover();
    const button = bash.getByRole('button', { name: 'Copy code' });
    await button.click();
    await expect(button).toHaveClass(/\bcopied\b/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ls -la\necho hi\nplain line\n');
    const after = await button.evaluate((b) => getComputedStyle(b, '::after').content);
    expect(after).toBe('"Copied"');
    await expect(button).not.toHaveClass(/\bcopied\b/, { timeout: 5000 });
    const shown = (await t('uncopied')) - (await t('copied'));
    expect(shown).toBeGreaterThanOrEqual(1950);
    expect(shown).toBeLessThan(2600);
    await expect(button).not.toBeFocused();
    // Other languages are copied as they are.
    const json = page.locator('#docs-content div.language-json');
    await json.hover();
    await json.getByRole('button', { name: 'Copy code' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('{"copy": "me"}\n');
  });
});

/** Click an image until the viewer opens (images become viewable 800 ms after the content shows). */
async function open(page: Page, name: string, dialogName = 'Image viewer') {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(async () => {
    await page.getByRole('img', { name, exact: true }).click();
    await expect(dialog).toBeVisible({ timeout: 500 });
  }).toPass();
  return dialog;
}

test.describe('image viewer', () => {
  test('WG-07 images in the content are viewable, except linked ones and no-view ones', async ({ docs, page }) => {
    await docs.fixture(CONTENT);
    const dialog = page.getByRole('dialog', { name: 'Image viewer' });
    await open(page, 'Beta');
    // The gallery holds the viewable images in page order (Alpha, Beta, Gamma and the logo of the
    // card without a link): not the linked image, not the `no-view` one.
    await expect(dialog.locator('.pswp__counter')).toHaveText('2 / 4');
    await page.keyboard.press('Escape');
    // A linked image navigates instead.
    await page.getByRole('img', { name: 'Linked' }).click();
    await expect(page).toHaveURL(/\/guide\/$/);
    await expect(dialog).toHaveCount(0);
  });

  test('WG-08 KB-07 open at the clicked image, arrows move with wrap-around, Esc and the close button close', async ({ docs, page }) => {
    await docs.fixture(CONTENT);
    const dialog = await open(page, 'Alpha');
    await expect(dialog).toHaveClass(/pswp--open/);
    const shown = dialog.locator('img.pswp__img');
    await expect(shown).toHaveAttribute('src', /\/img\/widgets\/a\.svg$/);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Download Image' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Switch to full screen' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(shown).toHaveAttribute('src', /b\.svg$/);
    await expect(shown).toHaveAttribute('alt', 'Beta');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(shown).toHaveAttribute('src', /c\.svg$/);
    await expect(dialog.locator('.pswp__counter')).toHaveText('3 / 4');
    await dialog.getByRole('button', { name: 'Next (arrow right)' }).click();
    await expect(shown).toHaveAttribute('src', /\/logo\.svg$/);
    await dialog.getByRole('button', { name: 'Next (arrow right)' }).click();
    await expect(shown).toHaveAttribute('src', /a\.svg$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('img', { name: 'Gamma' }).click();
    await expect(dialog.locator('.pswp__counter')).toHaveText('3 / 4');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('WG-08 the wheel (page scroll) closes the viewer', async ({ docs, page }) => {
    await docs.fixture(CONTENT);
    const dialog = await open(page, 'Alpha');
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 200);
    await expect(dialog).toHaveCount(0);
  });

  test('WG-08 Chinese labels', async ({ docs, page }) => {
    await docs.fixture('/zh/widgets/');
    const dialog = await open(page, '示意图', '图片查看器');
    for (const name of ['关闭', '下载图片', '切换全屏']) await expect(dialog.getByRole('button', { name })).toBeVisible();
    // A single image has no arrows.
    await expect(dialog.getByRole('button', { name: /上一个|下一个/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('WG-08 the viewer chunk is fetched on the first image click only', async ({ docs, page }) => {
    const chunks: string[] = [];
    page.on('request', (r) => r.url().includes('/assets/') && chunks.push(r.url()));
    await docs.fixture(CONTENT);
    await expect(page.locator('.copy-code-button').first()).toBeAttached();
    expect(chunks.filter((u) => /imageViewer/.test(u))).toEqual([]);
    await open(page, 'Alpha');
    expect(chunks.some((u) => /imageViewer-[\w-]+\.js$/.test(u))).toBe(true);
  });
});
