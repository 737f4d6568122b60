import { expect, test, SCHEME_KEY } from './fixtures';
import type { Page } from '@playwright/test';

const DOCKER = '/guide/install/docker.html';
const LIGHT = 'https://unpkg.com/vuepress-theme-hope@2.0.0-rc.0/templates/giscus/light.css';
const DARK = 'https://unpkg.com/vuepress-theme-hope@2.0.0-rc.0/templates/giscus/dark.css';

// A stand-in for giscus: the client records the data attributes it was loaded with and opens a frame
// on giscus.app; the frame reports every message it receives to the page.
const CLIENT = `(() => {
  const s = document.currentScript;
  window.__giscus = Object.assign({ src: s.src }, s.dataset);
  const frame = document.createElement('iframe');
  frame.className = 'giscus-frame';
  frame.src = 'https://giscus.app/widget?fake=1';
  document.querySelector('.giscus').replaceChildren(frame);
})();`;
const FRAME = `<!doctype html><script>addEventListener('message', (e) => parent.postMessage({ fromGiscus: e.data, origin: e.origin }, '*'));</script>`;

/** Answer giscus.app locally; `hold` delays the client script until released. Returns the request log. */
async function fakeGiscus(page: Page, hold = false) {
  const requests: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route('https://giscus.app/**', async (route) => {
    const url = route.request().url();
    requests.push(url);
    if (url.endsWith('/client.js')) {
      if (hold) await gate;
      return route.fulfill({ contentType: 'text/javascript', body: CLIENT });
    }
    return route.fulfill({ contentType: 'text/html', body: FRAME });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __frameMessages: unknown[] };
    w.__frameMessages = [];
    addEventListener('message', (e) => e.data && e.data.fromGiscus && w.__frameMessages.push(e.data.fromGiscus));
  });
  return { requests, release };
}

/** Scroll to the end of the page: the below-the-fold chunk with the comments box loads on the way. */
async function toComments(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator('#comment').scrollIntoViewIfNeeded();
}

const giscus = (page: Page) => page.evaluate(() => (window as unknown as { __giscus?: Record<string, string> }).__giscus ?? null);

test.describe('comments', () => {
  test('CMT-01 giscus loads with the configured discussion settings only when the reader nears the comments', async ({ docs, page }) => {
    const { requests } = await fakeGiscus(page);
    await docs.goto('en', DOCKER);
    // Reading the top of the page fetches nothing from the comment host.
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.locator('#toc')).toBeAttached();
    expect(requests).toEqual([]);
    expect(await giscus(page)).toBeNull();
    await toComments(page);
    await expect.poll(() => giscus(page)).not.toBeNull();
    expect(await giscus(page)).toEqual({
      src: 'https://giscus.app/client.js',
      repo: 'alist-org/docs',
      repoId: 'R_kgDOHmaM-A',
      category: 'Announcements',
      categoryId: 'DIC_kwDOHmaM-M4CRRXl',
      mapping: 'pathname',
      term: DOCKER,
      strict: '1',
      reactionsEnabled: '1',
      emitMetadata: '0',
      inputPosition: 'top',
      theme: LIGHT,
      lang: 'en',
      loading: 'lazy',
    });
    expect(requests[0]).toBe('https://giscus.app/client.js');
    await expect(page.locator('#comment iframe.giscus-frame')).toBeAttached();
  });

  test('CMT-02 #comment.giscus-wrapper.input-top on pages, a loading ring until the script arrives, none with comment: false', async ({ docs, page }) => {
    const { release, requests } = await fakeGiscus(page, true);
    await docs.goto('en', DOCKER);
    const box = page.locator('#comment');
    await toComments(page);
    await expect(box).toHaveClass(/\bgiscus-wrapper\b/);
    await expect(box).toHaveClass(/\binput-top\b/);
    await expect(box.getByRole('status')).toBeVisible();
    release();
    await expect.poll(() => giscus(page)).not.toBeNull();
    await expect(box.locator('.vp-loading')).toHaveCount(0);
    // The previous page gets a fresh widget with its own term.
    await page.locator('nav.vp-page-nav a.prev').click();
    await expect(page).toHaveURL(/manual\.html$/);
    // Scroll only once the new page is there: the navigation itself scrolls back to the top.
    await expect(page.locator('.vp-page-title h1')).toContainText('Manual');
    await toComments(page);
    await expect.poll(async () => (await giscus(page))?.term).toBe('/guide/install/manual.html');
    // `comment: false` (the desktop and pricing pages): no box, and scrolling fetches nothing.
    const before = requests.length;
    for (const path of ['/guide/install/desktop.html', '/pricing.html']) {
      for (const locale of ['en', 'zh'] as const) {
        await docs.goto(locale, path);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        // The below-the-fold chunk has arrived (page meta or not), yet no comments box.
        await expect(page.locator('.page-bottom-slot')).toHaveCount(0);
        await expect(page.locator('#comment')).toHaveCount(0);
      }
    }
    expect(requests.length).toBe(before);
  });

  test('CMT-03 the giscus theme follows the colour mode, also live', async ({ docs, page }) => {
    await fakeGiscus(page);
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), SCHEME_KEY);
    await docs.goto('en', DOCKER);
    await toComments(page);
    await expect.poll(async () => (await giscus(page))?.theme).toBe(DARK);
    await expect(page.locator('#comment iframe.giscus-frame')).toBeAttached();
    // Wait for the stand-in frame to listen, then switch to light: the frame is told the new theme.
    await expect.poll(() => page.frame({ url: /giscus\.app\/widget/ })?.evaluate(() => document.readyState)).toBe('complete');
    await page.locator('#appearance-switch').click(); // dark → auto (OS light here)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __frameMessages: unknown[] }).__frameMessages))
      .toContainEqual({ giscus: { setConfig: { theme: LIGHT } } });
  });

  test('CMT-04 the giscus language is the page language when supported, else its prefix', async ({ docs, page }) => {
    await fakeGiscus(page);
    await docs.goto('zh', DOCKER);
    await toComments(page);
    await expect.poll(async () => (await giscus(page))?.lang).toBe('zh-CN');
    expect((await giscus(page))?.term).toBe(`/zh${DOCKER}`);
    await docs.goto('en', '/guide/');
    await toComments(page);
    await expect.poll(async () => (await giscus(page))?.lang).toBe('en');
  });
});
