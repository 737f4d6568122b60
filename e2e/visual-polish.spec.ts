import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 20: one describe per numbered item; each test fails if that defect comes back.

const ONEDRIVE = '/guide/drivers/onedrive.html';
const DOCKER = '/guide/install/docker.html';

/** Cells whose content is wider than the cell (text cut off). */
function clippedCells(page: Page) {
  return page.locator('#docs-content td, #docs-content th').evaluateAll((cells) =>
    cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent?.slice(0, 40)),
  );
}

test.describe('1 · tables', () => {
  for (const width of [1440, 1366]) {
    test(`driver settings tables fit the column at ${width} px with a readable Meaning column`, async ({ docs, page }) => {
      await page.setViewportSize({ width, height: 900 });
      await docs.goto('en', ONEDRIVE);
      const frames = page.locator('.driver-settings .table-wrapper');
      expect(await frames.count()).toBeGreaterThan(0);
      for (const frame of await frames.all()) {
        const { scroll, client } = await frame.evaluate((f) => ({ scroll: f.scrollWidth, client: f.clientWidth }));
        expect(scroll, 'table wider than its frame').toBeLessThanOrEqual(client + 1);
        const meaning = await frame.locator('tbody tr:first-child td:last-child').evaluate((td) => td.getBoundingClientRect().width);
        expect(meaning).toBeGreaterThanOrEqual(224);
      }
      expect(await clippedCells(page)).toEqual([]);
    });
  }

  // Issue 34: at phone width a reference table reads as one card per row, every value labelled with
  // its column, instead of hiding columns behind a sideways scroll.
  test('a reference table reads as labelled cards on a phone, never wider than the column', async ({ docs, page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await docs.goto('zh', ONEDRIVE);
    const frame = page.locator('.driver-settings .table-wrapper').first();
    expect(await frame.evaluate((f) => f.scrollWidth <= f.clientWidth + 1)).toBe(true);
    const cell = frame.locator('tbody tr:first-child td:nth-child(2)');
    const label = await cell.getAttribute('data-label');
    expect(label).toBeTruthy();
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toContain(label!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await clippedCells(page)).toEqual([]);
  });
});

test.describe('2 · TOC arrow', () => {
  test('the collapsed "On this page" box shows a chevron (two drawn sides of a square box), not a corner', async ({ docs, page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await docs.goto('en', DOCKER);
    const arrow = page.locator('#toc .vp-toc-header .arrow');
    const box = await arrow.evaluate((el) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return { top: s.borderTopWidth, left: s.borderLeftWidth, right: s.borderRightWidth, bottom: s.borderBottomWidth, rightColor: s.borderRightColor, bottomColor: s.borderBottomColor, w: r.width, h: r.height };
    });
    expect([box.top, box.left]).toEqual(['0px', '0px']);
    expect([box.right, box.bottom]).toEqual(['2px', '2px']);
    expect(box.rightColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(box.bottomColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(Math.abs(box.w - box.h)).toBeLessThan(1);
    expect(box.w).toBeGreaterThan(6);
  });
});

test.describe('3 · code blocks', () => {
  async function firstBlock(page: Page): Promise<Locator> {
    const block = page.locator('#docs-content div[class*="language-"]').first();
    await expect(block.locator('.copy-code-button')).toHaveCount(1);
    return block;
  }

  test('the copy button has its own backdrop and the language label gives way to it', async ({ docs, page }) => {
    await docs.goto('en', DOCKER);
    const block = await firstBlock(page);
    await block.hover();
    const button = block.locator('.copy-code-button');
    await expect(button).toHaveCSS('opacity', '1');
    expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await expect.poll(() => block.evaluate((b) => getComputedStyle(b, '::before').opacity)).toBe('0');
  });

  test('a short line never runs under the copy button, and the label stays clear of the code', async ({ docs, page }) => {
    await docs.goto('en', DOCKER);
    const block = await firstBlock(page);
    const gap = await block.evaluate((b) => {
      const pre = b.querySelector('pre')!;
      const button = b.querySelector('.copy-code-button')!.getBoundingClientRect();
      const box = pre.getBoundingClientRect();
      const s = getComputedStyle(pre);
      const label = getComputedStyle(b, '::before');
      return {
        // Room kept free on the right of the text, against the button's left edge.
        reserved: box.right - parseFloat(s.paddingRight) - button.left,
        labelBottom: parseFloat(label.top) + parseFloat(label.lineHeight || label.fontSize),
        textTop: parseFloat(s.paddingTop),
      };
    });
    expect(gap.reserved).toBeLessThanOrEqual(0);
    expect(gap.labelBottom).toBeLessThan(gap.textTop);
  });

  test('a long one-liner shows that it scrolls: an edge shadow on the right', async ({ docs, page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await docs.goto('en', DOCKER);
    const long = page.locator('#docs-content div[class*="language-"] pre').filter({ hasText: 'docker run -d' }).first();
    const info = await long.evaluate((p) => ({ wider: p.scrollWidth > p.clientWidth, bg: getComputedStyle(p).backgroundImage, attach: getComputedStyle(p).backgroundAttachment }));
    expect(info.wider).toBe(true);
    expect(info.bg).toContain('radial-gradient');
    expect(info.attach).toContain('local');
  });
});

test.describe('4 · admonitions', () => {
  test('each kind has its own tint, coloured title and icon, in light and dark', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    // The renderer's shapes, placed on a real page so the site's CSS applies.
    await page.locator('#docs-content').evaluate((root) => {
      const kinds = ['tip', 'info', 'note', 'warning', 'danger'];
      root.insertAdjacentHTML(
        'beforeend',
        kinds.map((k) => `<div class="hint-container ${k}" data-test="${k}"><p class="hint-container-title">${k}</p><p>x</p></div>`).join('') +
          '<details class="hint-container details" data-test="details"><summary>more</summary><p>x</p></details>',
      );
    });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(docs.theme()).toHaveAttribute('data-theme', scheme);
      const pageBg = await page.locator('body').evaluate((b) => getComputedStyle(b).backgroundColor);
      const seen = new Set<string>();
      const titles = new Set<string>();
      for (const kind of ['tip', 'info', 'note', 'warning', 'danger']) {
        const box = page.locator(`[data-test="${kind}"]`);
        const s = await box.evaluate((el) => {
          const title = el.querySelector('.hint-container-title')!;
          return { bg: getComputedStyle(el).backgroundColor, border: getComputedStyle(el).borderInlineStartColor, title: getComputedStyle(title).color, icon: getComputedStyle(title, '::before').maskImage };
        });
        expect(s.bg, `${kind} is tinted`).not.toBe(pageBg);
        expect(s.icon, `${kind} has an icon`).toContain('url(');
        seen.add(s.bg);
        titles.add(s.title);
      }
      expect(seen.size, 'one tint per kind').toBe(5);
      expect(titles.size, 'one title colour per kind').toBe(5);
      const details = await page.locator('[data-test="details"]').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(details).not.toBe(pageBg);
    }
  });
});

test.describe('5 · breadcrumb', () => {
  test('Chinese pages start the breadcrumb with 首页, English ones with Home', async ({ docs, page }) => {
    await docs.goto('zh', DOCKER);
    await expect(page.locator('.vp-breadcrumb li').first()).toHaveText('首页');
    await docs.goto('en', DOCKER);
    await expect(page.locator('.vp-breadcrumb li').first()).toHaveText('Home');
  });
});

test.describe('8 · sidebar', () => {
  test('a long label wraps inside the sidebar instead of overflowing it', async ({ docs, page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await docs.goto('en', '/guide/api/fs.html');
    const sidebar = docs.sidebar();
    await expect(sidebar.getByRole('link', { name: 'POST /api/fs/remove_empty_directory' })).toBeVisible();
    const over = await sidebar.evaluate((s) => ({ scroll: s.scrollWidth, client: s.clientWidth }));
    expect(over.scroll).toBeLessThanOrEqual(over.client + 1);
    const sideRight = (await sidebar.boundingBox())!;
    for (const link of await sidebar.locator('.vp-sidebar-link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(sideRight.x + sideRight.width);
    }
  });

  test('in-page heading links look different from page links', async ({ docs, page }) => {
    await docs.goto('en', DOCKER);
    const pageLink = docs.sidebar().locator('a.vp-sidebar-link:not(.vp-heading)').first();
    const heading = docs.sidebar().locator('a.vp-sidebar-link.vp-heading').first();
    const style = (el: Element) => ({ size: parseFloat(getComputedStyle(el).fontSize), color: getComputedStyle(el).color });
    const [p, h] = [await pageLink.evaluate(style), await heading.evaluate(style)];
    expect(h.size).toBeLessThan(p.size);
    expect(h.color).not.toBe(p.color);
  });

  test('hover and active highlights of every level start at the same x', async ({ docs, page }) => {
    await docs.goto('en', DOCKER);
    const rows = docs.sidebar().locator('a.vp-sidebar-link:not(.vp-heading), .vp-sidebar-heading');
    const lefts = new Set((await rows.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)))));
    expect([...lefts]).toHaveLength(1);
    // The active page (nested one level) and a top-level heading start at the same x.
    const active = docs.sidebar().locator('a.vp-sidebar-link.active').first();
    expect(Math.round((await active.boundingBox())!.x)).toBe([...lefts][0]);
  });
});

test.describe('9 · API selector', () => {
  test('it is drawn as our control: page font, no native arrow, a chevron of its own', async ({ docs, page }) => {
    await docs.goto('en', '/tool/onedrive/request.html');
    const select = page.getByRole('combobox', { name: 'Choose the API' });
    const s = await select.evaluate((el) => ({ font: getComputedStyle(el).fontFamily, body: getComputedStyle(document.body).fontFamily, appearance: getComputedStyle(el).appearance, chevron: getComputedStyle(el.parentElement!, '::after').borderRightWidth }));
    expect(s.font).toBe(s.body);
    expect(s.appearance).toBe('none');
    expect(s.chevron).toBe('2px');
  });
});

test.describe('10 · tool modes', () => {
  for (const lang of ['en', 'zh'] as const) {
    test(`the mode buttons are toggle buttons with aria-pressed and a visible selected state (${lang})`, async ({ docs, page }) => {
      // The page is short, so the comment box is in view at once: keep its script out.
      await page.route('https://giscus.app/**', (route) => route.abort());
      await docs.goto(lang, '/tool/google/request.html');
      const own = page.getByRole('button', { name: lang === 'zh' ? '使用自己的客户端' : 'Use own client' });
      const desktop = page.getByRole('button', { name: lang === 'zh' ? '使用桌面客户端' : 'Use a desktop client' });
      await expect(own).toHaveAttribute('aria-pressed', 'true');
      await expect(desktop).toHaveAttribute('aria-pressed', 'false');
      const look = (el: Element) => getComputedStyle(el).backgroundColor + getComputedStyle(el).color;
      const [on, off] = [await own.evaluate(look), await desktop.evaluate(look)];
      expect(on).not.toBe(off);
      await desktop.click();
      await expect(desktop).toHaveAttribute('aria-pressed', 'true');
      await expect(own).toHaveAttribute('aria-pressed', 'false');
      expect(await desktop.evaluate(look)).toBe(on);
      // "Create a client" is a link, and does not look like a third mode.
      const create = page.getByRole('link', { name: lang === 'zh' ? '创建客户端' : 'Create a client' });
      expect(await create.evaluate((a) => getComputedStyle(a).textDecorationLine)).toContain('underline');
      expect(await create.evaluate((a) => getComputedStyle(a).borderTopWidth)).toBe('0px');
    });
  }
});

test.describe('11 · search results', () => {
  test('hits are grouped by page, each option is the link itself, snippets are cut with an ellipsis', async ({ docs, page }) => {
    await docs.goto('en', '/guide/');
    await page.keyboard.press('/');
    await page.getByRole('searchbox').fill('docker');
    const groups = page.getByRole('listbox').getByRole('group');
    await expect(groups.first()).toBeVisible();
    const routes = await groups.evaluateAll((gs) => gs.map((g) => [...new Set([...g.querySelectorAll('[role=option]')].map((o) => (o.getAttribute('href') ?? '').split('#')[0]))]));
    for (const r of routes) expect(r, 'one page per group').toHaveLength(1);
    const pages = routes.map((r) => r[0]);
    expect(new Set(pages).size, 'one group per page').toBe(pages.length);
    // nested-interactive: no link or button inside an option.
    expect(await page.locator('[role=option] a, [role=option] button').count()).toBe(0);
    const snippet = page.locator('.search-hit-snippet').first();
    expect(await snippet.evaluate((s) => getComputedStyle(s).webkitLineClamp)).toBe('2');
    // No snippet starts with its own heading.
    const starts = await page.locator('.search-hit').evaluateAll((hits) =>
      hits.map((h) => [h.querySelector('.search-hit-title')?.textContent ?? h.closest('[role=group]')!.firstElementChild!.textContent!, h.querySelector('.search-hit-snippet')!.textContent!]),
    );
    for (const [head, text] of starts) expect(text.toLowerCase().startsWith(head.toLowerCase()), `${head} | ${text}`).toBe(false);
  });

  test('on a phone the dialog fills the screen and shows no keyboard hints @mobile', async ({ docs, page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await docs.goto('zh', '/guide/');
    await page.evaluate(() => window.dispatchEvent(new Event('docs:open-search')));
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 375, 800]);
    await expect(page.locator('.search-footer')).toBeHidden();
  });
});

test.describe('12 · phone navbar', () => {
  test('the sidebar and menu toggles have different icons, and the search icon is as dark as its neighbours @mobile', async ({ docs, page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await docs.goto('en', DOCKER);
    const sidebar = page.locator('.vp-toggle-sidebar-button path');
    const menu = page.locator('.vp-toggle-navbar-button path');
    expect(await sidebar.getAttribute('d')).not.toBe(await menu.getAttribute('d'));
    const colour = (el: Element) => getComputedStyle(el).color;
    const search = await page.locator('.search-button .icon').evaluate(colour);
    expect(search).toBe(await page.locator('.vp-toggle-navbar-button').evaluate(colour));
  });
});

test.describe('13 · home highlights', () => {
  test('three highlights fill the row instead of leaving a fourth column empty', async ({ docs, page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await docs.goto('en', '/');
    for (const list of await page.locator('dl.vp-highlights').all()) {
      const items = list.locator('.vp-highlight');
      if ((await items.count()) !== 3) continue;
      const [row, last] = [(await list.boundingBox())!, (await items.last().boundingBox())!];
      expect(Math.abs(row.x + row.width - (last.x + last.width))).toBeLessThan(2);
      expect(await items.first().evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    }
  });
});

test.describe('14 · comment fallback', () => {
  for (const [lang, text] of [
    ['en', 'Comments on GitHub Discussions'],
    ['zh', '前往 GitHub Discussions 查看评论'],
  ] as const) {
    test(`a comment service that cannot load leaves a quiet link to the discussions, no box (${lang})`, async ({ docs, page }) => {
      await page.route('https://giscus.app/**', (route) => route.abort());
      await docs.goto(lang, DOCKER);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.locator('#comment').scrollIntoViewIfNeeded();
      await expect(page.locator('#comment')).toContainText(text);
      await expect(page.locator('#comment .vp-loading')).toHaveCount(0);
      // Issue 34 item 6: a link, not an error box.
      await expect(page.locator('#comment .giscus-fallback a')).toHaveAttribute('href', /^https:\/\/github\.com\/.+\/discussions$/);
      expect(await page.locator('#comment .giscus-fallback').evaluate((el) => getComputedStyle(el).borderStyle)).toBe('none');
    });
  }
});
