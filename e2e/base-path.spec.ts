import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

// `docs build --base /repo/` mounted under /repo/ of a plain static server, as on a GitHub Pages
// project site (https://user.github.io/repo/). The server knows nothing of the site: it maps
// /repo/x to the export's x, and answers a missing file with the nearest 404.html up the tree
// (as Cloudflare Pages does), so /repo/zh/nope.html gets the Chinese one.
const here = path.dirname(fileURLToPath(import.meta.url));
const targetDir = process.env.CARGO_TARGET_DIR ?? path.resolve(here, '../target');
const bin = process.env.DOCS_BIN ?? path.join(targetDir, 'debug', 'docs');
const MOUNT = '/repo/';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};

function serveExport(root: string): Server {
  return createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const send = (file: string, status: number) => {
      res.writeHead(status, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
    };
    if (!pathname.startsWith(MOUNT) || pathname.includes('..')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not under the mount');
      return;
    }
    let file = path.join(root, pathname.slice(MOUNT.length));
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (existsSync(file) && statSync(file).isFile()) return send(file, 200);
    // The nearest 404.html inside the export.
    for (let dir = path.dirname(file); dir.startsWith(root); dir = path.dirname(dir)) {
      const page = path.join(dir, '404.html');
      if (existsSync(page)) return send(page, 404);
      if (dir === root) break;
    }
    res.writeHead(404).end();
  });
}

let server: Server;
let tmp: string;
let site: string;

test.beforeAll(async () => {
  // A debug build of the whole site takes a few seconds on a shared machine.
  test.setTimeout(120_000);
  tmp = mkdtempSync(path.join(os.tmpdir(), 'docs-base-'));
  execFileSync(bin, ['build', '--out', path.join(tmp, 'site'), '--base', MOUNT], { stdio: 'ignore' });
  server = serveExport(path.join(tmp, 'site'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}${MOUNT}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** Every request the page makes to the static server, to check none leaves the mount. */
function requestsTo(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (site.startsWith(url.origin)) seen.push(url.pathname);
  });
  return seen;
}

async function appMounted(page: Page) {
  await expect(page.locator('.theme-container:not(.prerendered)')).toBeVisible();
}

/** Site-absolute links the page shows right now that are not under the mount. */
async function linksOutsideMount(page: Page): Promise<string[]> {
  const urls = await page.locator('a[href^="/"], img[src^="/"], link[href^="/"], script[src^="/"]').evaluateAll((els) =>
    els.map((e) => e.getAttribute('href') ?? e.getAttribute('src') ?? ''),
  );
  return urls.filter((u) => !u.startsWith('/repo/'));
}

test.describe('base path (docs build --base /repo/)', () => {
  test('the home loads with its styles and scripts, every request and link under /repo/', async ({ page }) => {
    const requests = requestsTo(page);
    const failed: string[] = [];
    page.on('response', (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
    });
    await page.goto(site);
    await appMounted(page);
    // The stylesheet applied: the navbar is laid out as a fixed bar, not as an unstyled list.
    await expect(page.locator('.vp-navbar')).toHaveCSS('position', 'fixed');
    expect(await linksOutsideMount(page)).toEqual([]);
    expect(failed).toEqual([]);
    expect(requests.filter((p) => !p.startsWith(MOUNT))).toEqual([]);
  });

  test('sidebar and navbar navigate inside the app and keep /repo/', async ({ page }) => {
    const requests = requestsTo(page);
    await page.goto(`${site}guide/install/docker.html`);
    await appMounted(page);
    await page.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
    await page.locator('#sidebar').getByRole('link', { name: 'Reverse proxy' }).click();
    await expect(page).toHaveURL(`${site}guide/install/reverse-proxy.html`);
    await expect(page.locator('#docs-content h1')).toContainText(/reverse proxy/i);
    await page.locator('.vp-navbar').getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page).toHaveURL(`${site}faq/`);
    await expect(page.locator('#docs-content h1')).toBeVisible();
    // No full page load happened: the app fetched the pages' HTML from under the mount instead.
    expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
    expect(requests).toContain(`${MOUNT}guide/install/reverse-proxy.html`);
    expect(requests.filter((p) => !p.startsWith(MOUNT))).toEqual([]);
    expect(await linksOutsideMount(page)).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(`${site}guide/install/reverse-proxy.html`);
  });

  test('the language switch goes to /repo/zh/ and a reload of that deep page works', async ({ page }) => {
    await page.goto(`${site}guide/install/reverse-proxy.html`);
    await appMounted(page);
    await page.getByRole('button', { name: 'Select language' }).hover();
    await page.getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL(`${site}zh/guide/install/reverse-proxy.html`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.reload();
    await appMounted(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('#docs-content h1')).toBeVisible();
    expect(await linksOutsideMount(page)).toEqual([]);
  });

  test('search works from the static index and its hits open under /repo/', async ({ page }) => {
    test.slow(); // the exported index is a few hundred KB per language
    await page.goto(`${site}guide/`);
    await appMounted(page);
    await page.keyboard.press('/');
    await page.getByRole('searchbox').fill('docker');
    await expect(page.locator('.search-hit').first()).toBeVisible();
    const hrefs = await page.locator('.search-hit').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((h) => !h.startsWith('/repo/'))).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/repo\/guide\/install\/docker\.html/);
    await expect(page.locator('#docs-content h1')).toContainText(/docker/i);
  });

  test('the install command downloads from the address the site is mounted at', async ({ page }) => {
    await page.goto(`${site}guide/install/script.html`);
    await appMounted(page);
    await expect(page.locator('[data-origin]').first()).toHaveText(site.slice(0, -1));
  });

  test('a missing Chinese page gets the Chinese 404 page, styled, with links under /repo/', async ({ page }) => {
    const res = await page.goto(`${site}zh/nope.html`);
    expect(res?.status()).toBe(404);
    await appMounted(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(page.locator('.vp-navbar')).toHaveCSS('position', 'fixed');
    expect(await linksOutsideMount(page)).toEqual([]);
  });
});

// The same site from `docs serve --base /repo/`, as behind a proxy that forwards /repo/ unchanged:
// the server answers the pages, the data and the search API under the mount, and nothing outside it.
test.describe('base path (docs serve --base /repo/)', () => {
  let served: ChildProcess | undefined;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const child = spawn(bin, ['serve', '--addr', '127.0.0.1:0', '--base', MOUNT], { stdio: ['ignore', 'pipe', 'ignore'] });
    served = child;
    origin = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout?.on('data', (chunk) => {
        out += chunk;
        const at = out.match(/http:\/\/(127\.0\.0\.1:\d+)\/repo\//);
        if (at) resolve(`http://${at[1]}`);
      });
      child.on('exit', () => reject(new Error(`docs serve exited: ${out}`)));
    });
    // The server makes its search index on first use; in a debug build on a loaded machine that
    // outlasts the dialog's wait (CI failed here three times while passing alone in 10 s), so it is
    // made here, through the mount, before the test looks at where the answers point.
    const warm = await fetch(`${origin}${MOUNT}api/search?q=docker&lang=en`);
    expect(warm.status).toBe(200);
  });

  test.afterAll(() => {
    served?.kill('SIGTERM');
  });

  test('pages, navigation and search stay under /repo/', async ({ page }) => {
    const outside: string[] = [];
    const failed: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.origin === origin && !url.pathname.startsWith(MOUNT)) outside.push(url.pathname);
    });
    page.on('response', (res) => {
      if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
    });
    await page.goto(`${origin}${MOUNT}guide/install/docker.html`);
    await appMounted(page);
    await expect(page.locator('.vp-navbar')).toHaveCSS('position', 'fixed');
    await page.locator('#sidebar').getByRole('link', { name: 'Reverse proxy' }).click();
    await expect(page).toHaveURL(`${origin}${MOUNT}guide/install/reverse-proxy.html`);
    await expect(page.locator('#docs-content h1')).toContainText(/reverse proxy/i);
    await page.keyboard.press('/');
    await page.getByRole('searchbox').fill('docker');
    await expect(page.locator('.search-hit').first()).toBeVisible();
    const hrefs = await page.locator('.search-hit').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    expect(hrefs.filter((h) => !h.startsWith(MOUNT))).toEqual([]);
    expect(await linksOutsideMount(page)).toEqual([]);
    expect(outside).toEqual([]);
    expect(failed).toEqual([]);
    // Outside the mount the server answers nothing of the site; the bare root leads to it.
    expect((await page.request.get(`${origin}/guide/`, { maxRedirects: 0 })).status()).toBe(404);
    const root = await page.request.get(`${origin}/`, { maxRedirects: 0 });
    expect(root.status()).toBe(302);
    expect(root.headers()['location']).toBe(MOUNT);
  });
});
