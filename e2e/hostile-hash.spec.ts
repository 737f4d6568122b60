// An address's hash is text anyone can type or link: one that is not valid percent-encoding must
// leave the page drawn and working (decodeURIComponent throws URIError on it), and a heading's
// percent-encoded Chinese id still leads to that heading.
import { expect, test } from './fixtures';

const PAGE = '/zh/guide/install/';
const HEADING = '获取管理员密码';

test.describe('a hostile URL hash', () => {
  for (const hash of ['#%E0%A4%A', '#%', '#%00<script>', `#${encodeURIComponent(HEADING)}`]) {
    test(`${hash} draws the page without an error @mobile`, async ({ docs, page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // Scrolled near the end the page loads its comments: not this test's business.
      await page.route('https://giscus.app/**', (route) => route.abort());
      await page.goto(PAGE + hash);
      await docs.ready();
      await expect(page.locator('#docs-content h1, .vp-page-title h1').first()).toBeVisible();
      await expect(page.locator('#toc')).toBeAttached();
      // The active-heading hook reads the hash on every scroll; the TOC reads it on every draw.
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(400);
      await page.locator('#toc .vp-toc-header').click();
      await expect(page.locator('#toc .toc-list')).toBeVisible();
      await expect(page.locator('.theme-container')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('a percent-encoded Chinese heading id scrolls to its heading', async ({ docs, page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(PAGE + '#' + encodeURIComponent(HEADING));
    await docs.ready();
    const heading = page.locator(`[id="${HEADING}"]`);
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(200);
    expect(errors).toEqual([]);
  });
});
