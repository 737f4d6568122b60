// Shared test fixture: blocks every request that leaves 127.0.0.1 (and fails the test if one was tried),
// plus a small page object for the docs site.
import { test as base, expect, type Page } from '@playwright/test';

const port = Number(process.env.DOCS_E2E_PORT ?? 4173);
/** The second server: tests/fixtures/e2e-site (see playwright.config.ts). */
export const FIXTURE = `http://127.0.0.1:${port + 1}`;

export const SCHEME_KEY = 'vuepress-theme-hope-scheme';

export class Docs {
  constructor(readonly page: Page) {}

  /** Open a path in a locale: goto('zh', '/guide/') → /zh/guide/. */
  async goto(locale: 'en' | 'zh', path: string) {
    const prefix = locale === 'zh' ? '/zh' : '';
    await this.page.goto(prefix + path);
    await this.ready();
  }

  /** Open a page of the fixture site. */
  async fixture(path: string) {
    const res = await this.page.goto(FIXTURE + path);
    await this.ready();
    return res;
  }

  /** Wait until the React app has replaced the prerendered shell. */
  async ready() {
    await expect(this.page.locator('.theme-container:not(.prerendered)')).toBeVisible();
  }

  sidebar() {
    return this.page.locator('#sidebar');
  }

  container() {
    return this.page.locator('.theme-container');
  }

  /** The `data-theme` on <html>. */
  theme() {
    return this.page.locator('html');
  }

  /** Resolve once `docs:open-search` fires (the search bus event). */
  async watchSearch() {
    await this.page.evaluate(() => {
      const w = window as unknown as { __searchOpened: number };
      w.__searchOpened = 0;
      window.addEventListener('docs:open-search', () => (w.__searchOpened += 1));
    });
    return () => this.page.evaluate(() => (window as unknown as { __searchOpened: number }).__searchOpened);
  }
}

interface Flag {
  key: string;
  local: boolean;
}

/** The "closed" flags of every configured notice on both servers (same rule as lib/notice.ts). */
async function noticeFlags(): Promise<Flag[]> {
  const flags: Flag[] = [];
  for (const origin of [`http://127.0.0.1:${port}`, FIXTURE]) {
    const html = await (await fetch(`${origin}/`)).text();
    const json = /<script id="__DOCS_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    // The site's configuration is in the locale's common file the page names.
    const common = json ? await (await fetch(origin + JSON.parse(json).common)).json() : null;
    const notices: { key?: string; title: string; content: string; showOnce?: boolean }[] = common?.site.notices ?? [];
    for (const n of notices) flags.push({ key: n.key ? `notice-${n.key}` : n.title + n.content, local: n.showOnce === true });
  }
  return flags;
}

export const test = base.extend<{ docs: Docs; external: string[]; quiet: boolean; silence: void }, { flags: Flag[] }>({
  /** With `quiet` (the default) notices start closed and the language modal answered, so popups do
   *  not cover what a test clicks. Notice and redirect tests turn it off with test.use({ quiet: false }). */
  quiet: [true, { option: true }],
  flags: [async ({}, use) => use(await noticeFlags()), { scope: 'worker' }],
  silence: [
    async ({ context, quiet, flags }, use) => {
      if (quiet) {
        await context.addInitScript((list: Flag[]) => {
          try {
            for (const f of list) (f.local ? localStorage : sessionStorage).setItem(f.key, 'true');
            sessionStorage.setItem('VUEPRESS_REDIRECT_STATUS', JSON.stringify({ '/': true, '/zh/': true }));
          } catch {
            // Storage disabled in this context: nothing to pre-answer.
          }
        }, flags);
      }
      await use();
    },
    { auto: true },
  ],
  external: [
    async ({ context }, use) => {
      // On the context, so popups (target=_blank links) are covered too. A test that expects a
      // third-party request routes it itself; page and later routes take precedence over this one.
      const blocked: string[] = [];
      await context.route(
        (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
        (route) => {
          blocked.push(route.request().url());
          return route.abort();
        },
      );
      await use(blocked);
      expect(blocked, 'no request may leave 127.0.0.1').toEqual([]);
    },
    { auto: true },
  ],
  docs: async ({ page }, use) => {
    await use(new Docs(page));
  },
});

export { expect };

/** A page's HTML document with the page data it inlines changed by `edit`: what the app reads at
 *  first load and on a client-side visit alike (embedded-web/src/lib/drawnPage.ts). */
export function editPageData(html: string, edit: (page: Record<string, any>) => void): string {
  const open = '<script id="__DOCS_DATA__" type="application/json">';
  const start = html.indexOf(open) + open.length;
  const end = html.indexOf('</script>', start);
  const data = JSON.parse(html.slice(start, end));
  edit(data.page);
  // Escaped as the server escapes it, so no text in it can end the script.
  return html.slice(0, start) + JSON.stringify(data).replace(/</g, '\\u003c') + html.slice(end);
}
