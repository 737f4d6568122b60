import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

// Runs the real `docs` binary (embedded content, embedded web app) and drives the system Chromium.
const targetDir = process.env.CARGO_TARGET_DIR ?? path.resolve(__dirname, '../target');
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
  webServer: {
    command: `"${bin}" serve --addr 127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
  },
});
