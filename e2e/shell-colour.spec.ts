import type { Page } from '@playwright/test';
import { expect, SCHEME_KEY, test } from './fixtures';

const switchButton = (page: Page) => page.locator('#appearance-switch');

/** Serve pages whose inlined site config says `darkmode: <mode>`. */
async function withDarkmode(page: Page, mode: string) {
  // The site's configuration comes in the locale's common file.
  await page.route('**/_data/common/**', async (route) => {
    const res = await route.fetch();
    const body = (await res.text()).replace('"darkmode":"switch"', `"darkmode":"${mode}"`);
    await route.fulfill({ response: res, body });
  });
}

/** Start the next page load with this stored status. */
async function stored(page: Page, value: string) {
  await page.addInitScript(([k, v]) => localStorage.getItem(k) ?? localStorage.setItem(k, v), [SCHEME_KEY, value]);
}

test.describe('colour mode', () => {
  test('CM-01 with nothing stored the OS preference decides (switch mode)', async ({ docs, page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await docs.goto('en', '/guide/');
    await expect(docs.theme()).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate((k) => localStorage.getItem(k), SCHEME_KEY)).toBeNull();
  });

  // From auto a click goes to the mode not shown (issue 20), so with an OS in dark mode it is light.
  test('CM-02 one click from auto (OS dark) stores plain "light"', async ({ docs, page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await docs.goto('en', '/guide/');
    await switchButton(page).click();
    expect(await page.evaluate((k) => localStorage.getItem(k), SCHEME_KEY)).toBe('light');
  });

  // Regression (issue 20): auto → light on a light OS changed nothing visible on the first click.
  test('CM-02 the first click from auto changes data-theme whatever the OS mode', async ({ docs, page }) => {
    for (const os of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: os });
      await page.evaluate((k) => localStorage.removeItem(k), SCHEME_KEY).catch(() => undefined);
      await docs.goto('en', '/guide/');
      await expect(docs.theme()).toHaveAttribute('data-theme', os);
      await switchButton(page).click();
      await expect(docs.theme()).toHaveAttribute('data-theme', os === 'light' ? 'dark' : 'light');
      await page.evaluate((k) => localStorage.removeItem(k), SCHEME_KEY);
    }
  });

  test('CM-03 switch cycles light → dark → auto → light showing exactly one icon', async ({ docs, page }) => {
    // OS dark: from auto the next mode is light, which closes the cycle.
    await page.emulateMedia({ colorScheme: 'dark' });
    await stored(page, 'light');
    await docs.goto('en', '/guide/');
    const button = switchButton(page);
    for (const next of ['dark', 'auto', 'light']) {
      await button.click();
      expect(await page.evaluate((k) => localStorage.getItem(k), SCHEME_KEY)).toBe(next);
      await expect(button.locator('svg:visible')).toHaveCount(1);
      await expect(button.locator(`svg.${next}-icon`)).toHaveCSS('display', 'block');
    }
    await expect(docs.theme()).toHaveAttribute('data-theme', 'light');
  });

  test('CM-04 toggle mode flips light ↔ dark and turns auto into light first', async ({ docs, page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await withDarkmode(page, 'toggle');
    await docs.goto('en', '/guide/');
    // auto counts as light in toggle mode, whatever the OS says
    await expect(docs.theme()).toHaveAttribute('data-theme', 'light');
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      await switchButton(page).click();
      seen.push((await page.evaluate((k) => localStorage.getItem(k), SCHEME_KEY)) ?? '');
    }
    expect(seen).toEqual(['light', 'dark', 'light']);
  });

  test('CM-05 the inline head script applies a stored dark mode before first paint', async ({ docs, page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript((k) => {
      localStorage.setItem(k, 'dark');
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __atDcl: string | null }).__atDcl = document.documentElement.getAttribute('data-theme');
      });
    }, SCHEME_KEY);
    await docs.goto('en', '/guide/');
    expect(await page.evaluate(() => (window as unknown as { __atDcl: string | null }).__atDcl)).toBe('dark');
    // Without the app bundle at all, the head script alone already set it.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/guide/install/docker.html');
    await expect(docs.theme()).toHaveAttribute('data-theme', 'dark');
  });

  test('CM-06 with status auto an OS change applies live, without reload', async ({ docs, page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await docs.goto('en', '/guide/');
    await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(docs.theme()).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(docs.theme()).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
  });

  test('CM-07 darkmode enable forces dark and hides the switch', async ({ docs, page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await stored(page, 'light');
    await withDarkmode(page, 'enable');
    await docs.goto('en', '/guide/');
    await expect(docs.theme()).toHaveAttribute('data-theme', 'dark');
    await expect(switchButton(page)).toHaveCount(0);
  });

  test('CM-07 darkmode disable forces light and hides the switch', async ({ docs, page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await stored(page, 'dark');
    await withDarkmode(page, 'disable');
    await docs.goto('en', '/guide/');
    await expect(docs.theme()).toHaveAttribute('data-theme', 'light');
    await expect(switchButton(page)).toHaveCount(0);
  });

  test('CM-08 with reduced motion the mode changes within one frame of the click', async ({ docs, page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await stored(page, 'light');
    await docs.goto('en', '/guide/');
    const after = await page.evaluate(async () => {
      (document.getElementById('appearance-switch') as HTMLButtonElement).click();
      await new Promise((r) => requestAnimationFrame(r));
      return document.documentElement.getAttribute('data-theme');
    });
    expect(after).toBe('dark');
  });

  test('CM-08 without reduced motion a 400 ms circular reveal starts at the click point', async ({ docs, page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
    await stored(page, 'light');
    await page.addInitScript(() => {
      const calls: { clipPath: string[]; duration: unknown; pseudo: unknown }[] = [];
      (window as unknown as { __anims: typeof calls }).__anims = calls;
      const original = Element.prototype.animate;
      Element.prototype.animate = function (keyframes, options) {
        const k = keyframes as { clipPath?: string[] };
        const o = options as KeyframeAnimationOptions;
        if (k && k.clipPath) calls.push({ clipPath: k.clipPath, duration: o?.duration, pseudo: o?.pseudoElement });
        return original.call(this, keyframes, options);
      };
    });
    await docs.goto('en', '/guide/');
    const box = (await switchButton(page).boundingBox())!;
    const [x, y] = [Math.round(box.x + 5), Math.round(box.y + 5)];
    await page.mouse.click(x, y);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __anims: unknown[] }).__anims.length)).toBe(1);
    const anim = await page.evaluate(() => (window as unknown as { __anims: { clipPath: string[]; duration: number; pseudo: string }[] }).__anims[0]);
    expect(anim.duration).toBe(400);
    expect(anim.pseudo).toBe('::view-transition-new(root)');
    expect(anim.clipPath[0]).toBe(`circle(0px at ${x}px ${y}px)`);
    const radius = Math.hypot(Math.max(x, 1280 - x), Math.max(y, 800 - y));
    expect(anim.clipPath[1]).toBe(`circle(${radius}px at ${x}px ${y}px)`);
    await expect(docs.theme()).toHaveAttribute('data-theme', 'dark');
  });

  test('CM-09 each change is visible to widgets observing <html data-theme>', async ({ docs, page }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await stored(page, 'light');
    await docs.goto('en', '/guide/');
    await page.evaluate(() => {
      const seen: (string | null)[] = [];
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => seen.push(document.documentElement.getAttribute('data-theme'))).observe(document.documentElement, { attributeFilter: ['data-theme'] });
    });
    await switchButton(page).click(); // dark
    await switchButton(page).click(); // auto (OS light)
    await expect.poll(() => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual(['dark', 'light']);
  });

  test('CM-10 printing forces light and restores the mode afterwards', async ({ docs, page }) => {
    await stored(page, 'dark');
    await docs.goto('en', '/guide/');
    await expect(docs.theme()).toHaveAttribute('data-theme', 'dark');
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(docs.theme()).toHaveAttribute('data-theme', 'light');
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await expect(docs.theme()).toHaveAttribute('data-theme', 'dark');
  });

  test('CM-11 desktop: one switch button in the navbar end, hidden in mobile', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await expect(page.locator('.vp-navbar-end .nav-item.hide-in-mobile > button#appearance-switch')).toBeVisible();
    await expect(page.locator('.appearance-wrapper')).toHaveCount(0);
  });

  test('CM-11 mobile: the switch lives in the menu under "Theme Mode" / "外观" @mobile', async ({ docs, page, isMobile }) => {
    test.skip(!isMobile, 'mobile layout only');
    await stored(page, 'light');
    await docs.goto('en', '/guide/');
    await expect(switchButton(page)).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation menu' }).click();
    await expect(page.locator('.appearance-wrapper label.appearance-title')).toHaveText('Theme Mode');
    await page.locator('.appearance-wrapper button').click();
    await expect(docs.theme()).toHaveAttribute('data-theme', 'dark');
    await docs.goto('zh', '/guide/');
    await page.getByRole('button', { name: '切换导航菜单' }).click();
    await expect(page.locator('.appearance-wrapper label.appearance-title')).toHaveText('外观');
  });
});
