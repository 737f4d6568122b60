import { expect, test } from './fixtures';

const EN = ['There’s nothing here.', 'How did we get here?', 'That’s a Four-Oh-Four.', "Looks like we've got some broken links."];
const ZH = ['这里什么也没有', '我们是怎么来到这儿的？', '这 是 四 零 四 !', '看起来你访问了一个失效的链接'];

test.describe('404', () => {
  test('404-01 /404.html exists and shows the not-found layout without sidebar', async ({ docs, page }) => {
    const res = await page.goto('/404.html');
    expect(res?.status()).toBe(404);
    await docs.ready();
    await expect(page.locator('main#main-content.vp-page.not-found')).toBeVisible();
    await expect(docs.container()).toHaveClass(/\bno-sidebar\b/);
    await expect(docs.sidebar()).toHaveCount(0);
  });

  test('404-01 a broken in-app link renders the not-found layout too', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/guide/no-such-page.html';
      a.textContent = 'broken';
      document.getElementById('docs-content')!.prepend(a);
    });
    await page.getByRole('link', { name: 'broken' }).click();
    await expect(page.locator('.not-found .error-code')).toHaveText('404');
  });

  test('404-02 the hint block: code, title and one of the hints', async ({ docs, page }) => {
    await page.goto('/no/such/page.html');
    await docs.ready();
    const hint = page.locator('.not-found-hint');
    await expect(hint.locator('p.error-code')).toHaveText('404');
    await expect(hint.locator('h1.error-title')).toHaveText('Page not found');
    expect(EN).toContain(await hint.locator('p.error-hint').textContent());
  });

  test('404-02 the hint is a uniform pick: all four appear over repeated visits', async ({ docs, page }) => {
    const seen = new Set<string>();
    for (let i = 0; i < 100 && seen.size < 4; i++) {
      await page.goto(`/missing-${i}.html`);
      await docs.ready();
      seen.add((await page.locator('p.error-hint').textContent()) ?? '');
    }
    expect([...seen].sort()).toEqual([...EN].sort());
  });

  // The server's page always draws the first hint (a cached or exported 404 cannot pick per visit);
  // the app picks again, and every hint keeps its place in one cell so the pick moves nothing.
  test('404-02 the app re-picks the hint without moving the buttons @mobile', async ({ browser, docs, page }) => {
    // Where the server's page puts the buttons: the same page without scripts.
    const still = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const server = await still.newPage();
    await server.goto(`${test.info().project.use.baseURL}/missing-shift.html`);
    const before = await server.locator('.actions').boundingBox();
    await still.close();
    const seen = new Set<string>();
    for (let i = 0; i < 40 && seen.size < 2; i++) {
      await page.goto(`/missing-shift-${i}.html`);
      await docs.ready();
      const after = await page.locator('main .actions').boundingBox();
      expect(after?.y).toBeCloseTo(before?.y ?? -1, 0);
      const spares = page.locator('main .error-hint-spare');
      await expect(spares).toHaveCount(EN.length - 1);
      for (const spare of await spares.all()) await expect(spare).toBeHidden();
      await expect(page.locator('main .error-hint')).toBeVisible();
      seen.add((await page.locator('main .error-hint').textContent()) ?? '');
    }
    expect(seen.size, 'a full load shows another hint than the first').toBeGreaterThan(1);
  });

  test('404-03 the locale follows the path prefix', async ({ docs, page }) => {
    await page.goto('/zh/missing.html');
    await docs.ready();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('h1.error-title')).toHaveText('页面不存在');
  });

  test('404-04 texts per locale', async ({ docs, page }) => {
    await page.goto('/missing.html');
    await docs.ready();
    await expect(page.locator('.actions .action-button')).toHaveText(['Go back', 'Take me home']);
    await page.goto('/zh/missing.html');
    await docs.ready();
    expect(ZH).toContain(await page.locator('p.error-hint').textContent());
    await expect(page.locator('.actions .action-button')).toHaveText(['返回上一页', '带我回家']);
  });

  // Home is a plain link (issue 19: it works without JavaScript); back needs history, so a button.
  test('404-05 back goes back in history; home goes to the locale home @mobile', async ({ docs, page }) => {
    await docs.goto('zh', '/guide/');
    await page.goto('/zh/missing.html');
    await docs.ready();
    await page.getByRole('button', { name: '返回上一页' }).click();
    await expect(page).toHaveURL(/\/zh\/guide\/$/);
    await page.goto('/zh/missing.html');
    await docs.ready();
    await page.getByRole('link', { name: '带我回家' }).click();
    await expect(page).toHaveURL(/\/zh\/$/);
    await expect(page.locator('h1#main-title')).toHaveText('AList');
    await page.goto('/missing.html');
    await docs.ready();
    await page.getByRole('link', { name: 'Take me home' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});
