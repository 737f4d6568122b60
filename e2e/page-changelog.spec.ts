import { expect, test } from './fixtures';

const FEED = 'https://api.github.com/repos/alist-org/alist/releases?per_page=10';

const RELEASES = [
  {
    tag_name: 'v3.46.0',
    published_at: '2025-07-01T08:00:00Z',
    html_url: 'https://github.com/alist-org/alist/releases/tag/v3.46.0',
    body: '## What is new\n- A brand new driver\n- <img src=x onerror="document.title=\'pwned\'"> stays text',
    draft: false,
    prerelease: false,
  },
  { tag_name: 'v3.47.0-rc.1', prerelease: true, body: 'not yet' },
  { tag_name: 'v3.45.0', body: 'already in the data file' },
];

test.describe('changelog', () => {
  test('changelog: online, releases newer than the data file are listed above it, as text', async ({ docs, page }) => {
    const asked: string[] = [];
    await page.route('https://api.github.com/**', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify(RELEASES) });
    });
    await docs.goto('en', '/guide/changelog.html');
    const remote = page.getByRole('region', { name: 'Newer releases' });
    await expect(remote.locator('.changelog-version strong')).toHaveText(['v3.46.0']);
    await expect(remote.locator('li')).toHaveText(['What is new', 'A brand new driver', '<img src=x onerror="document.title=\'pwned\'"> stays text']);
    await expect(remote.locator('img')).toHaveCount(0);
    await expect(page).toHaveTitle('Changelog | AList Docs');
    await expect(remote.getByRole('link', { name: 'Release notes' })).toHaveAttribute('href', 'https://github.com/alist-org/alist/releases/tag/v3.46.0');
    await expect(remote.locator('time')).toHaveAttribute('datetime', '2025-07-01T08:00:00Z');
    // The feed comes after the live part; the data file's list follows unchanged.
    const order = await page.evaluate(() => {
      const live = document.querySelector('.changelog-remote')!;
      const first = document.querySelector('.changelog > .changelog-release')!;
      return (live.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    });
    expect(order).toBe(true);
    await expect(page.locator('.changelog > .changelog-release .changelog-tag').first()).toHaveText('v3.45.0');
    expect(asked).toEqual([FEED]);
  });

  test('changelog: nothing newer says the list is current; Chinese texts on the Chinese page', async ({ docs, page }) => {
    await page.route('https://api.github.com/**', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(RELEASES.slice(2)) }));
    await docs.goto('zh', '/guide/changelog.html');
    await expect(page.locator('.changelog-live')).toContainText('此列表已包含最新版本');
    await expect(page.locator('.changelog > .changelog-release li').first()).toContainText('Cloudreve V4');
  });

  test('changelog: offline or failing, the data file stays with a link to the releases page', async ({ docs, page }) => {
    await page.route('https://api.github.com/**', (route) => route.abort('internetdisconnected'));
    await docs.goto('en', '/guide/changelog.html');
    await expect(page.locator('.changelog-offline')).toContainText('could not be checked');
    await expect(page.locator('.changelog-offline a')).toHaveAttribute('href', 'https://github.com/alist-org/alist/releases');
    await expect(page.locator('.changelog > .changelog-release')).not.toHaveCount(0);
  });

  test('changelog: a browser that knows it is offline does not even try', async ({ docs, page }) => {
    const asked: string[] = [];
    await page.route('https://api.github.com/**', (route) => (asked.push(route.request().url()), route.abort()));
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }));
    await docs.goto('en', '/guide/changelog.html');
    await expect(page.locator('.changelog-offline')).toBeVisible();
    await expect(page.locator('.changelog > .changelog-release')).not.toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
