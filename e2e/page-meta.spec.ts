import { editPageData, expect, test } from './fixtures';
import type { Page } from '@playwright/test';

const DOCKER = '/guide/install/docker.html';

/** Scroll down so the below-the-fold chunk with the page meta loads. */
async function toMeta(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('.page-bottom-slot')).toHaveCount(0);
}

async function git(page: Page) {
  return page.evaluate(() => JSON.parse(document.getElementById('__DOCS_DATA__')!.textContent!).page.git);
}

test.describe('page meta', () => {
  test('PG-12 edit link from the docs repository, last update and contributors from git', async ({ docs, page }) => {
    await page.route('https://giscus.app/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    // The fixture site names the repository that holds it (`docsRepo`); the shipped site names none.
    await docs.fixture(DOCKER);
    await toMeta(page);
    const meta = page.locator('footer.page-meta');
    const edit = meta.locator('.meta-item.edit-link a');
    await expect(edit).toHaveText('Edit this page');
    await expect(edit).toHaveAttribute('href', 'https://github.com/alist-org/docs/edit/main/tests/fixtures/e2e-site/guide/install/docker.md');
    await expect(edit).toHaveAttribute('target', '_blank');
    const info = await git(page);
    const time = await page.evaluate((t) => new Date(t).toLocaleString('en-US'), info.updatedTime);
    await expect(meta.locator('.git-info .update-time .label')).toHaveText('Last update:');
    await expect(meta.locator('.git-info .update-time .info')).toHaveText(time);
    await expect(meta.locator('.git-info .contributors .label')).toHaveText('Contributors:');
    await expect(meta.locator('.git-info .contributors .contributor')).toHaveText(info.contributors.map((c: { name: string }, i: number) => c.name + (i < info.contributors.length - 1 ? ', ' : '')));
    // Chinese page: its own file, Chinese labels and date format.
    await docs.fixture('/zh/guide/first.html');
    await toMeta(page);
    await expect(page.locator('.edit-link a')).toHaveText('编辑此页');
    await expect(page.locator('.edit-link a')).toHaveAttribute('href', 'https://github.com/alist-org/docs/edit/main/tests/fixtures/e2e-site/zh/guide/first.md');
    await expect(page.locator('.update-time .label')).toHaveText('上次编辑于:');
    const zhTime = await page.evaluate((t) => new Date(t).toLocaleString('zh-CN'), (await git(page)).updatedTime);
    await expect(page.locator('.update-time .info')).toHaveText(zhTime);
    await expect(page.locator('.contributors .label')).toHaveText('贡献者:');
  });

  test('PG-12 editLink, lastUpdated and contributors: false each hide their part', async ({ docs, page }) => {
    await page.route('https://giscus.app/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    // The server decides the parts (cli/document/parts.rs, unit-tested there for each switch); the
    // app draws what it is sent. Serve the docker page's data without one part, as the server sends
    // it for a page with that switch off, then open it in the app (which fetches the page's HTML).
    let off = '';
    const part: Record<string, string> = { editLink: 'edit', lastUpdated: 'updated', contributors: 'contributors' };
    await page.route('**/guide/install/docker.html', async (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue();
      const res = await route.fetch();
      const body = editPageData(await res.text(), (data) => {
        data.frontmatter[off] = false;
        delete data.parts.meta[part[off]];
      });
      await route.fulfill({ response: res, body });
    });
    const open = async (key: string) => {
      off = key;
      await docs.fixture('/guide/');
      await page.evaluate((href) => {
        const a = document.createElement('a');
        a.href = href;
        a.textContent = 'to docker';
        document.getElementById('docs-content')!.prepend(a);
      }, DOCKER);
      await page.getByRole('link', { name: 'to docker' }).click();
      await expect(page.locator('.vp-page-title h1')).toHaveText(/Docker/);
      await toMeta(page);
      await expect(page.locator('footer.page-meta')).toBeVisible();
    };
    await open('editLink');
    await expect(page.locator('.edit-link')).toHaveCount(0);
    await expect(page.locator('.update-time')).toHaveCount(1);
    await expect(page.locator('.contributors')).toHaveCount(1);
    await open('lastUpdated');
    await expect(page.locator('.edit-link')).toHaveCount(1);
    await expect(page.locator('.update-time')).toHaveCount(0);
    await expect(page.locator('.contributors')).toHaveCount(1);
    await open('contributors');
    await expect(page.locator('.edit-link')).toHaveCount(1);
    await expect(page.locator('.update-time')).toHaveCount(1);
    await expect(page.locator('.contributors')).toHaveCount(0);
    // All three off (the pricing page): no page meta at all.
    await docs.goto('en', '/pricing.html');
    await toMeta(page);
    await expect(page.locator('footer.page-meta')).toHaveCount(0);
  });

  test('PG-12 without a docs repository there is no edit link; git info stays', async ({ docs, page }) => {
    // The shipped site configures `repo` for the navbar but no `docsRepo`: an edit link into another
    // repository would lead to a file that does not exist there.
    await page.route('https://giscus.app/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await docs.goto('en', DOCKER);
    await toMeta(page);
    await expect(page.locator('footer.page-meta .update-time .info')).not.toBeEmpty();
    await expect(page.locator('.edit-link')).toHaveCount(0);
    // Alone in the row, the git info still sits at its end: its lines are aligned to their end,
    // and at the start of the row "Contributors:" looked indented under "Last update:".
    const [info, row] = await page.evaluate(() => ['footer.page-meta .git-info', 'footer.page-meta'].map((s) => document.querySelector(s)!.getBoundingClientRect().right));
    expect(Math.abs(info - row)).toBeLessThan(1);
  });
});
