import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

const DOCKER = '/guide/install/docker.html';

/** Uncaught exceptions and console messages of a page. */
function watch(page: Page) {
  const errors: Error[] = [];
  const console: { type: string; text: string }[] = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('console', (m) => console.push({ type: m.type(), text: m.text() }));
  return { errors, console };
}

async function pageData(page: Page) {
  return page.evaluate(() => JSON.parse(document.getElementById('__DOCS_DATA__')!.textContent!).page);
}

test.describe('error handling', () => {
  test('ERR-01 an author of the wrong type renders the page without author; the problem travels for development logs', async ({ docs, page }) => {
    const seen = watch(page);
    await docs.fixture('/wrong-types.html');
    await expect(page.locator('.vp-page-title h1')).toHaveText(/Wrong types/);
    // The rest of the page info is still there; the author is empty (not the site author).
    await expect(page.locator('.page-info .page-reading-time-info')).toBeVisible();
    await expect(page.locator('.page-author-info')).toHaveCount(0);
    const data = await pageData(page);
    expect(data.frontmatter.author).toEqual([]);
    expect(data.warnings.find((w: string) => w.startsWith('Expect "author" to be'))).toBeTruthy();
    // This is a production build: the warnings are not printed (development builds console.error them).
    expect(seen.console.filter((m) => m.type === 'error')).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test('ERR-02 category and tag of the wrong type render empty', async ({ docs, page }) => {
    const seen = watch(page);
    await docs.fixture('/wrong-types.html');
    await expect(page.locator('.page-info')).toBeVisible();
    await expect(page.locator('.page-category-info, .page-tag-info')).toHaveCount(0);
    const data = await pageData(page);
    expect(data.frontmatter.category).toBeUndefined();
    expect(data.frontmatter.tag).toBeUndefined();
    expect(data.warnings).toEqual(expect.arrayContaining(['Expect category to be `string[] | string | undefined`, but got a mapping', 'Expect tag to be `string[] | string | undefined`, but got a number']));
    // Client-side navigation gets the same data: the page's HTML, read as the app reads it.
    await page.goto(`${new URL(page.url()).origin}/guide/first.html`);
    await docs.ready();
    const fetched = await page.evaluate(() =>
      fetch('/wrong-types.html')
        .then((r) => r.text())
        .then((html) => JSON.parse(new DOMParser().parseFromString(html, 'text/html').getElementById('__DOCS_DATA__')!.textContent!).page),
    );
    expect(fetched.warnings).toHaveLength(3);
    expect(seen.errors).toEqual([]);
  });

  test('ERR-03 a path no sidebar key covers: empty sidebar and a console warning', async ({ docs, page }) => {
    const seen = watch(page);
    await docs.fixture('/misc/page.html');
    await expect(docs.container()).toHaveClass(/\bno-sidebar\b/);
    await expect.poll(() => seen.console.filter((m) => m.type === 'warning').map((m) => m.text)).toContain('/misc/page.html is missing sidebar config.');
    expect(seen.errors).toEqual([]);
  });

  test('ERR-04 an unsupported media type logs the ArtPlayer warning and keeps a plain player', async ({ docs, page }) => {
    const seen = watch(page);
    await docs.fixture('/page-errors.html');
    await expect.poll(() => seen.console.filter((m) => m.type === 'warning').map((m) => m.text)).toContain('[components]: ArtPlayer does not support current file type avi!');
    await expect(page.locator('.vp-artplayer video')).toBeAttached();
    expect(seen.errors).toEqual([]);
  });

  test('ERR-05 a failed search shows the error screen, no uncaught exception', async ({ docs, page }) => {
    const seen = watch(page);
    // Search fails only when neither the API nor the shipped index (its fallback) answers.
    await page.route('**/api/search**', (route) => route.abort());
    await page.route('**/_data/search/**', (route) => route.abort());
    await docs.goto('en', '/guide/');
    await page.keyboard.press('/');
    await page.getByRole('searchbox').fill('docker');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    expect(seen.errors).toEqual([]);
  });

  test('ERR-06 unknown routes and broken internal links end on the 404 layout', async ({ docs, page }) => {
    const seen = watch(page);
    const res = await page.goto('/guide/nothing-here.html');
    expect(res?.status()).toBe(404);
    await docs.ready();
    await expect(page.locator('main.not-found .error-code')).toHaveText('404');
    await docs.goto('en', '/guide/');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/zh/guide/gone.html';
      a.textContent = 'gone';
      document.getElementById('docs-content')!.prepend(a);
    });
    await page.getByRole('link', { name: 'gone', exact: true }).click();
    await expect(page.locator('main.not-found .error-title')).toHaveText('页面不存在');
    expect(seen.errors).toEqual([]);
  });

  test('ERR-07 a widget whose API fails says so and the page stays usable', async ({ docs, page }) => {
    const seen = watch(page);
    await page.route('https://api.github.com/**', (route) => route.fulfill({ status: 403, contentType: 'application/json', body: '{"message":"API rate limit exceeded"}' }));
    await docs.goto('en', '/guide/changelog.html');
    const note = page.locator('.changelog-offline');
    await expect(note).toContainText('could not be checked');
    await expect(note.getByRole('link', { name: 'see all releases' })).toHaveAttribute('href', 'https://github.com/alist-org/alist/releases');
    await expect(page.locator('.widget-error')).toHaveCount(0);
    // The data file's list is still there, and navigation still works.
    await expect(page.locator('.changelog-release .changelog-tag').first()).toHaveText('v3.45.0');
    await docs.sidebar().getByRole('link', { name: 'Introduction' }).click();
    await expect(page).toHaveURL(/\/guide\/$/);
    expect(seen.errors).toEqual([]);
  });

  test('ERR-08 with storage unavailable the site uses its defaults and throws nothing', async ({ docs, page }) => {
    const seen = watch(page);
    await page.addInitScript(() => {
      const deny = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: deny, configurable: true });
      Object.defineProperty(window, 'sessionStorage', { get: deny, configurable: true });
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.route('https://giscus.app/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await docs.goto('en', DOCKER);
    // Scheme auto → the OS preference; the notice cannot be remembered, so it shows.
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.vp-notice-wrapper')).toContainText('Good to know');
    await page.locator('.vp-notice-wrapper svg.close-icon').click();
    await expect(page.locator('.vp-notice-wrapper')).toHaveCount(0);
    // First tab selected; choosing another one works for this visit.
    const tabs = page.locator('.vp-tabs').first();
    await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    // The tabs answer clicks once the page's behaviours are loaded (they set the roving tabindex).
    await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('tabindex', '-1');
    await tabs.getByRole('tab').nth(1).click();
    await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    // The colour switch still switches.
    await page.locator('#appearance-switch').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    // Scrolling, TOC and comments work.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => location.hash)).not.toBe('');
    // The API selector falls back to the hosted API.
    await docs.goto('en', '/tool/aliyundrive/request.html');
    await expect(page.locator('.ads-container .api-select select')).toHaveValue('cf');
    expect(seen.errors).toEqual([]);
  });
});
