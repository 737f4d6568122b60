import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

// Mermaid (WG-11), flowchart (WG-12), Chart.js / ECharts (WG-13), the loading ring (WG-23), lazy
// chunks and the chunk-failure banner. The fixture's /widgets/diagrams.html holds one of each.
const DIAGRAMS = '/widgets/diagrams.html';
const PLAIN = '/guide/install/docker.html';
// Matched at the start of a file name: a content hash can hold any letters.
const HEAVY = /\/(mermaid|flowchart|chart|echarts|cytoscape|katex|hls|mpegts|dash|ArtPlayer|CodeDemo)[^/]*$/i;

/** Every page of the shipped content with a mermaid fence. */
const MERMAID_PAGES = ['/guide/drivers/common.html', '/guide/advanced/ftp.html', '/guide/advanced/system_arch.html', '/guide/advanced/ipa.html', '/guide/advanced/offline-download.html', '/faq/why.html'];

/** Page time of the app mount and of the first match of each watched selector. */
async function watch(page: Page, selectors: Record<string, string>) {
  await page.addInitScript((sel: Record<string, string>) => {
    const w = window as unknown as { __t: Record<string, number> };
    w.__t = {};
    new MutationObserver(() => {
      if (document.querySelector('.theme-container:not(.prerendered) #docs-content')) w.__t.mounted ??= performance.now();
      for (const [k, s] of Object.entries(sel)) if (document.querySelector(s)) w.__t[k] ??= performance.now();
    }).observe(document, { subtree: true, childList: true });
  }, selectors);
  return async (k: string) => page.evaluate((key) => {
    const t = (window as unknown as { __t: Record<string, number> }).__t;
    return t[key] - t.mounted;
  }, k);
}

function jsAssets(page: Page) {
  const urls: string[] = [];
  const sizes = new Map<string, number>();
  page.on('response', async (r) => {
    const u = new URL(r.url());
    if (!u.pathname.startsWith('/assets/') || !u.pathname.endsWith('.js')) return;
    urls.push(u.pathname);
    sizes.set(u.pathname, (await r.body().catch(() => Buffer.alloc(0))).length);
  });
  return { urls, total: () => [...sizes.values()].reduce((a, b) => a + b, 0) };
}

test.describe('diagram widgets', () => {
  for (const lang of ['en', 'zh'] as const) {
    test(`WG-11 every shipped mermaid diagram renders (${lang})`, async ({ docs, page }) => {
      test.slow();
      for (const route of MERMAID_PAGES) {
        await docs.goto(lang, route);
        const placeholders = page.locator('#docs-content .vp-mermaid[data-widget="Mermaid"]');
        const n = await placeholders.count();
        expect(n, route).toBeGreaterThan(0);
        await expect(page.locator('#docs-content .vp-mermaid .mermaid-wrapper > svg'), route).toHaveCount(n, { timeout: 15_000 });
        await expect(page.locator('#docs-content .vp-mermaid .widget-error')).toHaveCount(0);
        await expect(placeholders.locator('> pre.widget-fallback').first()).toBeHidden();
        // The drawing holds the diagram's nodes, with their labels.
        expect(await placeholders.first().locator('svg .node').count(), route).toBeGreaterThan(1);
        await expect(placeholders.first().locator('svg')).toContainText(/\S/);
      }
    });
  }

  test('WG-11 drawn 800 ms after mount, with the title block and the theme variables; redrawn on colour change', async ({ docs, page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const t = await watch(page, { svg: '.mermaid-wrapper svg' });
    await docs.fixture(DIAGRAMS);
    const first = page.locator('.vp-mermaid').first();
    const svg = first.locator('.mermaid-wrapper svg');
    await expect(svg).toBeVisible({ timeout: 15_000 });
    expect(await t('svg')).toBeGreaterThanOrEqual(790);
    await expect(svg).toContainText('Fixture flow');
    await expect(svg.locator('text.flowchartTitleText')).toHaveText('Fixture flow');
    const style = () => svg.locator('style').first().textContent();
    expect(await style()).toContain('#4abf8a');
    expect(await style()).not.toContain('#389d70');
    // Natural width, not squeezed to the column (useMaxWidth: false).
    expect((await svg.getAttribute('style')) ?? '').not.toMatch(/max-width/);
    expect(await svg.getAttribute('width')).toMatch(/^\d+(\.\d+)?$/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect.poll(style).toContain('#389d70');
    await expect(page.locator('.vp-mermaid .mermaid-wrapper svg')).toHaveCount(2);
  });

  // Regression: issue 59 item 11, diagrams wider than the column were cut and scrolled sideways.
  test('WG-11 a diagram wider than the column is scaled to fit it @mobile', async ({ docs, page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await docs.fixture(DIAGRAMS);
    const wrapper = page.locator('.vp-mermaid .mermaid-wrapper').first();
    await expect(wrapper.locator('svg')).toBeVisible({ timeout: 15_000 });
    const fits = await wrapper.evaluate((w) => ({ scroll: w.scrollWidth <= w.clientWidth + 1, svg: w.querySelector('svg')!.getBoundingClientRect().width <= w.clientWidth + 1 }));
    expect(fits).toEqual({ scroll: true, svg: true });
  });

  test('WG-11 preview overlay and SVG download', async ({ docs, page }) => {
    await docs.fixture(DIAGRAMS);
    const first = page.locator('.vp-mermaid').first();
    await expect(first.locator('.mermaid-wrapper svg')).toBeVisible({ timeout: 15_000 });
    await first.getByRole('button', { name: 'Preview diagram' }).click();
    const overlay = page.getByRole('dialog', { name: 'Preview diagram' });
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveClass(/mermaid-preview/);
    await expect(overlay.locator('svg')).toContainText('Fixture flow');
    await overlay.click({ position: { x: 5, y: 5 } });
    await expect(overlay).toHaveCount(0);
    await first.getByRole('button', { name: 'Preview diagram' }).click();
    await expect(overlay).toBeVisible();
    // The dialog pattern: its close button has the focus; Esc closes it and the focus goes back.
    await expect(overlay.getByRole('button', { name: 'Close preview' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await expect(first.getByRole('button', { name: 'Preview diagram' })).toBeFocused();
    const [download] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: 'Download SVG' }).click()]);
    expect(download.suggestedFilename()).toBe('Fixture flow.svg');
    const body = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
    expect(body).toMatch(/^<svg[\s\S]*Fixture flow[\s\S]*<\/svg>$/);
  });

  test('WG-12 flowchart: drawn after 800 ms with its preset, node links, scale by width and colour mode', async ({ docs, page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 800 });
    const t = await watch(page, { flow: '.flowchart-wrapper svg' });
    await docs.fixture(DIAGRAMS);
    const [vue, ant] = [page.locator('.vp-flowchart').nth(0), page.locator('.vp-flowchart').nth(1)];
    const drawing = vue.locator('.flowchart-wrapper > svg');
    await expect(drawing).toBeVisible({ timeout: 15_000 });
    expect(await t('flow')).toBeGreaterThanOrEqual(790);
    await expect(drawing).toContainText('Begin');
    await expect(drawing).toContainText('Finish');
    await expect(vue.locator('> pre.widget-fallback')).toBeHidden();
    // `:>url` makes the node a link.
    expect(await drawing.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? a.getAttribute('xlink:href')))).toContain('/guide/first.html');
    await expect(vue.locator('.flowchart-wrapper')).toHaveAttribute('data-preset', 'vue');
    await expect(ant.locator('.flowchart-wrapper')).toHaveAttribute('data-preset', 'ant');
    await expect(ant.locator('.flowchart-wrapper > svg rect[fill="#595959"]').first()).toBeAttached();
    // 1280 px → 0.9; wider → 1; narrow phones → 0.8 (debounced resize).
    await expect(vue.locator('.flowchart-wrapper')).toHaveAttribute('data-scale', '0.9');
    await page.setViewportSize({ width: 1400, height: 800 });
    await expect(vue.locator('.flowchart-wrapper')).toHaveAttribute('data-scale', '1');
    await page.setViewportSize({ width: 400, height: 800 });
    await expect(vue.locator('.flowchart-wrapper')).toHaveAttribute('data-scale', '0.8');
    const stroke = () => drawing.locator('path[marker-end]').first().getAttribute('stroke');
    expect(await stroke()).toBe('#2c3e50');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(stroke).toBe('#9aa2ad');
  });

  test('WG-13 Chart.js draws its JSON config after 800 ms and redraws on colour change', async ({ docs, page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const t = await watch(page, { chart: '.chartjs-wrapper canvas[data-theme]' });
    await docs.fixture(DIAGRAMS);
    const chart = page.locator('.vp-chart[data-widget="ChartJS"]');
    const canvas = chart.locator('canvas');
    await expect(canvas).toHaveAttribute('data-theme', 'light', { timeout: 15_000 });
    expect(await t('chart')).toBeGreaterThanOrEqual(790);
    await expect(chart.locator('> pre.widget-fallback')).toBeHidden();
    const light = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL());
    // Something was drawn: the canvas is not blank.
    expect(await canvas.evaluate((c: HTMLCanvasElement) => c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data.some((v) => v !== 0))).toBe(true);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(canvas).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL())).not.toBe(light);
  });

  test('WG-13 ECharts draws its JSON option, follows the colour mode and the window size', async ({ docs, page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await docs.fixture(DIAGRAMS);
    const box = page.locator('.vp-chart[data-widget="ECharts"] .echarts-canvas');
    await expect(box).toHaveAttribute('data-theme', 'light', { timeout: 15_000 });
    await expect(box).toHaveAttribute('_echarts_instance_', /.+/);
    await expect(box.locator('canvas')).toBeVisible();
    await expect(page.locator('.vp-chart[data-widget="ECharts"] > pre.widget-fallback')).toBeHidden();
    const width = () => box.locator('canvas').evaluate((c) => c.getBoundingClientRect().width);
    const before = await width();
    await page.setViewportSize({ width: 700, height: 800 });
    await expect.poll(width).toBeLessThan(before);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(box).toHaveAttribute('data-theme', 'dark');
  });

  test('WG-23 widgets show the loading ring (48 px, stroke 20, wrapper twice as high) until they are ready', async ({ docs, page }) => {
    // Hold the mermaid library back so the ring stays up.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/mermaid\.core-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await docs.fixture(DIAGRAMS);
    const ring = page.locator('.vp-mermaid').first().getByRole('status');
    await expect(ring).toBeVisible();
    await expect(ring).toHaveCSS('height', '96px');
    await expect(ring.locator('svg')).toHaveAttribute('width', '48');
    await expect(ring.locator('circle')).toHaveAttribute('stroke-width', '20');
    release();
    await expect(page.locator('.vp-mermaid').first().locator('.mermaid-wrapper svg')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('.vp-mermaid').first().getByRole('status')).toHaveCount(0);
  });
});

test.describe('lazy widget chunks', () => {
  test('a plain doc page fetches no diagram, chart or player chunk on its first load', async ({ docs, page }) => {
    const js = jsAssets(page);
    await docs.goto('en', PLAIN);
    // Give the delayed enhancers (500 / 800 ms) time to run, then look at everything fetched.
    await expect(page.locator('.copy-code-button').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(js.urls.length).toBeGreaterThan(0);
    expect(js.urls.filter((u) => HEAVY.test(u))).toEqual([]);
    // Whatever the chunk names, no heavy library came along (each is well over 100 KB).
    expect(js.total()).toBeLessThan(400_000);
    // Nor the parts other pages need: home and 404 bodies, the widget host, the other language.
    expect(js.urls.filter((u) => /\/(HomeBody|NotFoundBody|WidgetHost|zh)-[\w-]+\.js$/.test(u))).toEqual([]);
  });

  test('a page with a diagram fetches the mermaid chunk', async ({ docs, page }) => {
    const js = jsAssets(page);
    await docs.goto('en', '/guide/advanced/system_arch.html');
    await expect(page.locator('.mermaid-wrapper svg').first()).toBeVisible({ timeout: 15_000 });
    expect(js.urls.some((u) => /\/Mermaid-[\w-]+\.js$/.test(u))).toBe(true);
    expect(js.urls.some((u) => /\/mermaid\.core-[\w-]+\.js$/.test(u))).toBe(true);
    // Only the libraries this page uses. Matched at the start of a file's name: a content hash can
    // hold any letters (chunk-POPQ4Y6H-Dm23xhLS.js matched /hls/i).
    expect(js.urls.filter((u) => /\/(hls|mpegts|dash|echarts|flowchart|chart-)[^/]*\.js$/i.test(u))).toEqual([]);
  });

  test('a chunk that fails to load raises the preload-failure banner with a reload, and the page stays', async ({ docs, page }) => {
    await page.route(/\/assets\/Mermaid-[\w-]+\.js$/, (route) => route.abort());
    await docs.fixture(DIAGRAMS);
    const banner = page.locator('.vp-preload-error');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('role', 'alert');
    await expect(banner).toContainText('Part of the site failed to load.');
    // The rest of the page is still there and working.
    await expect(page.getByRole('heading', { level: 1, name: 'Diagrams' })).toBeVisible();
    await expect(page.locator('.flowchart-wrapper svg').first()).toBeVisible();
    // The failed widget keeps its source and says so.
    await expect(page.locator('.vp-mermaid').first().locator('pre.widget-fallback')).toBeVisible();
    await page.unroute(/\/assets\/Mermaid-[\w-]+\.js$/);
    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
    await docs.ready();
    await expect(page.locator('.mermaid-wrapper svg').first()).toBeVisible();
    await expect(page.locator('.vp-preload-error')).toHaveCount(0);
  });
});
