import { expect, FIXTURE, test } from './fixtures';

// Code demo (WG-09, WG-10): the fixture's /widgets/demo.html has one `::: normal-demo Greeting` with
// html, js and css fences. Third-party hosts are answered by the test, never reached.
const DEMO = '/widgets/demo.html';
const PARTS = {
  html: '<p class="greeting">Hello demo</p>\n',
  js: "document.querySelector('.greeting').textContent = 'Changed by script';\n",
  css: '.greeting { color: rgb(255, 0, 0); }\n',
};

test.describe('code demo', () => {
  test('WG-09 the demo renders in a shadow root after 800 ms; the code is collapsed until the toggle opens it', async ({ docs, page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __t: Record<string, number> };
      w.__t = {};
      new MutationObserver(() => {
        if (document.querySelector('.theme-container:not(.prerendered) #docs-content')) w.__t.mounted ??= performance.now();
        if (document.querySelector('.vp-code-demo-display .vp-loading')) w.__t.loading ??= performance.now();
        else if (w.__t.loading) w.__t.ready ??= performance.now();
      }).observe(document, { subtree: true, childList: true });
    });
    await docs.fixture(DEMO);
    const demo = page.locator('.vp-code-demo');
    await expect(demo.locator('.vp-code-demo-header .vp-code-demo-title')).toHaveText('Greeting');
    const greeting = demo.locator('.vp-code-demo-display .code-demo-app .greeting');
    await expect(greeting).toHaveText('Hello demo');
    // The demo's CSS applies inside the shadow root only; its script is not run (CSP) and a note says so.
    expect(await demo.locator('.vp-code-demo-frame').evaluate((el) => el.shadowRoot !== null)).toBe(true);
    await expect(greeting).toHaveCSS('color', 'rgb(255, 0, 0)');
    await expect(demo.locator('.vp-code-demo-note')).toHaveText('The script of this demo runs in CodePen or JSFiddle.');
    const t = await page.evaluate(() => (window as unknown as { __t: Record<string, number> }).__t);
    expect(t.ready - t.mounted).toBeGreaterThanOrEqual(790);

    const toggle = demo.getByRole('button', { name: 'Toggle code' });
    const code = demo.locator('.vp-code-demo-code-wrapper');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveClass(/\bend\b/);
    await expect(code).toHaveCSS('height', '0px');
    await expect(code).toHaveAttribute('inert', '');
    // The server's highlighted code blocks live in the wrapper.
    await expect(code.locator('div.language-html pre')).toContainText('Hello demo');
    await expect(code.locator('div.language-css pre')).toContainText('color');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveClass(/\bdown\b/);
    const expected = await code.evaluate((el) => el.firstElementChild!.scrollHeight + 13.8);
    await expect.poll(() => code.evaluate((el) => parseFloat(getComputedStyle(el).height))).toBeCloseTo(expected, 0);
    await expect(code.locator('div.language-js pre')).toBeVisible();
    await toggle.click();
    await expect(code).toHaveCSS('height', '0px');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('WG-09 the title and the code are readable', async ({ page }) => {
      await page.goto(FIXTURE + DEMO);
      const demo = page.locator('.vp-code-demo');
      await expect(demo.locator('.vp-code-demo-title')).toHaveText('Greeting');
      await expect(demo.locator('div.language-html pre')).toContainText('Hello demo');
      await expect(demo.locator('div.language-js pre')).toContainText('Changed by script');
    });
  });

  test('WG-10 CodePen opens in a new window through a POST carrying the parts as JSON', async ({ docs, page, context }) => {
    const posts: { url: string; method: string; body: string }[] = [];
    await context.route('https://codepen.io/**', (route) => {
      const r = route.request();
      posts.push({ url: r.url(), method: r.method(), body: r.postData() ?? '' });
      return route.fulfill({ contentType: 'text/html', body: '<p>pen</p>' });
    });
    await docs.fixture(DEMO);
    const form = page.locator('form.code-demo-codepen');
    await expect(form).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Open in CodePen' }).click()]);
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0].method).toBe('POST');
    expect(posts[0].url).toBe('https://codepen.io/pen/define');
    const data = JSON.parse(new URLSearchParams(posts[0].body).get('data') ?? '{}');
    expect(data).toMatchObject({ ...PARTS, html_pre_processor: 'none', js_pre_processor: 'none', css_pre_processor: 'none' });
    expect(popup.url()).toBe('https://codepen.io/pen/define');
    await popup.close();
  });

  test('WG-10 JSFiddle opens in a new window through a POST with the html, js and css fields', async ({ docs, page, context }) => {
    const posts: { url: string; method: string; body: string }[] = [];
    await context.route('https://jsfiddle.net/**', (route) => {
      const r = route.request();
      posts.push({ url: r.url(), method: r.method(), body: r.postData() ?? '' });
      return route.fulfill({ contentType: 'text/html', body: '<p>fiddle</p>' });
    });
    await docs.fixture(DEMO);
    await expect(page.locator('form.code-demo-jsfiddle')).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Open in JSFiddle' }).click()]);
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]).toMatchObject({ method: 'POST', url: 'https://jsfiddle.net/api/post/library/pure/' });
    const form = new URLSearchParams(posts[0].body);
    // Form posts send line breaks as CRLF.
    const field = (k: string) => form.get(k)?.replace(/\r\n/g, '\n');
    expect({ html: field('html'), js: field('js'), css: field('css') }).toEqual(PARTS);
    await popup.close();
  });
});
