// The blog's pages (issue 55 item 5) on tests/fixtures/blog-site (see playwright.config.ts): the
// article list, a tag page and the timeline render in the browser, and the app's links move between them.
import { expect, test } from './fixtures';

const port = Number(process.env.DOCS_E2E_PORT ?? 4173);
const BLOG = `http://127.0.0.1:${port + 7}`;

test.describe('blog', () => {
  test('the article list shows pinned first and pages on @mobile', async ({ docs, page }) => {
    await page.goto(BLOG + '/article/');
    await docs.ready();
    const titles = page.locator('main.vp-blog .vp-article-title');
    await expect(titles).toHaveText(['Tomato', 'Cherries & <friends>']);
    await expect(page.locator('.vp-article-mark.sticky')).toHaveText('Pinned');
    await expect(page.getByRole('navigation', { name: 'Blog' }).getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/article\/2\.html$/);
    await expect(titles).toHaveText(['Apple harvest', 'Compost']);
  });

  test('a tag page lists its articles and its chips lead to other tags', async ({ docs, page }) => {
    await page.goto(BLOG + '/zh/tag/%E7%BA%A2/');
    await docs.ready();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('标签：红');
    await expect(page.locator('main.vp-blog .vp-article-title')).toHaveText(['番茄', '苹果收获']);
    await page.locator('main.vp-blog').getByRole('link', { name: '圆' }).click();
    await expect(page).toHaveURL(/\/zh\/tag\/%E5%9C%86\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('标签：圆');
  });

  test('the timeline groups articles by year and an article chip links back to its tag', async ({ docs, page }) => {
    await page.goto(BLOG + '/timeline/');
    await docs.ready();
    await expect(page.locator('.vp-timeline-label')).toHaveText(['2023', '2022', '2021']);
    await page.getByRole('link', { name: 'Apple harvest' }).click();
    await expect(page).toHaveURL(/\/posts\/apple\.html$/);
    await page.locator('.page-tag-info').getByRole('link', { name: 'round' }).click();
    await expect(page).toHaveURL(/\/tag\/round\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tag: round');
  });
  test("a page's own head tags are swapped on client-side navigation", async ({ docs, page }) => {
    const own = page.locator('head [data-page-head]');
    await page.goto(BLOG + '/posts/apple.html');
    await docs.ready();
    await expect(own).toHaveCount(1);
    await expect(page.locator('head meta[name="keywords"]')).toHaveAttribute('content', 'apples');
    // To a page without head tags: the article's are gone.
    await page.locator('.page-tag-info').getByRole('link', { name: 'red' }).click();
    await expect(page).toHaveURL(/\/tag\/red\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tag: red');
    await expect(own).toHaveCount(0);
    // To a page with its own: exactly its tags, and the first page's never come back.
    await page.locator('main.vp-blog').getByRole('link', { name: 'Cherries & <friends>' }).click();
    await expect(page).toHaveURL(/\/posts\/cherry\.html$/);
    await expect(own).toHaveCount(1);
    await expect(page.locator('head meta[name="robots"][data-page-head]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('head meta[name="keywords"]')).toHaveCount(0);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/posts\/apple\.html$/);
    await expect(page.locator('head meta[name="keywords"][data-page-head]')).toHaveCount(1);
    await expect(own).toHaveCount(1);
  });

  test('the blog home shows the hero, the newest articles and the blogger card @mobile', async ({ docs, page }) => {
    await page.goto(BLOG + '/zh/');
    await docs.ready();
    const home = page.locator('section.vp-blog-home');
    await expect(home.getByRole('heading', { level: 2 })).toHaveText('文章');
    await expect(home.locator('.vp-article-title')).toHaveText(['番茄', '苹果收获']);
    const card = home.getByRole('complementary', { name: '关于作者' });
    await expect(card.locator('.vp-blogger-name')).toHaveText('Ada Grower');
    // Drawn by the app after a client-side visit too.
    await page.getByRole('navigation', { name: '博客' }).getByRole('link', { name: '时间轴' }).click();
    await expect(page).toHaveURL(/\/zh\/timeline\/$/);
    await page.goBack();
    await expect(home.locator('.vp-article-title')).toHaveText(['番茄', '苹果收获']);
    await expect(card.locator('.vp-blogger-count').first()).toHaveText('2');
  });
});
