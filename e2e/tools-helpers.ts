// Shared pieces of the tool-page specs (tools-*.spec.ts): stubbed helper APIs and providers, the
// captured authorize navigation, and a guard that fails a test reaching localhost:3002 unstubbed.
import type { Page, Request, Route } from '@playwright/test';
import { expect, test as base } from './fixtures';

export const CF = 'https://api.nn.ci';
export const LOCAL = 'http://localhost:3002';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, authorization',
};

export interface Seen {
  method: string;
  url: string;
  body: string | null;
  headers: Record<string, string>;
}

/** One answer for a stubbed endpoint: a JSON body (status 200 unless given), or `abort` for a network failure. */
export type Answer = { json: unknown; status?: number } | 'abort';

/**
 * Stub every request whose URL starts with `prefix` (preflights answered with CORS headers).
 * `answer` may change per call; the returned list records what the page sent.
 */
export async function stub(page: Page, prefix: string, answer: Answer | ((req: Request) => Answer)): Promise<Seen[]> {
  const seen: Seen[] = [];
  await page.route(
    (url) => url.href.startsWith(prefix),
    async (route: Route) => {
      const req = route.request();
      if (req.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      seen.push({ method: req.method(), url: req.url(), body: req.postData(), headers: await req.allHeaders() });
      const a = typeof answer === 'function' ? answer(req) : answer;
      if (a === 'abort') return route.abort('connectionrefused');
      return route.fulfill({ status: a.status ?? 200, headers: CORS, contentType: 'application/json', body: JSON.stringify(a.json) });
    },
  );
  return seen;
}

/** Answer the top-level navigation to a provider page with a blank page and record its URL. */
export async function catchNavigation(page: Page, prefix: string): Promise<string[]> {
  const urls: string[] = [];
  await page.route(
    (url) => url.href.startsWith(prefix),
    (route) => {
      urls.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>provider</title><p>provider</p>' });
    },
  );
  return urls;
}

/** The URL is exactly `endpoint` with these query parameters (each once, nothing else). */
export function expectUrl(url: string, endpoint: string, params: Record<string, string>) {
  const u = new URL(url);
  expect(`${u.origin}${u.pathname}`).toBe(endpoint);
  expect([...u.searchParams.keys()].sort()).toEqual(Object.keys(params).sort());
  expect(Object.fromEntries(u.searchParams)).toEqual(params);
  expect(u.hash).toBe('');
}

/** base64 of the parts joined by `::`, as the request pages pack the state. */
export function state(...parts: string[]): string {
  return Buffer.from(parts.join('::'), 'utf8').toString('base64');
}

export function toolPath(lang: 'en' | 'zh', path: string): string {
  return (lang === 'zh' ? '/zh' : '') + path;
}

/**
 * The fixture plus a guard: an unstubbed request to localhost (the local API) is aborted and fails the
 * test. Tool pages are short, so the comment box below them is in view at once: its script host is
 * answered with an empty script instead of being reached.
 */
export const test = base.extend<{ localGuard: string[] }>({
  localGuard: [
    async ({ page }, use) => {
      await page.route('https://giscus.app/**', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
      const hits: string[] = [];
      await page.route(
        (url) => url.hostname === 'localhost',
        (route) => {
          hits.push(route.request().url());
          return route.abort();
        },
      );
      await use(hits);
      expect(hits, 'no unstubbed request to the local API').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Visible texts per language. */
export const T = {
  en: {
    api: 'Choose the API',
    clientId: 'Client ID (client_id)',
    clientSecret: 'Client secret (client_secret)',
    redirect: 'Redirect URI (redirect_uri)',
    refresh: 'Refresh token (refresh_token)',
    access: 'Access token (access_token)',
    startAgain: 'Start again',
    tryAgain: 'Try again',
    missingCode: 'No authorization code',
    missingState: 'Incomplete address',
    providerError: (code: string) => `The provider did not grant access (${code})`,
    apiError: (host: string) => `${host} answered with an error`,
    networkError: (host: string) => `Could not reach ${host}`,
    required: (what: string) => `Enter the ${what}.`,
    copy: (what: string) => `Copy ${what}`,
    copied: 'Copied',
  },
  zh: {
    api: '选择 API',
    clientId: '客户端 ID（client_id）',
    clientSecret: '客户端密钥（client_secret）',
    redirect: '重定向 URI（redirect_uri）',
    refresh: '刷新令牌（refresh_token）',
    access: '访问令牌（access_token）',
    startAgain: '重新开始',
    tryAgain: '重试',
    missingCode: '缺少授权码',
    missingState: '地址不完整',
    providerError: (code: string) => `服务商没有授予访问权限（${code}）`,
    apiError: (host: string) => `${host} 返回了错误`,
    networkError: (host: string) => `无法连接 ${host}`,
    required: (what: string) => `请填写${what}。`,
    copy: (what: string) => `复制${what}`,
    copied: '已复制',
  },
} as const;

export const LANGS = ['en', 'zh'] as const;
