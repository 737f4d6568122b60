import { expect, test } from './fixtures';

test.describe('search', () => {
  test('SR-01 nothing is loaded until / or Ctrl+K opens the dialog with the input focused', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await expect(page.locator('.search-modal')).toHaveCount(0);
    await page.keyboard.press('/');
    await expect(page.locator('.search-modal')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search the docs' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.search-modal')).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.search-modal')).toBeVisible();
  });

  test('SR-02 a query fires once, 500 ms after the last keystroke', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    const requests: string[] = [];
    page.on('request', (r) => r.url().includes('/api/search') && requests.push(r.url()));
    await page.keyboard.press('/');
    await page.getByRole('searchbox').pressSequentially('docker', { delay: 40 });
    await expect(page.locator('.search-hit').first()).toBeVisible();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain('q=docker');
  });

  test('SR-03 results come from the current language only', async ({ docs, page }) => {
    await docs.goto('zh', '/guide/');
    await page.keyboard.press('/');
    const response = page.waitForResponse((r) => r.url().includes('/api/search'));
    await page.getByRole('searchbox').fill('docker');
    expect((await response).url()).toContain('lang=zh');
    // The answer is in; its hits are drawn on the next render.
    await expect(page.locator('.search-hit').first()).toBeVisible();
    const hrefs = await page.locator('.search-hit').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith('/zh/')).toBe(true);
  });

  test('SR-04 a failed request shows the error screen in both languages', async ({ docs, page }) => {
    // Search fails only when neither the API nor the shipped index (its fallback) answers.
    await page.route('**/api/search**', (route) => route.abort());
    await page.route('**/_data/search/**', (route) => route.abort());
    await docs.goto('en', '/guide/');
    await page.keyboard.press('/');
    await page.getByRole('searchbox').fill('docker');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();
    await docs.goto('zh', '/guide/');
    await page.keyboard.press('/');
    await page.getByRole('searchbox').fill('docker');
    await expect(page.getByText('无法获取结果')).toBeVisible();
  });

  test('SR-05 no results shows the query, suggestions and a feedback link', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await page.keyboard.press('/');
    await page.getByRole('searchbox').fill('qqqxxyyzz');
    await expect(page.getByText('No results for')).toBeVisible();
    await expect(page.locator('.search-no-results strong')).toHaveText('qqqxxyyzz');
    await expect(page.getByText('Try searching for')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Let us know.' })).toHaveAttribute('href', /github\.com\/.+\/issues/);
    await page.getByRole('button', { name: 'reverse proxy' }).click();
    await expect(page.locator('.search-hit').first()).toBeVisible();
    await docs.goto('zh', '/guide/');
    await page.keyboard.press('/');
    await page.getByRole('searchbox').fill('qqqxxyyzz');
    await expect(page.getByText('无法找到相关结果')).toBeVisible();
  });

  test('SR-06 arrows move the selection, Enter opens the section, Esc restores focus', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await page.locator('body').click();
    await page.keyboard.press('/');
    await page.getByRole('searchbox').fill('reverse proxy nginx');
    const first = page.locator('.search-hit').first();
    await expect(first).toHaveClass(/selected/);
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.search-hit').nth(1)).toHaveClass(/selected/);
    await page.keyboard.press('ArrowUp');
    const href = await first.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page.locator('.search-modal')).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.?+*^$()[\]{}|\\]/g, '\\$&')}$`));
    const github = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'GitHub' });
    await github.focus();
    await page.keyboard.press('/');
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.search-modal')).toHaveCount(0);
    await expect(github).toBeFocused();
  });

  test('SR-07 hits show their page path; Esc with nothing focused before returns to the search button', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await page.getByRole('searchbox').fill('docker');
    const path = page.locator('.search-group-path').first();
    await expect(path).toHaveText(/^\/guide\//);
    await page.keyboard.press('Escape');
    await expect(page.locator('.search-modal')).toHaveCount(0);
    await expect(page.locator('.vp-navbar .search-button')).toBeFocused();
  });

  test('SR-08 a query with no hits here offers the other language, whose hits then show', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await page.keyboard.press('/');
    // A Chinese word: the English pages do not have it, the Chinese ones do.
    await page.getByRole('searchbox').fill('反向代理');
    await expect(page.getByText('No results for')).toBeVisible();
    await page.getByRole('button', { name: 'Search the pages in 简体中文' }).click();
    await expect(page.locator('.search-hit').first()).toBeVisible();
    await expect(page.locator('.search-scope')).toContainText('简体中文');
    const hrefs = await page.locator('.search-hit').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
    for (const href of hrefs) expect(href.startsWith('/zh/')).toBe(true);
    await page.getByRole('button', { name: 'Back to this language' }).click();
    await expect(page.getByText('No results for')).toBeVisible();
  });

  test('SR-09 the dialog dims the page behind it on a wide screen', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await page.keyboard.press('/');
    const mask = await page.locator('.search-modal-mask').evaluate((el) => getComputedStyle(el).backgroundColor);
    const alpha = Number(/rgba?\([^)]*?,\s*([\d.]+)\)$/.exec(mask)?.[1] ?? /\/ ([\d.]+)\)$/.exec(mask)?.[1] ?? 0);
    expect(alpha).toBeGreaterThan(0.2);
  });

  // Regression: the static index was used only after a 404/405, so an object store's 403 or a host
  // answering every path with its HTML page (200) left the search box broken.
  for (const [name, status, contentType, body] of [
    ['a 403 from an object store', 403, 'application/xml', '<Error><Code>AccessDenied</Code></Error>'],
    ['a 200 HTML page', 200, 'text/html', '<!doctype html><p>index</p>'],
  ] as const) {
    test(`SR-03 search falls back to the shipped index after ${name}`, async ({ docs, page }) => {
      await page.route('**/api/search**', (route) => route.fulfill({ status, contentType, body }));
      await docs.goto('en', '/guide/');
      await page.keyboard.press('/');
      const index = page.waitForResponse((r) => r.url().includes('/_data/search/en.json'));
      await page.getByRole('searchbox').fill('docker');
      expect((await index).status()).toBe(200);
      await expect(page.locator('.search-hit').first()).toBeVisible();
    });
  }

  test('SR-03 search falls back to the shipped index when /api/search cannot be reached', async ({ docs, page }) => {
    await page.route('**/api/search**', (route) => route.abort('connectionrefused'));
    await docs.goto('en', '/guide/');
    await page.keyboard.press('/');
    await page.getByRole('searchbox').fill('reverse proxies');
    // The shipped index ranks like the server: the page about reverse proxies first.
    await expect(page.locator('.search-hit').first()).toHaveAttribute('href', /\/guide\/install\/reverse-proxy\.html/);
  });

  // Issue 36: a search the server sheds (503 + Retry-After) is asked once more after the delay, and
  // the dialog says it is busy meanwhile instead of showing nothing.
  test('SR-04 a shed search says busy, retries once after Retry-After and shows the hits', async ({ docs, page }) => {
    let asked = 0;
    await page.route('**/api/search**', async (route) => {
      asked += 1;
      if (asked === 1) {
        await route.fulfill({ status: 503, contentType: 'application/json', headers: { 'Retry-After': '1' }, body: '{"error":"too many searches at once; try again"}' });
      } else {
        await route.continue();
      }
    });
    await docs.goto('en', '/guide/');
    await page.keyboard.press('/');
    await page.getByRole('searchbox').fill('docker');
    await expect(page.getByRole('status').filter({ hasText: 'Search is busy, retrying' })).toBeVisible();
    await expect(page.locator('.search-hit').first()).toBeVisible();
    expect(asked).toBe(2);
  });
});
