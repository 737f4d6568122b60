import { expect, test, FIXTURE } from './fixtures';
import type { Page } from '@playwright/test';

const DOCKER = '/guide/install/docker.html';

/** The page JSON the server inlined into the document. */
async function pageData(page: Page) {
  return page.evaluate(() => JSON.parse(document.getElementById('__DOCS_DATA__')!.textContent!).page);
}

test.describe('page layout', () => {
  // The title block stays inside the content (the server's own h1, readable without JavaScript), so
  // the ad slot, which opens the content column (AD-01), comes before it.
  test('PG-01 skeleton: container classes, then breadcrumb, title, TOC, content, meta, nav, comments, site footer', async ({ docs, page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.route('https://giscus.app/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await docs.goto('en', DOCKER);
    // Page meta and comments arrive with the below-the-fold chunk, when the reader gets near them;
    // until then the slot shows the page meta the server drew (issue 19: nothing moves on mount).
    await expect(page.locator('.page-bottom-slot > footer.page-meta')).toHaveCount(1);
    await expect(page.locator('main > footer.page-meta')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.locator('main > footer.page-meta')).toBeAttached();
    await expect(page.locator('#comment')).toBeAttached();
    await expect(docs.container()).toHaveClass(/\bhas-sidebar\b/);
    await expect(docs.container()).toHaveClass(/\bhas-toc\b/);
    const order = await page.evaluate(() => {
      const main = document.querySelector('main#main-content.vp-page')!;
      const parts = ['nav.vp-breadcrumb', '.theme-hope-content.ads-container', '#docs-content > .vp-page-title', '#docs-content > .toc-place-holder > aside#toc', '#docs-content > h2', 'footer.page-meta', 'nav.vp-page-nav', '#comment'];
      const els = parts.map((s) => main.querySelector(s));
      const missing = parts.filter((_, i) => !els[i]);
      const sorted = els.every((el, i) => i === 0 || (els[i - 1]!.compareDocumentPosition(el!) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
      const footer = document.querySelector('footer.vp-footer-wrapper');
      return { missing, sorted, footerAfterMain: !!footer && (main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 };
    });
    expect(order).toEqual({ missing: [], sorted: true, footerAfterMain: true });
    // The title block holds the content's own h1 and the page info: one h1, no copy.
    await expect(page.locator('main h1')).toHaveCount(1);
    await expect(page.locator('#docs-content .vp-page-title > h1 + .page-info')).toBeVisible();
    // Front-matter containerClass lands on the container; a page without TOC has no has-toc.
    await docs.fixture('/page-info.html');
    await expect(docs.container()).toHaveClass(/\bpage-custom\b/);
    await expect(docs.container()).not.toHaveClass(/\bhas-toc\b/);
  });

  test('PG-02 document title, html lang and description follow the page and the locale', async ({ docs, page }) => {
    await docs.goto('en', DOCKER);
    await expect(page).toHaveTitle('Use Docker | AList Docs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    // The page's own description (issue 19): its first paragraph, plain text, at most 160 characters.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^The official image is xhofe\/alist on Docker Hub .{0,120}…$/);
    // Client-side navigation updates the title (page title = front-matter title, else the first h1).
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Introduction' }).click();
    await expect(page).toHaveURL(/\/guide\/$/);
    await expect(page).toHaveTitle('Introduction | AList Docs');
    await docs.goto('zh', DOCKER);
    await expect(page).toHaveTitle('使用 Docker | AList 文档');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^官方镜像是 Docker Hub 上的 xhofe\/alist/);
  });

  test('PG-03 breadcrumb: locale home → folder indexes → page, icons, last item active; off with breadcrumb: false', async ({ docs, page }) => {
    await docs.goto('en', DOCKER);
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    const items = crumb.locator('ol > li');
    await expect(items).toHaveText(['Home', 'Introduction', 'Install', 'Use Docker']);
    expect(await items.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/', '/guide/', '/guide/install/', DOCKER]);
    await expect(items.last()).toHaveClass(/\bis-active\b/);
    await expect(items.last().locator('a')).toHaveAttribute('aria-current', 'page');
    await expect(items.nth(2)).not.toHaveClass(/\bis-active\b/);
    // Each entry with an icon in its front-matter shows it.
    await expect(items.locator('i.icon')).toHaveCount(4);
    await items.nth(1).locator('a').click();
    await expect(page).toHaveURL(/\/guide\/$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li')).toHaveText(['Home', 'Introduction']);
    await docs.goto('zh', DOCKER);
    await expect(page.getByRole('navigation', { name: '面包屑导航' }).locator('li a').first()).toHaveAttribute('href', '/zh/');
    await docs.goto('en', '/pricing.html');
    await expect(page.locator('nav.vp-breadcrumb')).toHaveClass(/\bdisable\b/);
    await expect(page.locator('nav.vp-breadcrumb li')).toHaveCount(0);
  });

  test('PG-04 page info: items in the configured order with tooltips; front-matter array overrides, false hides', async ({ docs, page }) => {
    await docs.goto('en', DOCKER);
    const info = page.locator('.vp-page-title .page-info');
    const classes = () => info.evaluate((el) => Array.from(el.children, (c) => c.className));
    // Site order: Author, Original (not original here), Date, Category, Tag, ReadingTime.
    expect(await classes()).toEqual(['page-author-info', 'page-date-info', 'page-category-info', 'page-tag-info', 'page-reading-time-info']);
    const labels = await info.locator('[data-balloon-pos="down"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(labels).toEqual(['Author', 'Writing Date', 'Category', 'Tag', 'Reading Time']);
    await docs.goto('zh', DOCKER);
    const zhLabels = await page.locator('.page-info [data-balloon-pos="down"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(zhLabels).toEqual(['作者', '写作日期', '分类', '标签', '阅读时间']);
    // pageInfo: [Word, Author, Original, Date, Category, Tag, ReadingTime, PageView] → that order; no page views.
    await docs.fixture('/page-info.html');
    expect(await page.locator('.page-info').evaluate((el) => Array.from(el.children, (c) => c.className.split(' ')[0]))).toEqual([
      'page-word-info',
      'page-author-info',
      'page-original-info',
      'page-date-info',
      'page-category-info',
      'page-tag-info',
      'page-reading-time-info',
    ]);
    await expect(page.locator('.page-original-info')).toHaveText('Original');
    await expect(page.locator('.page-word-info')).toHaveAttribute('aria-label', 'Words');
    await docs.goto('en', '/pricing.html');
    await expect(page.locator('#docs-content h1')).toHaveText(/Pricing/);
    await expect(page.locator('.page-info')).toHaveCount(0);
  });

  test('PG-05 author: front-matter names (linked when they have a url), the site author by default, none with false', async ({ docs, page }) => {
    await docs.goto('en', DOCKER);
    const site = page.locator('.page-author-info a.page-author-item');
    await expect(site).toHaveText('Andy Hsu');
    await expect(site).toHaveAttribute('href', 'https://i.nn.ci');
    await expect(page.locator('meta[property="author"]')).toHaveAttribute('content', 'Andy Hsu');
    await docs.fixture('/page-info.html');
    await expect(page.locator('.page-author-item')).toHaveText(['Ann', 'Bob']);
    await expect(page.locator('a.page-author-item')).toHaveAttribute('href', 'https://ann.example.test/');
    await expect(page.locator('span.page-author-item')).toHaveText('Bob');
    await docs.fixture('/page-nav.html');
    await expect(page.locator('.page-info')).toBeVisible();
    await expect(page.locator('.page-author-info')).toHaveCount(0);
  });

  test('PG-06 date from front-matter or the first commit, with datePublished; category and tag chips are not links; original only when set', async ({ docs, page }) => {
    await docs.fixture('/page-info.html');
    const expected = await page.evaluate(() => new Date('2024-01-02').toLocaleDateString('en-US'));
    await expect(page.locator('.page-date-info > span')).toHaveText(expected);
    await expect(page.locator('meta[property="datePublished"]')).toHaveAttribute('content', /^2024-01-02T/);
    await expect(page.locator('.page-category-item')).toHaveText(['Alpha', 'Beta']);
    await expect(page.locator('.page-tag-item')).toHaveText(['Gamma']);
    await expect(page.locator('.page-category-info a, .page-tag-info a')).toHaveCount(0);
    await docs.goto('zh', DOCKER);
    const data = await pageData(page);
    const fromGit = await page.evaluate((t) => new Date(t).toLocaleDateString('zh-CN'), data.git.createdTime);
    await expect(page.locator('.page-date-info > span')).toHaveText(fromGit);
    await expect(page.locator('.page-category-item')).toHaveText(['指南']);
    await expect(page.locator('.page-original-info')).toHaveCount(0);
  });

  test('PG-07 reading time: rounded minutes, less than a minute for short pages, timeRequired meta', async ({ docs, page }) => {
    await docs.goto('en', DOCKER);
    const { readingTime } = await pageData(page);
    const minutes = Math.round(Math.round((readingTime.words / 300) * 100) / 100);
    expect(minutes).toBeGreaterThan(1);
    await expect(page.locator('.page-reading-time-info > span')).toHaveText(`About ${minutes} min`);
    await expect(page.locator('meta[property="timeRequired"]')).toHaveAttribute('content', `PT${minutes}M`);
    await docs.goto('zh', DOCKER);
    await expect(page.locator('.page-reading-time-info > span')).toHaveText(/^大约 \d+ 分钟$/);
    await docs.fixture('/page-info.html');
    await expect(page.locator('.page-reading-time-info > span')).toHaveText('Less than 1 minute');
    await expect(page.locator('meta[property="timeRequired"]')).toHaveAttribute('content', 'PT1M');
  });

  test('PG-08 word count of the Markdown body: Latin runs plus one per CJK character', async ({ docs, page }) => {
    // Body: "# Page info\n\nHello 世界, foo-bar" → Page, info, Hello, 世, 界, foo, bar.
    await docs.fixture('/page-info.html');
    await expect(page.locator('.page-word-info > span')).toHaveText('About 7 words');
    await expect(page.locator('meta[property="wordCount"]')).toHaveAttribute('content', '7');
    expect((await pageData(page)).readingTime.words).toBe(7);
  });

  test('PG-13 prev/next follow the sidebar list without crossing groups; front-matter overrides them', async ({ docs, page }) => {
    // Clicking the link scrolls the page bottom, and with it the comments box, into view.
    await page.route('https://giscus.app/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await docs.goto('en', DOCKER);
    await expect(page.locator('nav.vp-page-nav a.prev')).toHaveAttribute('href', '/guide/install/manual.html');
    await expect(page.locator('nav.vp-page-nav a.prev .hint')).toHaveText('Prev');
    await expect(page.locator('nav.vp-page-nav a.next .hint')).toHaveText('Next');
    await page.locator('nav.vp-page-nav a.next').click();
    await expect(page).toHaveURL(/\/guide\/install\/desktop\.html$/);
    // The fixture's /guide/ list: second.html is followed by a group without link → no next.
    await docs.fixture('/guide/second.html');
    await expect(page.locator('a.prev')).toHaveAttribute('href', '/guide/first.html');
    await expect(page.locator('a.next')).toHaveCount(0);
    await docs.fixture('/page-nav.html');
    await expect(page.locator('a.prev')).toHaveAttribute('href', '/guide/first.html');
    await expect(page.locator('a.prev .link')).toHaveText('First');
    await expect(page.locator('a.next')).toHaveAttribute('href', '/guide/second.html');
    await expect(page.locator('a.next .link')).toHaveText('Custom next');
    await expect(page.locator('a.next .link i.icon')).toHaveCount(1);
    await docs.goto('zh', DOCKER);
    await expect(page.locator('a.prev .hint')).toHaveText('上一页');
  });

  test('PG-14 site footer on doc pages: license and copyright; footer: false removes it', async ({ docs, page }) => {
    // Issue 34: the site's line is its locales' footer, the same as the home page's and translated.
    await docs.goto('en', DOCKER);
    await expect(page.locator('footer.vp-footer-wrapper .vp-footer')).toHaveText('AGPL-3.0 Licensed | Copyright © 2022\u2011present AList');
    await expect(page.locator('footer.vp-footer-wrapper .vp-copyright')).toHaveCount(0);
    await docs.goto('zh', DOCKER);
    await expect(page.locator('footer.vp-footer-wrapper .vp-footer')).toHaveText('AGPL-3.0 许可 | 版权所有 © 2022 年至今 AList');
    // "2022‑present" never wraps at its hyphen, even on a phone.
    await page.setViewportSize({ width: 375, height: 800 });
    await docs.goto('en', DOCKER);
    const lines = await page.locator('footer .vp-footer').evaluate((el) => {
      const r = document.createRange();
      r.selectNodeContents(el);
      const text = el.textContent ?? '';
      const at = text.indexOf('2022');
      r.setStart(el.firstChild!, at);
      r.setEnd(el.firstChild!, at + '2022\u2011present'.length);
      return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size;
    });
    expect(lines).toBe(1);
    const year = new Date().getFullYear();
    await docs.fixture('/guide/first.html');
    await expect(page.locator('footer.vp-footer-wrapper .vp-copyright')).toHaveText(`Copyright © ${year} Fixture Author`);
    await docs.fixture('/page-nav.html');
    await expect(page.locator('footer.vp-footer-wrapper')).toHaveCount(0);
  });

  test('PG-15 the skip link is the first tab stop and focuses the main content', async ({ docs, page }) => {
    for (const [locale, text] of [
      ['en', 'Skip to main content'],
      ['zh', '跳至主要內容'],
    ] as const) {
      await docs.goto(locale, DOCKER);
      await page.keyboard.press('Tab');
      const skip = page.locator(':focus');
      await expect(skip).toHaveText(text);
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main-content')).toBeFocused();
    }
  });

  test('PG-16 external links open in a new tab with noopener and an announced icon', async ({ docs, page }) => {
    for (const locale of ['en', 'zh'] as const) {
      await docs.goto(locale, DOCKER);
      const link = page.locator('#docs-content a[href="https://hub.docker.com/r/xhofe/alist"]').first();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link.locator('svg.external-link-icon')).toHaveAttribute('aria-hidden', 'true');
      await expect(link.locator('.sr-only')).toHaveText('open in new window');
      await expect(link).toHaveAccessibleName(/open in new window$/);
    }
    // Internal links stay in the tab.
    await expect(page.locator('#docs-content a[href^="/"]').first()).not.toHaveAttribute('target', '_blank');
  });

  test('PG-17 the page icon shows before the title, in the breadcrumb and in the sidebar', async ({ docs, page }) => {
    await docs.goto('en', DOCKER);
    const h1 = page.locator('.vp-page-title h1');
    await expect(h1).toHaveText(/Use Docker/);
    // The icon comes before the title text.
    expect(await h1.evaluate((el) => el.querySelector('.vp-page-icon i.icon') !== null && el.textContent!.trim().endsWith('Use Docker') && el.querySelector('.vp-page-icon')!.nextSibling!.textContent!.includes('Use Docker'))).toBe(true);
    // The same shape everywhere, drawn by the stylesheet's mask for it (an unknown shape has no mask).
    const icon = h1.locator('.vp-page-icon i.icon');
    const shape = (await icon.getAttribute('class'))!.split(' ').find((c) => c.startsWith('i-'))!;
    expect(shape).toBeTruthy();
    // A file of its own (build/icon-masks.ts), fetched only by pages that show it.
    expect(await icon.evaluate((el) => getComputedStyle(el).maskImage)).toMatch(/^url\(".*\/assets\/[\w-]+\.svg"\)$/);
    expect(await icon.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(8);
    await expect(page.locator(`nav.vp-breadcrumb li.is-active i.icon.${shape}`)).toHaveCount(1);
    await expect(docs.sidebar().locator(`a.vp-sidebar-link.active i.icon.${shape}`)).toHaveCount(1);
    // Client-side navigation replaces it; a page without icon has none.
    await docs.fixture('/wrong-types.html');
    await expect(page.locator('.vp-page-title h1')).toHaveText(/Wrong types/);
    await expect(page.locator('.vp-page-icon')).toHaveCount(0);
  });
});

test('PG-01 the prerendered document already has the title block (no JavaScript)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(FIXTURE + '/guide/first.html');
  await expect(page.locator('#docs-content > .vp-page-title > h1')).toHaveText(/First/);
  await context.close();
});
