import { expect, test } from './fixtures';

// Tabs and code tabs over the server's markup (WG-01..04, KB-04). The shipped manual install page has
// three `tabs#os` groups; the fixture's /widgets/content.html adds an id-less group with `@tab:active`
// and a `code-tabs#pm` group.
const MANUAL = '/guide/install/manual.html';
const CONTENT = '/widgets/content.html';

/** The tabs' clicks and keys arrive with their own chunk right after the app mounts (until then the
 *  server-rendered first tab shows); wait until it has taken over the markup (roving tabindex set). */
const tabsReady = (page: import('@playwright/test').Page) => expect(page.locator('.vp-tabs [role=tab][tabindex="0"]').first()).toBeAttached();

const store = (page: import('@playwright/test').Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('tabs', () => {
  test('WG-01 tablist, tabs and panels carry the roles, states and ids', async ({ docs, page }) => {
    await docs.goto('en', MANUAL);
    await tabsReady(page);
    const group = page.locator('.vp-tabs').first();
    const tablist = group.getByRole('tablist');
    await expect(tablist).toBeVisible();
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText(['Linux', 'macOS', 'Windows']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'false');
    const panelIds = await tabs.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-controls')));
    expect(panelIds.every((id) => /^tab-\d+-\d+$/.test(id ?? ''))).toBe(true);
    for (const [i, id] of panelIds.entries()) {
      const panel = page.locator(`#${id}`);
      await expect(panel).toHaveAttribute('role', 'tabpanel');
      await expect(panel).toHaveAttribute('aria-expanded', i === 0 ? 'true' : 'false');
      await expect(panel.locator('.vp-tab-title')).toHaveCount(1);
      // Only the selected panel is shown; each panel is labelled by its tab.
      if (i === 0) await expect(panel).toBeVisible();
      else await expect(panel).toBeHidden();
      await expect(panel).toHaveAttribute('aria-labelledby', `${id}-tab`);
    }
    // `<n>` is unique per page.
    const all = await page.locator('[role=tabpanel]').evaluateAll((ps) => ps.map((p) => p.id));
    expect(new Set(all).size).toBe(all.length);
  });

  test('WG-02 a click stores the group choice, which wins after a reload; groups without an id never persist', async ({ docs, page }) => {
    await docs.goto('en', MANUAL);
    await tabsReady(page);
    const first = page.locator('.vp-tabs').first();
    await first.getByRole('tab', { name: 'macOS' }).click();
    await expect(first.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
    expect(JSON.parse((await store(page, 'VUEPRESS_TAB_STORE')) ?? '{}')).toMatchObject({ os: 'macOS' });
    await page.reload();
    await docs.ready();
    await expect(page.locator('.vp-tabs').first().getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.vp-tabs').first().getByRole('tabpanel')).toContainText('tar -zxvf');

    // The fixture: `@tab:active` picks the initial tab of an id-less group, and clicking it stores nothing.
    await docs.fixture(CONTENT);
    await tabsReady(page);
    const plain = page.locator('.vp-tabs[data-tabs-group=""]');
    await expect(plain.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    await expect(plain.getByRole('tabpanel')).toHaveText(/Second tab/);
    const before = await store(page, 'VUEPRESS_TAB_STORE');
    await plain.getByRole('tab', { name: 'One' }).click();
    await expect(plain.getByRole('tab', { name: 'One' })).toHaveAttribute('aria-selected', 'true');
    expect(await store(page, 'VUEPRESS_TAB_STORE')).toBe(before);
    // A stored value that names no tab falls back to the default.
    await page.evaluate(() => localStorage.setItem('VUEPRESS_TAB_STORE', JSON.stringify({ os: 'BeOS' })));
    await page.reload();
    await docs.ready();
    await expect(page.locator('.vp-tabs[data-tabs-group="os"]').first().getByRole('tab', { name: 'Linux' })).toHaveAttribute('aria-selected', 'true');
  });

  test('WG-03 groups sharing an id follow the choice on the page and in another browser tab', async ({ docs, page, context }) => {
    await docs.goto('en', MANUAL);
    await tabsReady(page);
    const other = await context.newPage();
    await other.goto(MANUAL);
    await expect(other.locator('.theme-container:not(.prerendered)')).toBeVisible();
    const groups = page.locator('.vp-tabs[data-tabs-group="os"]');
    expect(await groups.count()).toBeGreaterThanOrEqual(2);
    await groups.nth(1).getByRole('tab', { name: 'Windows' }).click();
    for (let i = 0; i < (await groups.count()); i++) {
      await expect(groups.nth(i).getByRole('tab', { name: 'Windows' })).toHaveAttribute('aria-selected', 'true');
    }
    // The other tab hears the storage event.
    await expect(other.locator('.vp-tabs[data-tabs-group="os"]').first().getByRole('tab', { name: 'Windows' })).toHaveAttribute('aria-selected', 'true');
    await other.close();
  });

  test('WG-04 code tabs use their own store and classes', async ({ docs, page }) => {
    await docs.fixture(CONTENT);
    await tabsReady(page);
    const group = page.locator('.vp-code-tabs');
    await expect(group.locator('.vp-code-tabs-nav[role=tablist] > button.vp-code-tab-nav')).toHaveCount(2);
    await group.getByRole('tab', { name: 'pnpm' }).click();
    await expect(group.locator('.vp-code-tab.active')).toContainText('pnpm install');
    await expect(group.locator('.vp-code-tab-nav.active')).toHaveText('pnpm');
    expect(JSON.parse((await store(page, 'VUEPRESS_CODE_TAB_STORE')) ?? '{}')).toEqual({ pm: 'pnpm' });
    expect(await store(page, 'VUEPRESS_TAB_STORE')).toBeNull();
    await page.reload();
    await docs.ready();
    await expect(page.locator('.vp-code-tabs').getByRole('tab', { name: 'pnpm' })).toHaveAttribute('aria-selected', 'true');
  });

  test('KB-04 arrow keys move selection and focus with wrap-around; Enter and Space select; each key persists', async ({ docs, page }) => {
    await docs.fixture(CONTENT);
    await tabsReady(page);
    const group = page.locator('.vp-tabs[data-tabs-group="os"]').first();
    const tab = (name: string) => group.getByRole('tab', { name });
    await tab('Linux').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Windows')).toBeFocused();
    await expect(tab('Windows')).toHaveAttribute('aria-selected', 'true');
    expect(JSON.parse((await store(page, 'VUEPRESS_TAB_STORE')) ?? '{}')).toEqual({ os: 'Windows' });
    await page.keyboard.press('ArrowRight');
    await expect(tab('Linux')).toBeFocused();
    await expect(tab('Linux')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tab('macOS')).toHaveAttribute('aria-selected', 'true');
    expect(JSON.parse((await store(page, 'VUEPRESS_TAB_STORE')) ?? '{}')).toEqual({ os: 'macOS' });
    // Roving tabindex: only the selected tab is in the tab order.
    expect(await group.getByRole('tab').evaluateAll((bs) => bs.map((b) => (b as HTMLElement).tabIndex))).toEqual([-1, 0, -1]);
    // Enter / Space on a focused tab select it (focus moved without selecting via a mouse-less focus call).
    await tab('Windows').evaluate((b) => (b as HTMLElement).focus());
    await page.keyboard.press('Enter');
    await expect(tab('Windows')).toHaveAttribute('aria-selected', 'true');
    await tab('Linux').evaluate((b) => (b as HTMLElement).focus());
    await page.keyboard.press(' ');
    await expect(tab('Linux')).toHaveAttribute('aria-selected', 'true');
    expect(JSON.parse((await store(page, 'VUEPRESS_TAB_STORE')) ?? '{}')).toEqual({ os: 'Linux' });
  });

  test('ERR-08 tabs work with storage disabled', async ({ docs, page, context }) => {
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new Error('disabled');
        },
      });
    });
    await docs.fixture(CONTENT);
    await tabsReady(page);
    const group = page.locator('.vp-tabs[data-tabs-group="os"]');
    await group.first().getByRole('tab', { name: 'macOS' }).click();
    await expect(group.first().getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
    // Same-id groups still follow on the page.
    await expect(group.nth(1).getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
  });
});
