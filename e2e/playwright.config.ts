import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Runs the real `docs` binary (embedded content, embedded web app) and drives the system Chromium.
const targetDir = process.env.CARGO_TARGET_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../target');
const bin = process.env.DOCS_BIN ?? path.join(targetDir, 'debug', 'docs');
const port = Number(process.env.DOCS_E2E_PORT ?? 4173);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 2 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    { name: 'mobile', use: { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true, launchOptions: chromium }, grep: /@mobile/ },
  ],
  webServer: [
    {
      command: `"${bin}" serve --addr 127.0.0.1:${port}`,
      url: `http://127.0.0.1:${port}/`,
      // Its public address is where the tests reach it: canonical links, hreflang and sitemap.xml
      // (the route sweep reads it) are written on it. The export below is built without one.
      env: { DOCS_HOSTNAME: `http://127.0.0.1:${port}` },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      // The fixture site (tests/fixtures/e2e-site): portfolio home, notices, ads on, odd front-matter.
      command: `"${bin}" serve --addr 127.0.0.1:${port + 1} --content ../tests/fixtures/e2e-site`,
      url: `http://127.0.0.1:${port + 1}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      // Its wrong-types page logs front-matter warnings on purpose.
      stderr: 'ignore',
    },
    {
      // The chrome parity fixture (tests/fixtures/chrome-parity): YAML sidebar groups, a tw / zh-TW locale.
      command: `"${bin}" serve --addr 127.0.0.1:${port + 3} --content ../tests/fixtures/chrome-parity`,
      url: `http://127.0.0.1:${port + 3}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The blog fixture (tests/fixtures/blog-site): blog pages and feeds in two locales.
      command: `"${bin}" serve --addr 127.0.0.1:${port + 7} --content ../tests/fixtures/blog-site`,
      url: `http://127.0.0.1:${port + 7}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The start-small fixture (tests/fixtures/start-small): three pages and a site.yaml with only a title.
      command: `"${bin}" serve --addr 127.0.0.1:${port + 9} --content ../tests/fixtures/start-small`,
      url: `http://127.0.0.1:${port + 9}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The static export (`docs build`) on a plain static server: no /api/search, no redirects.
      command: `rm -rf .export && "${bin}" build --out .export && python3 -m http.server ${port + 2} --bind 127.0.0.1 --directory .export`,
      url: `http://127.0.0.1:${port + 2}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      // http.server logs every request to stderr.
      stderr: 'ignore',
    },
  ],
});
