import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';

// Serious findings inside the rendered Markdown that come from the renderer's HTML (cli/render), not from
// the shell: header anchors are aria-hidden yet focusable, and scrolling code blocks are not focusable.
// They are reported as annotations; empty this list once the renderer emits `tabindex="-1"` on the
// anchors and `tabindex="0"` on scrolling <pre> blocks.
const RENDERER_OWNED = new Set<string>();

const serious = (v: { impact?: string | null }) => v.impact === 'serious' || v.impact === 'critical';
const describe = (v: { id: string; nodes: { target: unknown[] }[] }) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`;

const pages = [
  ['en', '/'],
  ['en', '/guide/install/docker.html'],
  ['zh', '/'],
  ['zh', '/guide/install/docker.html'],
] as const;

test.describe('accessibility', () => {
  for (const [locale, path] of pages) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`axe: ${locale} ${path} (${scheme}) has no serious or critical violations @mobile`, async ({ docs, page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await docs.goto(locale, path);
        // The shell: everything except the rendered Markdown, every rule.
        const shell = await new AxeBuilder({ page }).exclude('#docs-content').analyze();
        expect(shell.violations.filter(serious).map(describe)).toEqual([]);
        // The rendered Markdown: every rule except the renderer-owned ones, which are annotated.
        const content = await new AxeBuilder({ page }).include('#docs-content').analyze();
        const found = content.violations.filter(serious);
        for (const v of found.filter((v) => RENDERER_OWNED.has(v.id))) test.info().annotations.push({ type: 'renderer', description: describe(v) });
        expect(found.filter((v) => !RENDERER_OWNED.has(v.id)).map(describe)).toEqual([]);
      });
    }
  }

  test('landmarks: one banner, navigation, main and a complementary sidebar', async ({ docs, page }) => {
    await docs.goto('en', '/guide/install/docker.html');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  });

  test('focus is visible on keyboard focus', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
  });

  test('with reduced motion, transitions are switched off', async ({ docs, page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await docs.goto('en', '/guide/');
    await expect(page.locator('#navbar')).toHaveCSS('transition-duration', '0s');
  });
});
