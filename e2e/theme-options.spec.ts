// Theme options a site owner sets (issue 55 item 3), in the browser: with site.yaml's
// `breadcrumb: false` and `pageInfo: false` no page shows either, neither as the server drew it nor
// as the app draws it after a navigation; a page that sets them back on shows them, with the print
// button its `print: true` asks for.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const here = path.dirname(fileURLToPath(import.meta.url));
const targetDir = process.env.CARGO_TARGET_DIR ?? path.resolve(here, '../target');
const bin = process.env.DOCS_BIN ?? path.join(targetDir, 'debug', 'docs');

const OWN = `---
title: Own choices
breadcrumb: true
pageInfo: [ReadingTime]
print: true
---
# Own choices

## First part

Text.

## Second part

More text.
`;

let server: ChildProcess | undefined;
let dir = '';
/** Where the server listens: a port the system picked (`--addr 127.0.0.1:0`), as it printed it. */
let origin = '';

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-e2e-theme-'));
  fs.cpSync(path.resolve(here, '../tests/fixtures/bilingual'), dir, { recursive: true });
  fs.appendFileSync(path.join(dir, 'site.yaml'), 'breadcrumb: false\npageInfo: false\n');
  fs.writeFileSync(path.join(dir, 'guide/install/own.md'), OWN);
  server = spawn(bin, ['serve', '--addr', '127.0.0.1:0', '--content', dir], { stdio: ['ignore', 'pipe', 'ignore'] });
  origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/(127\.0\.0\.1:\d+)/.exec(out);
      if (found) resolve(`http://${found[1]}`);
    });
    server!.on('exit', () => reject(new Error(`the theme-options server stopped: ${out}`)));
  });
});

test.afterAll(() => {
  server?.kill();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test.describe('theme options', () => {
  test('breadcrumb: false and pageInfo: false in site.yaml hide both; a page turns them back on', async ({ docs, page }) => {
    await page.goto(`${origin}/guide/install/docker.html`);
    await docs.ready();
    await expect(page.locator('#docs-content h1')).toHaveText(/Use Docker/);
    await expect(page.locator('nav.vp-breadcrumb:not(.disable)')).toHaveCount(0);
    await expect(page.locator('.page-info')).toHaveCount(0);
    await expect(page.locator('.vp-print-button')).toHaveCount(0);

    // The app draws the next page itself: the page's own front matter wins.
    await page.locator('#sidebar a[href="/guide/install/own.html"]').click();
    await expect(page.locator('#docs-content h1')).toHaveText(/Own choices/);
    await expect(page.locator('nav.vp-breadcrumb:not(.disable) li')).toHaveCount(4);
    await expect(page.locator('.page-info .page-reading-time-info')).toBeVisible();
    await expect(page.locator('.page-info .page-date-info')).toHaveCount(0);
    await expect(page.locator('#toc .vp-print-button')).toHaveText('Print this page');

    // And back: the site's choice again, drawn by the app.
    await page.locator('#sidebar a[href="/guide/install/docker.html"]').click();
    await expect(page.locator('#docs-content h1')).toHaveText(/Use Docker/);
    await expect(page.locator('nav.vp-breadcrumb:not(.disable)')).toHaveCount(0);
    await expect(page.locator('.page-info')).toHaveCount(0);
  });
});
