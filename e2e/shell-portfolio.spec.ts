import { expect, test } from './fixtures';

test.describe('portfolio home', () => {
  test('PF-01 portfolio: true with home selects the portfolio layout; the Markdown follows', async ({ docs, page }) => {
    await docs.fixture('/portfolio/');
    await expect(page.locator('section#portfolio.vp-portfolio')).toBeVisible();
    await expect(page.locator('.vp-hero-info-wrapper')).toHaveCount(0);
    await expect(page.locator('#docs-content')).toHaveText('About me.');
    await expect(docs.container()).toHaveClass(/\bno-sidebar\b/);
  });

  test('PF-02 name, avatar, default welcome and media links come from front-matter', async ({ docs, page }) => {
    await docs.fixture('/portfolio/');
    await expect(page.locator('h1#main-title.vp-portfolio-name')).toHaveText('Ada');
    await expect(page.locator('h6.vp-portfolio-welcome')).toHaveText("👋 Hi There, I'm");
    await expect(page.locator('.vp-portfolio-avatar img')).toHaveAttribute('src', '/logo.svg');
    await expect(page.locator('.vp-portfolio-medias a')).toHaveAttribute('href', 'https://github.example.test/ada');
    await expect(page.locator('.vp-portfolio-medias a')).toHaveText('GitHub');
  });

  test('PF-03 titles ["ab","c"]: "a" at once, "ab" at 150 ms, "c" after the 1 s pause', async ({ docs, page }) => {
    await page.clock.install({ time: new Date('2025-01-01T00:00:00Z') });
    await page.clock.pauseAt(new Date('2025-01-01T00:00:01Z'));
    await docs.fixture('/portfolio/');
    const title = page.locator('h2.vp-portfolio-title');
    await expect(title).toHaveText('a');
    await page.clock.runFor(149);
    await expect(title).toHaveText('a');
    await page.clock.runFor(1);
    await expect(title).toHaveText('ab');
    await page.clock.runFor(999);
    await expect(title).toHaveText('ab');
    await page.clock.runFor(51); // t = 1200
    await expect(title).toHaveText('c');
    await page.clock.runFor(1000); // wraps to the first title
    await expect(title).toHaveText('a');
  });

  test('PF-03 leaving the page cancels pending timers', async ({ docs, page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.clock.install({ time: new Date('2025-01-01T00:00:00Z') });
    await page.clock.pauseAt(new Date('2025-01-01T00:00:01Z'));
    await docs.fixture('/portfolio/');
    await page.getByRole('link', { name: 'Guide', exact: true }).first().click();
    await expect(page).toHaveURL(/\/guide\/$/);
    await page.clock.runFor(3000);
    await expect(page.locator('h2.vp-portfolio-title')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('PF-04 DOM: section#portfolio, avatar, welcome, name, medias @mobile', async ({ docs, page }) => {
    await docs.fixture('/portfolio/');
    const p = page.locator('section#portfolio.vp-portfolio');
    await expect(p.locator('.vp-portfolio-avatar img.light')).toBeVisible();
    await expect(p.locator('h6.vp-portfolio-welcome')).toBeVisible();
    await expect(p.locator('h1#main-title.vp-portfolio-name')).toBeVisible();
    await expect(p.locator('h2.vp-portfolio-title')).toBeVisible();
    await expect(p.locator('.vp-portfolio-medias a')).toHaveCount(1);
  });
});
