// Pure logic of the token helpers (no React, no network): the OAuth `state` encoding, the provider
// authorize URLs, callback query parsing, the OneDrive/SharePoint WebDAV address and the text of
// error answers. Unit-tested in lib.test.ts.

import { withBase } from '../../lib/base';

/** Separator of the parts packed into the OAuth `state` (client_id::client_secret[::extra]). */
export const STATE_SEP = '::';

/** base64 of the parts joined by `::` (UTF-8 safe, unlike a bare btoa). */
export function encodeState(parts: string[]): string {
  const bytes = new TextEncoder().encode(parts.join(STATE_SEP));
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
}

/** The parts of a `state`, or null when it is missing or not valid base64 text. */
export function decodeState(state: string | null | undefined): string[] | null {
  if (!state) return null;
  try {
    // Some providers hand `+` back as a space when the state went through a form encoding.
    const binary = atob(state.replace(/ /g, '+'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).split(STATE_SEP);
  } catch {
    return null;
  }
}

/** `base?k=v&…` with the parameters in the given order. */
export function withQuery(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

/** The site's own callback page for a provider (language-neutral, extension-less like the originals). */
export function callbackUri(origin: string, provider: string): string {
  return `${origin}${withBase(`/tool/${provider}/callback`)}`;
}

/** A site path under the page's locale prefix: `/tool/x.html` under `/`, `/zh/tool/x.html` under `/zh/`. */
export function localPath(locale: string, path: string): string {
  return locale.replace(/\/$/, '') + path;
}

/** What a provider put into the callback page's address. */
export interface CallbackQuery {
  code: string | null;
  state: string | null;
  error: string | null;
  errorDescription: string | null;
}

export function readQuery(search: string): CallbackQuery {
  const q = new URLSearchParams(search);
  const get = (k: string) => q.get(k) || null;
  return { code: get('code'), state: get('state'), error: get('error'), errorDescription: get('error_description') };
}

// ---------------------------------------------------------------------------------------------
// Providers: where each request page sends the reader.

export type OnedriveZone = 'global' | 'cn' | 'de' | 'us';

/** Sign-in host and Azure portal of each Microsoft cloud. */
export const ONEDRIVE_ZONES: Record<OnedriveZone, { login: string; portal: string }> = {
  global: { login: 'https://login.microsoftonline.com', portal: 'https://portal.azure.com' },
  cn: { login: 'https://login.chinacloudapi.cn', portal: 'https://portal.azure.cn' },
  de: { login: 'https://login.microsoftonline.de', portal: 'https://portal.microsoftazure.de' },
  us: { login: 'https://login.microsoftonline.us', portal: 'https://portal.azure.us' },
};

export function isOnedriveZone(z: string): z is OnedriveZone {
  return Object.prototype.hasOwnProperty.call(ONEDRIVE_ZONES, z);
}

export function onedrivePortal(zone: OnedriveZone): string {
  return `${ONEDRIVE_ZONES[zone].portal}/#blade/Microsoft_AAD_RegisteredApps/ApplicationsListBlade`;
}

export function onedriveAuthorize(o: { zone: OnedriveZone; clientId: string; clientSecret: string; redirectUri: string }): string {
  return withQuery(`${ONEDRIVE_ZONES[o.zone].login}/common/oauth2/v2.0/authorize`, {
    client_id: o.clientId,
    response_type: 'code',
    redirect_uri: o.redirectUri,
    scope: 'offline_access files.readwrite.all',
    state: encodeState([o.clientId, o.clientSecret, o.zone]),
  });
}

export const ALIYUNDRIVE_AUTHORIZE = 'https://open.aliyundrive.com/oauth/authorize';

export function aliyundriveAuthorize(o: { clientId: string; clientSecret: string; redirectUri: string }): string {
  return withQuery(ALIYUNDRIVE_AUTHORIZE, {
    client_id: o.clientId,
    redirect_uri: o.redirectUri,
    scope: 'user:base,file:all:read,file:all:write',
    response_type: 'code',
    state: encodeState([o.clientId, o.clientSecret]),
    relogin: 'true',
  });
}

/** Path (on the helper API) of an Aliyundrive QR login's status, reached through its `/proxy/`. */
export function aliyundriveQrStatus(sid: string): string {
  return `/proxy/https://open.aliyundrive.com/oauth/qrcode/${encodeURIComponent(sid)}/status`;
}

export const DROPBOX_AUTHORIZE = 'https://www.dropbox.com/oauth2/authorize';
export const DROPBOX_APPS = 'https://www.dropbox.com/developers/apps';

export function dropboxAuthorize(o: { clientId: string; clientSecret: string; redirectUri: string }): string {
  return withQuery(DROPBOX_AUTHORIZE, {
    client_id: o.clientId,
    response_type: 'code',
    redirect_uri: o.redirectUri,
    token_access_type: 'offline',
    state: encodeState([o.clientId, o.clientSecret]),
  });
}

export const GOOGLE_AUTHORIZE = 'https://accounts.google.com/o/oauth2/auth';
export const GOOGLE_CONSOLE = 'https://console.developers.google.com/';
/** The loopback address desktop OAuth clients redirect to (the reader swaps it for the callback page by hand). */
export const GOOGLE_LOOPBACK = 'http://127.0.0.1:53682/';
export const GOOGLE_SCOPE = 'openid profile https://www.googleapis.com/auth/drive https://www.googleapis.com/auth/photoslibrary';

export function googleAuthorize(o: { clientId: string; clientSecret: string; redirectUri: string }): string {
  return withQuery(GOOGLE_AUTHORIZE, {
    client_id: o.clientId,
    response_type: 'code',
    redirect_uri: o.redirectUri,
    scope: GOOGLE_SCOPE,
    access_type: 'offline',
    prompt: 'consent',
    state: encodeState([o.clientId, o.clientSecret, o.redirectUri]),
  });
}

export const YANDEX_AUTHORIZE = 'https://oauth.yandex.com/authorize';

export function yandexAuthorize(o: { clientId: string; clientSecret: string }): string {
  return withQuery(YANDEX_AUTHORIZE, {
    response_type: 'code',
    client_id: o.clientId,
    state: encodeState([o.clientId, o.clientSecret]),
  });
}

/** Endpoints some tool pages call straight from the browser; site.yaml `apiSelector.direct` may override them. */
export const DIRECT_DEFAULTS = {
  googleToken: 'https://www.googleapis.com/oauth2/v4/token',
  googleAlbums: 'https://photoslibrary.googleapis.com/v1/albums',
  yandexToken: 'https://oauth.yandex.com/token',
};

export function directUrl(apiSelector: unknown, key: keyof typeof DIRECT_DEFAULTS): string {
  const direct = (apiSelector as { direct?: Record<string, unknown> } | undefined)?.direct;
  const v = direct?.[key];
  return typeof v === 'string' && /^https?:\/\//.test(v) ? v : DIRECT_DEFAULTS[key];
}

// ---------------------------------------------------------------------------------------------
// OneDrive / SharePoint WebDAV root address.

export type WebdavResult = { ok: true; url: string; kind: 'onedrive' | 'sharepoint' } | { ok: false; reason: 'empty' | 'invalid' | 'short' };

/**
 * The WebDAV root of a OneDrive for Business or SharePoint page address: host plus the first two
 * path segments (`/personal/<user>` or `/sites/<site>`), then the document library, `Documents`
 * for a personal OneDrive and `Shared Documents` for a site (`/sites/` or `/teams/`).
 */
export function webdavUrl(input: string): WebdavResult {
  const text = input.trim();
  if (!text) return { ok: false, reason: 'empty' };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!/^https?:$/.test(url.protocol) || !url.hostname.includes('.')) return { ok: false, reason: 'invalid' };
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.length < 2) return { ok: false, reason: 'short' };
  const site = /^(sites|teams)$/i.test(segments[0]);
  const root = `https://${url.host}/${segments[0]}/${segments[1]}`;
  return site ? { ok: true, url: `${root}/Shared Documents`, kind: 'sharepoint' } : { ok: true, url: `${root}/Documents`, kind: 'onedrive' };
}

// ---------------------------------------------------------------------------------------------
// Error answers.

/** The error a JSON answer carries, if any: `{error, error_description}`, `{error: {status, message}}`, `{code, message}`. */
export function answerError(body: unknown): { code: string; detail: string } | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  if (b.error && typeof b.error === 'object') {
    const e = b.error as Record<string, unknown>;
    return { code: str(e.status) || str(e.code) || 'error', detail: str(e.message) };
  }
  if (typeof b.error === 'string' && b.error) {
    return { code: b.error, detail: str(b.error_description) || str(b.message) };
  }
  if (typeof b.code === 'number' && b.code !== 0 && b.code !== 200 && typeof b.message === 'string' && b.message) {
    return { code: String(b.code), detail: b.message };
  }
  return null;
}
