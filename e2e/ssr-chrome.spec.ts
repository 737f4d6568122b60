// Issue 19: the server draws the whole page chrome, so the first paint (or a reader without
// JavaScript) sees the final page, and the app takes it over without anything moving.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// A first visit, as the page without JavaScript is: the notice sits in the main column of both
// (issue 59 item 1), so nothing may move when the app mounts; its pixels are masked below.
test.use({ quiet: false });

const PAGES = [
  { kind: 'home', path: '/' },
  { kind: 'doc', path: '/guide/install/docker.html' },
  { kind: 'driver', path: '/guide/drivers/115.html' },
  { kind: 'API', path: '/guide/api/fs.html' },
  { kind: 'tool', path: '/tool/baidu/' },
  { kind: '404', path: '/no-such-page.html' },
];
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
];
const LANGS = [
  { name: 'en', prefix: '' },
  { name: 'zh', prefix: '/zh' },
];

/** The parts whose place must not change when the app mounts. */
const PARTS = {
  h1: 'main h1',
  paragraph: 'main :is(#docs-content > p, #main-description, .error-hint)',
  navbar: '#navbar',
  activeSidebarItem: '#sidebar .vp-sidebar-link.active',
  toc: '#toc',
};
/** Overlays and controls that only work with scripts (hidden without them): masked in the pixel check. */
// The API selector and the comment box are script widgets (their place is kept, see the box checks).
const MASKED = ['.api-select-slot', '.comments-slot', '#comment', '.vp-notice-wrapper', '.vp-notice-mask', '.redirect-modal', '.search-button', '.appearance-switch', '.toggle-sidebar-wrapper', '.back-button', '.error-hints'];

type Box = { x: number; y: number; width: number; height: number } | null;

async function boxes(page: Page): Promise<Record<string, Box>> {
  return page.evaluate((parts) => {
    const out: Record<string, Box> = {};
    for (const [name, sel] of Object.entries(parts)) {
      const el = document.querySelector(sel);
      const r = el?.getBoundingClientRect();
      out[name] = r ? { x: r.x, y: r.y, width: r.width, height: r.height } : null;
    }
    return out;
  }, PARTS);
}

/** Fonts loaded and, where scripts run, two frames painted (a page without scripts runs no frame callbacks). */
async function settle(page: Page, scripts: boolean) {
  await page.evaluate(() => document.fonts.ready);
  if (scripts) await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function shot(page: Page): Promise<Buffer> {
  return page.screenshot({ animations: 'disabled', mask: MASKED.map((s) => page.locator(s)), maskColor: '#ff00ff' });
}

/** Share of pixels that differ between two same-sized PNGs, counted in a canvas. */
async function pixelDiff(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return page.evaluate(
    async ([a, b]) => {
      const load = async (src: string) => {
        const img = new Image();
        img.src = `data:image/png;base64,${src}`;
        await img.decode();
        const c = document.createElement('canvas');
        c.width = img.width;
        c.height = img.height;
        const g = c.getContext('2d')!;
        g.drawImage(img, 0, 0);
        return g.getImageData(0, 0, c.width, c.height).data;
      };
      const [x, y] = [await load(a), await load(b)];
      if (x.length !== y.length) return 1;
      let diff = 0;
      for (let i = 0; i < x.length; i += 4) {
        if (Math.abs(x[i] - y[i]) + Math.abs(x[i + 1] - y[i + 1]) + Math.abs(x[i + 2] - y[i + 2]) > 24) diff++;
      }
      return diff / (x.length / 4);
    },
    [a.toString('base64'), b.toString('base64')],
  );
}

/** A context without JavaScript that, like the fixture, never reaches past 127.0.0.1. */
async function noScript(browser: Browser, viewport: { width: number; height: number }, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL });
  await context.route((url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost', (route) => route.abort());
  return context;
}

for (const target of PAGES) {
  for (const vp of VIEWPORTS) {
    test(`${target.kind} page at ${vp.width} px: h1, paragraph, navbar, sidebar item and TOC stay put and the pixels match when the app mounts (en, zh)`, async ({ browser, page, docs, baseURL }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(vp);
      // The language question answered (a card the app adds on a Chinese page in an English browser).
      await page.addInitScript(() => sessionStorage.setItem('VUEPRESS_REDIRECT_STATUS', JSON.stringify({ '/': true, '/zh/': true })));
      // A short page brings its comment box into view at once; the comment service is not part of this.
      await page.route((url) => url.hostname === 'giscus.app', (route) => route.abort());
      const bare = await noScript(browser, vp, baseURL!);
      const still = await bare.newPage();
      for (const lang of LANGS) {
        const path = target.kind === 'home' ? `${lang.prefix}/` : lang.prefix + target.path;
        await still.goto(path);
        await settle(still, false);
        const before = await boxes(still);
        const beforeShot = await shot(still);

        await page.goto(path);
        await docs.ready();
        await page.waitForLoadState('networkidle');
        // Script widgets finish after the network is idle on a busy machine: wait for the API selector
        // to mount (attached, not visible: on a phone it sits in the closed sidebar).
        if (await page.locator('.api-select-slot').count()) await expect(page.locator('.api-select-slot select').first()).toBeAttached();
        await settle(page, true);
        const after = await boxes(page);
        const afterShot = await shot(page);

        expect(before.h1, `${path}: the server draws the h1`).not.toBeNull();
        expect(before.navbar, `${path}: the server draws the navbar`).not.toBeNull();
        if (['doc', 'driver', 'API'].includes(target.kind)) {
          expect(before.activeSidebarItem, `${path}: the server marks the active sidebar item`).not.toBeNull();
        }
        for (const name of Object.keys(PARTS)) {
          const [b, a] = [before[name], after[name]];
          expect(a === null, `${path} ${vp.name}: ${name} present in both or neither`).toBe(b === null);
          if (!a || !b) continue;
          for (const k of ['x', 'y', 'width', 'height'] as const) {
            expect(Math.abs(a[k] - b[k]), `${path} ${vp.name}: ${name}.${k} was ${b[k]}, is ${a[k]}`).toBeLessThanOrEqual(1);
          }
        }
        const diff = await pixelDiff(page, beforeShot, afterShot);
        expect(diff, `${path} ${vp.name}: share of pixels that changed when the app mounted`).toBeLessThan(0.01);
      }
      await bare.close();
    });
  }
}

test('without JavaScript, a sidebar link, the next link and the breadcrumb each reach their page', async ({ browser, baseURL }) => {
  const bare = await noScript(browser, { width: 1440, height: 900 }, baseURL!);
  const page = await bare.newPage();
  await page.goto('/guide/install/docker.html');
  const link = page.locator('#sidebar .vp-sidebar-link:not(.active):not(.vp-heading)[href$=".html"]').first();
  const target = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(target);
  await expect(page.locator('#sidebar .vp-sidebar-link.active')).toHaveAttribute('href', target);

  const next = page.locator('.vp-page-nav-link.next');
  const nextHref = (await next.getAttribute('href'))!;
  await next.click();
  await expect(page).toHaveURL(nextHref);
  await expect(page.locator('#sidebar .vp-sidebar-link.active')).toHaveAttribute('href', nextHref);

  const crumb = page.locator('.vp-breadcrumb li:not(.is-active) a').last();
  const crumbHref = (await crumb.getAttribute('href'))!;
  await crumb.click();
  await expect(page).toHaveURL(crumbHref);
  await expect(page.locator('.vp-breadcrumb li.is-active a')).toHaveAttribute('href', crumbHref);
  await bare.close();
});

test('without JavaScript, every tab panel is readable under its own title', async ({ browser, baseURL }) => {
  const bare = await noScript(browser, { width: 1440, height: 900 }, baseURL!);
  const page = await bare.newPage();
  await page.goto('/guide/install/docker.html');
  const panels = page.locator('[role=tabpanel]');
  expect(await panels.count()).toBeGreaterThan(1);
  for (const panel of await panels.all()) {
    await expect(panel).toBeVisible();
    await expect(panel.locator(':scope > .vp-tab-title, :scope > .vp-code-tab-title')).toBeVisible();
    expect((await panel.innerText()).trim().length).toBeGreaterThan(0);
  }
  await bare.close();
});

test('without JavaScript on a phone, the menu and the sidebar open and their links work', async ({ browser, baseURL }) => {
  const bare = await noScript(browser, { width: 375, height: 812 }, baseURL!);
  const page = await bare.newPage();
  await page.goto('/zh/guide/install/docker.html');
  await expect(page.locator('#nav-screen')).toBeHidden();
  await page.locator('.vp-toggle-navbar-button').click();
  const menuLink = page.locator('#nav-screen a.nav-link').first();
  await expect(menuLink).toBeVisible();
  await page.locator('.vp-toggle-navbar-button').click();
  await expect(page.locator('#nav-screen')).toBeHidden();

  const active = page.locator('#sidebar .vp-sidebar-link.active');
  await expect(active).not.toBeInViewport();
  await page.locator('.vp-toggle-sidebar-button').click();
  await expect(active).toBeInViewport();
  const other = page.locator('#sidebar .vp-sidebar-link:not(.active):not(.vp-heading)[href$=".html"]').first();
  const href = (await other.getAttribute('href'))!;
  await other.click();
  await expect(page).toHaveURL(href);
  await bare.close();
});

test('SB-05 SB-06 without JavaScript a closed sidebar group opens: its heading leads to its first page, where it is open', async ({ browser, baseURL }) => {
  const bare = await noScript(browser, { width: 1440, height: 900 }, baseURL!);
  const page = await bare.newPage();
  await page.goto('/guide/install/docker.html');
  // A closed group's heading is a link (the app draws a button in its place when it mounts).
  const closed = page.locator('#sidebar section.vp-sidebar-group').filter({ has: page.locator(':scope > a.vp-sidebar-heading.nojs-group-link') }).first();
  const title = (await closed.locator(':scope > .vp-sidebar-heading .vp-sidebar-title').textContent())!.trim();
  await expect(closed.locator(':scope > button.vp-sidebar-heading')).toHaveCount(0);
  await expect(closed.locator(':scope > .vp-sidebar-links')).toHaveCount(0);
  const way = closed.locator(':scope > a.nojs-group-link');
  await expect(way).toBeVisible();
  await expect(way).toHaveText(title);
  const href = (await way.getAttribute('href'))!;
  await way.click();
  await expect(page).toHaveURL(href);
  const opened = page.locator('#sidebar section.vp-sidebar-group').filter({ has: page.locator(`:scope > .vp-sidebar-heading:has-text("${title}")`) }).first();
  await expect(opened.locator(':scope > .vp-sidebar-links a.active')).toHaveAttribute('href', href);
  await bare.close();
});

test('NAV-08 SB-08 PG-09 without JavaScript the phone toggles are real controls: named, focusable, worked with Space', async ({ browser, baseURL }) => {
  const bare = await noScript(browser, { width: 375, height: 812 }, baseURL!);
  const page = await bare.newPage();
  await page.goto('/guide/install/docker.html');
  const menu = page.getByRole('checkbox', { name: 'Toggle navigation menu' });
  const sidebar = page.getByRole('checkbox', { name: 'Toggle sidebar' });
  await expect(menu).toBeVisible();
  await expect(sidebar).toBeVisible();
  await menu.focus();
  await expect(menu).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('#nav-screen a.nav-link').first()).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.locator('#nav-screen')).toBeHidden();
  await sidebar.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('#sidebar .vp-sidebar-link.active')).toBeInViewport();
  // The narrow "On this page" box opens the same way.
  const toc = page.getByRole('checkbox', { name: 'On This Page' });
  await toc.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('#toc-list .toc-link').first()).toBeVisible();
  await bare.close();
});
