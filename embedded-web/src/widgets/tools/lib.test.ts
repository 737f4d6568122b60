import { describe, expect, it } from 'vitest';
import {
  aliyundriveAuthorize,
  answerError,
  callbackUri,
  decodeState,
  directUrl,
  dropboxAuthorize,
  encodeState,
  googleAuthorize,
  onedriveAuthorize,
  readQuery,
  webdavUrl,
  yandexAuthorize,
} from './lib';

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('OAuth state', () => {
  it('round-trips the parts, including non-ASCII text', () => {
    const state = encodeState(['id', 'sécret', 'global']);
    expect(state).toBe(btoa('id::s\u00c3\u00a9cret::global'));
    expect(decodeState(state)).toEqual(['id', 'sécret', 'global']);
  });
  it('is the plain base64 the helper API expects', () => expect(encodeState(['a', 'b'])).toBe(btoa('a::b')));
  it('rejects missing or damaged values', () => {
    expect(decodeState(null)).toBeNull();
    expect(decodeState('%%%')).toBeNull();
    expect(decodeState(btoa('\xff\xfe'))).toBeNull();
  });
  it('accepts a + that came back as a space', () => {
    const state = encodeState(['>>>', '?']);
    expect(state).toContain('+');
    expect(decodeState(state.replace(/\+/g, ' '))).toEqual(['>>>', '?']);
  });
});

describe('authorize URLs', () => {
  const origin = 'https://docs.example.test';
  it('OneDrive uses the zone sign-in host and packs id, secret and zone', () => {
    const url = onedriveAuthorize({ zone: 'cn', clientId: 'id', clientSecret: 'sec', redirectUri: callbackUri(origin, 'onedrive') });
    expect(url.split('?')[0]).toBe('https://login.chinacloudapi.cn/common/oauth2/v2.0/authorize');
    expect(query(url)).toEqual({
      client_id: 'id',
      response_type: 'code',
      redirect_uri: 'https://docs.example.test/tool/onedrive/callback',
      scope: 'offline_access files.readwrite.all',
      state: btoa('id::sec::cn'),
    });
  });
  it('Aliyundrive asks for a fresh login', () => {
    const url = aliyundriveAuthorize({ clientId: 'id', clientSecret: 'sec', redirectUri: callbackUri(origin, 'aliyundrive') });
    expect(url.split('?')[0]).toBe('https://open.aliyundrive.com/oauth/authorize');
    expect(query(url)).toMatchObject({ scope: 'user:base,file:all:read,file:all:write', relogin: 'true', state: btoa('id::sec') });
  });
  it('Dropbox asks for offline access', () => {
    const url = dropboxAuthorize({ clientId: 'key', clientSecret: '', redirectUri: callbackUri(origin, 'dropbox') });
    expect(query(url)).toMatchObject({ token_access_type: 'offline', state: btoa('key::'), redirect_uri: 'https://docs.example.test/tool/dropbox/callback' });
  });
  it('Google forces consent and carries the redirect URI in the state', () => {
    const url = googleAuthorize({ clientId: 'id', clientSecret: 'sec', redirectUri: 'http://127.0.0.1:53682/' });
    expect(query(url)).toMatchObject({ access_type: 'offline', prompt: 'consent', state: btoa('id::sec::http://127.0.0.1:53682/') });
    expect(query(url).scope.split(' ')).toContain('https://www.googleapis.com/auth/photoslibrary');
  });
  it('Yandex sends only response type, client and state', () => {
    expect(Object.keys(query(yandexAuthorize({ clientId: 'id', clientSecret: 'sec' })))).toEqual(['response_type', 'client_id', 'state']);
  });
});

describe('callback query', () => {
  it('reads code, state and provider errors; empty values count as missing', () => {
    expect(readQuery('?code=abc&state=&error_description=x')).toEqual({ code: 'abc', state: null, error: null, errorDescription: 'x' });
  });
});

describe('WebDAV root address', () => {
  it.each([
    ['https://contoso-my.sharepoint.com/personal/alex_contoso_com/_layouts/15/onedrive.aspx', 'https://contoso-my.sharepoint.com/personal/alex_contoso_com/Documents'],
    ['https://contoso.sharepoint.com/sites/marketing', 'https://contoso.sharepoint.com/sites/marketing/Shared Documents'],
    ['contoso.sharepoint.cn/sites/team/Shared%20Documents/Forms/AllItems.aspx', 'https://contoso.sharepoint.cn/sites/team/Shared Documents'],
    ['  https://contoso.sharepoint.com/teams/ops?x=1  ', 'https://contoso.sharepoint.com/teams/ops/Shared Documents'],
  ])('%s', (input, out) => expect(webdavUrl(input)).toMatchObject({ ok: true, url: out }));
  it('explains what is wrong', () => {
    expect(webdavUrl('  ')).toEqual({ ok: false, reason: 'empty' });
    expect(webdavUrl('not a url')).toEqual({ ok: false, reason: 'invalid' });
    expect(webdavUrl('https://contoso.sharepoint.com/sites')).toEqual({ ok: false, reason: 'short' });
  });
});

describe('error answers', () => {
  it('reads the shapes the services use', () => {
    expect(answerError({ error: 'invalid_grant', error_description: 'Bad code' })).toEqual({ code: 'invalid_grant', detail: 'Bad code' });
    expect(answerError({ error: { code: 403, status: 'PERMISSION_DENIED', message: 'no' } })).toEqual({ code: 'PERMISSION_DENIED', detail: 'no' });
    expect(answerError({ code: 40140116, message: 'no auth' })).toEqual({ code: '40140116', detail: 'no auth' });
    expect(answerError({ refresh_token: 'x' })).toBeNull();
    expect(answerError({ code: 200, message: 'success' })).toBeNull();
  });
});

describe('direct endpoints', () => {
  it('come from site.yaml when set, else the defaults', () => {
    expect(directUrl({ direct: { googleToken: 'https://proxy.example.test/token' } }, 'googleToken')).toBe('https://proxy.example.test/token');
    expect(directUrl({ direct: { googleToken: 'javascript:x' } }, 'googleToken')).toBe('https://www.googleapis.com/oauth2/v4/token');
    expect(directUrl(undefined, 'yandexToken')).toBe('https://oauth.yandex.com/token');
  });
});
