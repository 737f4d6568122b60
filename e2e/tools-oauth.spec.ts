// OAuth request/callback pages of Aliyundrive, Baidu, Dropbox, Google and Yandex: the exact authorize
// URLs, the exchange each callback makes (selected API or provider endpoint), tokens and errors.
import { catchNavigation, CF, expect, expectUrl, LANGS, state, stub, T, test, toolPath } from './tools-helpers';

const GOOGLE_TOKEN = 'https://www.googleapis.com/oauth2/v4/token';
const GOOGLE_ALBUMS = 'https://photoslibrary.googleapis.com/v1/albums';
const YANDEX_TOKEN = 'https://oauth.yandex.com/token';
const GOOGLE_SCOPE = 'openid profile https://www.googleapis.com/auth/drive https://www.googleapis.com/auth/photoslibrary';

const form = (body: string | null) => Object.fromEntries(new URLSearchParams(body ?? ''));

for (const lang of LANGS) {
  const t = T[lang];
  const zh = lang === 'zh';

  test.describe(`Aliyundrive (${lang})`, () => {
    test('TOOL-ALIYUNDRIVE-REQUEST own client: Go to login builds the exact authorize URL', async ({ docs, page, baseURL }) => {
      const sent = await catchNavigation(page, 'https://open.aliyundrive.com/oauth/authorize');
      await docs.goto(lang, '/tool/aliyundrive/request.html');
      const login = page.getByRole('button', { name: zh ? '前往登录' : 'Go to login' });
      await expect(login).toHaveCount(0);
      await page.getByRole('checkbox', { name: zh ? '使用自己的客户端' : 'Use my own client' }).check();
      await login.click();
      await expect(page.getByRole('alert')).toContainText(t.required(t.clientId));
      await page.getByLabel(t.clientId).fill('ali-id');
      await page.getByLabel(t.clientSecret).fill('ali-secret');
      await login.click();
      await expect.poll(() => sent.length).toBe(1);
      expectUrl(sent[0], 'https://open.aliyundrive.com/oauth/authorize', {
        client_id: 'ali-id',
        redirect_uri: `${baseURL}/tool/aliyundrive/callback`,
        scope: 'user:base,file:all:read,file:all:write',
        response_type: 'code',
        state: state('ali-id', 'ali-secret'),
        relogin: 'true',
      });
    });

    test('TOOL-ALIYUNDRIVE-CALLBACK the code goes to the API with the client from the state; the token is shown', async ({ docs, page }) => {
      const calls = await stub(page, `${CF}/alist/ali_open/code`, { json: { refresh_token: 'ALI-R', access_token: 'ALI-A', token_type: 'Bearer' } });
      await docs.goto(lang, `/tool/aliyundrive/callback.html?code=ali-code&state=${encodeURIComponent(state('ali-id', 'ali-secret'))}`);
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveValue('ALI-R');
      expect(JSON.parse(calls[0].body ?? '')).toEqual({ code: 'ali-code', grant_type: 'authorization_code', client_id: 'ali-id', client_secret: 'ali-secret' });
      // Without a state, the API's own app is meant: empty client fields.
      await docs.goto(lang, '/tool/aliyundrive/callback.html?code=code-2');
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveValue('ALI-R');
      expect(JSON.parse(calls[1].body ?? '')).toEqual({ code: 'code-2', grant_type: 'authorization_code', client_id: '', client_secret: '' });
    });

    test('TOOL-ALIYUNDRIVE-CALLBACK ERR-07 an API error is shown and offers to start again', async ({ docs, page }) => {
      await stub(page, `${CF}/alist/ali_open/code`, { status: 400, json: { code: 'InvalidCode', message: 'code is invalid' } });
      await docs.goto(lang, '/tool/aliyundrive/callback.html?code=bad');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(t.apiError('api.nn.ci'));
      await expect(alert).toContainText('HTTP 400');
      await expect(alert.getByRole('link', { name: t.startAgain })).toHaveAttribute('href', toolPath(lang, '/tool/aliyundrive/request.html'));
    });
  });

  test.describe(`Baidu (${lang})`, () => {
    test('TOOL-BAIDU-CALLBACK the code is exchanged with a GET on the API and the token shown', async ({ docs, page, baseURL }) => {
      const calls = await stub(page, `${CF}/alist/baidu/get_refresh_token`, { json: { refresh_token: 'BD-R', access_token: 'BD-A', expires_in: 2592000 } });
      await docs.goto(lang, '/tool/baidu/callback.html?code=bd%2Bcode');
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveValue('BD-R');
      expect(calls).toHaveLength(1);
      expect(calls[0].method).toBe('GET');
      expect(calls[0].url).toBe(`${CF}/alist/baidu/get_refresh_token?code=bd%2Bcode`);
      await expect(page.getByRole('textbox', { name: t.redirect })).toHaveValue(`${baseURL}/tool/baidu/callback`);
    });

    test('TOOL-BAIDU-CALLBACK ERR-07 API errors and a missing code are explained', async ({ docs, page }) => {
      await stub(page, `${CF}/alist/baidu/get_refresh_token`, { json: { error: 'invalid_grant', error_description: 'authorization code is invalid' } });
      await docs.goto(lang, '/tool/baidu/callback.html?code=x');
      await expect(page.getByRole('alert')).toContainText('authorization code is invalid');
      await docs.goto(lang, '/tool/baidu/callback.html');
      await expect(page.getByRole('alert')).toContainText(t.missingCode);
      await expect(page.getByRole('alert').getByRole('link', { name: t.startAgain })).toHaveAttribute('href', toolPath(lang, '/guide/drivers/baidu.html'));
    });
  });

  test.describe(`Dropbox (${lang})`, () => {
    test('TOOL-DROPBOX-REQUEST the form builds the exact authorize URL with the redirect on this site', async ({ docs, page, baseURL }) => {
      const sent = await catchNavigation(page, 'https://www.dropbox.com/oauth2/authorize');
      await docs.goto(lang, '/tool/dropbox/request.html');
      await expect(page.getByRole('link', { name: zh ? '创建应用' : 'Create an app' })).toHaveAttribute('href', 'https://www.dropbox.com/developers/apps');
      await page.getByLabel('App key（client_id）').or(page.getByLabel('App key (client_id)')).fill('dbx-key');
      await page.getByLabel('App secret（client_secret）').or(page.getByLabel('App secret (client_secret)')).fill('dbx-secret');
      await page.getByRole('button', { name: zh ? '获取刷新令牌' : 'Get refresh token' }).click();
      await expect.poll(() => sent.length).toBe(1);
      expectUrl(sent[0], 'https://www.dropbox.com/oauth2/authorize', {
        client_id: 'dbx-key',
        response_type: 'code',
        redirect_uri: `${baseURL}/tool/dropbox/callback`,
        token_access_type: 'offline',
        state: state('dbx-key', 'dbx-secret'),
      });
    });

    test('TOOL-DROPBOX-CALLBACK the code, client and redirect go to the API; token or error is shown', async ({ docs, page, baseURL }) => {
      let answer: { json: unknown } = { json: { refresh_token: 'DBX-R', access_token: 'DBX-A' } };
      const calls = await stub(page, `${CF}/alist/dropbox/token`, () => answer);
      const st = encodeURIComponent(state('dbx-key', 'dbx-secret'));
      await docs.goto(lang, `/tool/dropbox/callback.html?code=dbx-code&state=${st}`);
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveValue('DBX-R');
      expect(JSON.parse(calls[0].body ?? '')).toEqual({
        code: 'dbx-code',
        client_id: 'dbx-key',
        client_secret: 'dbx-secret',
        grant_type: 'authorization_code',
        redirect_uri: `${baseURL}/tool/dropbox/callback`,
      });
      answer = { json: { error: 'invalid_grant', error_description: 'code doesn\'t exist or has expired' } };
      await docs.goto(lang, `/tool/dropbox/callback.html?code=used&state=${st}`);
      await expect(page.getByRole('alert')).toContainText('invalid_grant');
      await expect(page.getByRole('alert').getByRole('link', { name: t.startAgain })).toHaveAttribute('href', toolPath(lang, '/tool/dropbox/request.html'));
      await docs.goto(lang, '/tool/dropbox/callback.html?code=no-state');
      await expect(page.getByRole('alert')).toContainText(t.missingState);
      expect(calls).toHaveLength(2);
    });
  });

  test.describe(`Google (${lang})`, () => {
    test('TOOL-GOOGLE-REQUEST own web client: the exact authorize URL with this site as redirect', async ({ docs, page, baseURL }) => {
      const sent = await catchNavigation(page, 'https://accounts.google.com/o/oauth2/auth');
      await docs.goto(lang, '/tool/google/request.html');
      await expect(page.getByRole('link', { name: zh ? '创建客户端' : 'Create a client' })).toHaveAttribute('href', 'https://console.developers.google.com/');
      await expect(page.getByLabel(t.redirect)).toHaveValue(`${baseURL}/tool/google/callback`);
      await page.getByLabel(t.clientId).fill('g-id.apps.googleusercontent.com');
      await page.getByLabel(t.clientSecret).fill('g-secret');
      await page.getByRole('button', { name: zh ? '使用谷歌账号登录' : 'Sign in with Google' }).click();
      await expect.poll(() => sent.length).toBe(1);
      expectUrl(sent[0], 'https://accounts.google.com/o/oauth2/auth', {
        client_id: 'g-id.apps.googleusercontent.com',
        response_type: 'code',
        redirect_uri: `${baseURL}/tool/google/callback`,
        scope: GOOGLE_SCOPE,
        access_type: 'offline',
        prompt: 'consent',
        state: state('g-id.apps.googleusercontent.com', 'g-secret', `${baseURL}/tool/google/callback`),
      });
    });

    test('TOOL-GOOGLE-REQUEST desktop client: loopback redirect, with the callback address to swap in', async ({ docs, page, baseURL }) => {
      const sent = await catchNavigation(page, 'https://accounts.google.com/o/oauth2/auth');
      await docs.goto(lang, '/tool/google/request.html');
      await page.getByRole('button', { name: zh ? '使用桌面客户端' : 'Use a desktop client' }).click();
      const redirects = page.getByRole('textbox', { name: t.redirect, exact: true });
      await expect(redirects).toHaveCount(2);
      await expect(redirects.first()).toHaveValue('http://127.0.0.1:53682/');
      // The info box gives the callback address to put in place of the loopback one.
      await expect(redirects.nth(1)).toHaveValue(`${baseURL}/tool/google/callback`);
      await expect(redirects.nth(1)).toHaveAttribute('readonly', '');
      await page.getByLabel(t.clientId).fill('desk-id');
      await page.getByLabel(t.clientSecret).fill('desk-secret');
      await page.getByRole('button', { name: zh ? '使用谷歌账号登录' : 'Sign in with Google' }).click();
      await expect.poll(() => sent.length).toBe(1);
      const q = Object.fromEntries(new URL(sent[0]).searchParams);
      expect(q.redirect_uri).toBe('http://127.0.0.1:53682/');
      expect(q.state).toBe(state('desk-id', 'desk-secret', 'http://127.0.0.1:53682/'));
      // Back to the web client.
      await docs.goto(lang, '/tool/google/request.html');
      await page.getByRole('button', { name: zh ? '使用桌面客户端' : 'Use a desktop client' }).click();
      await page.getByRole('button', { name: zh ? '使用自己的客户端' : 'Use own client' }).click();
      await expect(page.getByLabel(t.redirect)).toHaveValue(`${baseURL}/tool/google/callback`);
    });

    test('TOOL-GOOGLE-CALLBACK the code is exchanged at Google with the client from the state; albums are listed', async ({ docs, page, baseURL }) => {
      const token = await stub(page, GOOGLE_TOKEN, { json: { refresh_token: 'G-R', access_token: 'G-A', expires_in: 3599 } });
      const albums = await stub(page, GOOGLE_ALBUMS, (req) =>
        new URL(req.url()).searchParams.get('pageToken')
          ? { json: { albums: [{ id: 'alb-2', title: 'Trips' }] } }
          : { json: { albums: [{ id: 'alb-1', title: 'Family' }], nextPageToken: 'p2' } },
      );
      const redirect = `${baseURL}/tool/google/callback`;
      await docs.goto(lang, `/tool/google/callback.html?code=g-code&scope=x&state=${encodeURIComponent(state('g-id', 'g-secret', redirect))}`);
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveValue('G-R');
      expect(form(token[0].body)).toEqual({ client_id: 'g-id', client_secret: 'g-secret', code: 'g-code', grant_type: 'authorization_code', redirect_uri: redirect });
      await page.getByRole('button', { name: zh ? '获取相册 ID' : 'Get Album ID' }).click();
      await expect(page.getByRole('row')).toHaveCount(3);
      await expect(page.getByRole('row').nth(1)).toContainText('Family');
      await expect(page.getByRole('row').nth(2)).toContainText('alb-2');
      expect(albums.map((a) => a.headers.authorization)).toEqual(['Bearer G-A', 'Bearer G-A']);
      expect(albums.map((a) => new URL(a.url).searchParams.get('pageToken'))).toEqual(['', 'p2']);
      expect(albums.every((a) => new URL(a.url).searchParams.get('pageSize') === '50')).toBe(true);
    });

    test('TOOL-GOOGLE-CALLBACK ERR-07 no refresh token warns; a token error is shown', async ({ docs, page, baseURL }) => {
      let answer: { json: unknown; status?: number } = { json: { access_token: 'only-access' } };
      await stub(page, GOOGLE_TOKEN, () => answer);
      const st = encodeURIComponent(state('g-id', 'g-secret', `${baseURL}/tool/google/callback`));
      await docs.goto(lang, `/tool/google/callback.html?code=c&state=${st}`);
      await expect(page.getByRole('alert')).toContainText(zh ? '返回结果中没有刷新令牌' : 'The answer contains no refresh token');
      answer = { status: 400, json: { error: 'invalid_grant', error_description: 'Bad Request' } };
      await docs.goto(lang, `/tool/google/callback.html?code=c2&state=${st}`);
      await expect(page.getByRole('alert')).toContainText(t.apiError('www.googleapis.com'));
      await expect(page.getByRole('alert')).toContainText('Bad Request');
      await expect(page.getByRole('alert').getByRole('link', { name: t.startAgain })).toHaveAttribute('href', toolPath(lang, '/tool/google/request.html'));
    });

    test('TOOL-GOOGLE-ALBUM lists albums with an access token or after a token refresh; errors are shown', async ({ docs, page }) => {
      const token = await stub(page, GOOGLE_TOKEN, { json: { access_token: 'FRESH' } });
      let deny = false;
      const albums = await stub(page, GOOGLE_ALBUMS, () =>
        deny ? { status: 403, json: { error: { code: 403, message: 'Request had insufficient authentication scopes.', status: 'PERMISSION_DENIED' } } } : { json: { albums: [{ id: 'a1', title: 'One' }] } },
      );
      await docs.goto(lang, '/tool/google/album.html');
      const fetch = page.getByRole('button', { name: zh ? '获取相册列表' : 'Fetch albums' });
      await page.getByLabel(t.access).fill('MY-ACCESS');
      await fetch.click();
      await expect(page.getByRole('table')).toContainText('a1');
      expect(albums[0].headers.authorization).toBe('Bearer MY-ACCESS');
      await page.getByLabel(zh ? '你手上的凭据' : 'What you have').selectOption('refresh');
      await page.getByLabel(t.clientId).fill('cid');
      await page.getByLabel(t.clientSecret).fill('csec');
      await page.getByLabel(t.refresh).fill('RT');
      await fetch.click();
      await expect.poll(() => albums.length).toBe(2);
      expect(form(token[0].body)).toEqual({ client_id: 'cid', client_secret: 'csec', grant_type: 'refresh_token', refresh_token: 'RT' });
      expect(albums[1].headers.authorization).toBe('Bearer FRESH');
      deny = true;
      await fetch.click();
      await expect(page.getByRole('alert')).toContainText('PERMISSION_DENIED');
      await expect(page.getByRole('alert')).toContainText('insufficient authentication scopes');
    });

    test('TOOL-GOOGLE-ALBUM an access token handed over in the address is used at once and removed from the address', async ({ docs, page }) => {
      const albums = await stub(page, GOOGLE_ALBUMS, { json: { albums: [{ id: 'from-link', title: 'Linked' }] } });
      await docs.goto(lang, '/tool/google/album.html?access_token=LINK-TOKEN');
      await expect(page.getByRole('table')).toContainText('from-link');
      expect(albums[0].headers.authorization).toBe('Bearer LINK-TOKEN');
      expect(page.url()).not.toContain('LINK-TOKEN');
      expect(await page.evaluate(() => location.search)).toBe('');
    });
  });

  test.describe(`Yandex (${lang})`, () => {
    test('TOOL-YANDEX-CALLBACK the code is exchanged at Yandex with the client from the state', async ({ docs, page, baseURL }) => {
      const calls = await stub(page, YANDEX_TOKEN, { json: { token_type: 'bearer', access_token: 'Y-A', refresh_token: 'Y-R', expires_in: 31536000 } });
      await docs.goto(lang, `/tool/yandex/callback.html?code=7654321&state=${encodeURIComponent(state('y-id', 'y-secret'))}`);
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveValue('Y-R');
      expect(form(calls[0].body)).toEqual({ grant_type: 'authorization_code', client_id: 'y-id', client_secret: 'y-secret', code: '7654321' });
      await expect(page.getByRole('textbox', { name: t.redirect })).toHaveValue(`${baseURL}/tool/yandex/callback`);
    });

    test('TOOL-YANDEX-CALLBACK without a state the page asks for the client, then exchanges', async ({ docs, page }) => {
      const calls = await stub(page, YANDEX_TOKEN, { json: { refresh_token: 'Y-R2' } });
      await docs.goto(lang, '/tool/yandex/callback.html?code=111');
      await page.getByLabel(t.clientId).fill('typed-id');
      await page.getByLabel(t.clientSecret).fill('typed-secret');
      expect(calls).toHaveLength(0);
      await page.getByRole('button', { name: zh ? '获取刷新令牌' : 'Get refresh token' }).click();
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveValue('Y-R2');
      expect(form(calls[0].body)).toMatchObject({ client_id: 'typed-id', client_secret: 'typed-secret', code: '111' });
    });

    test('TOOL-YANDEX-CALLBACK without a code: an explanation and a start form with the exact authorize URL', async ({ docs, page }) => {
      const sent = await catchNavigation(page, 'https://oauth.yandex.com/authorize');
      await docs.goto(lang, '/tool/yandex/callback.html');
      await expect(page.getByRole('alert')).toContainText(t.missingCode);
      await page.getByLabel(t.clientId).fill('y-id');
      await page.getByLabel(t.clientSecret).fill('y-secret');
      await page.getByRole('button', { name: zh ? '使用 Yandex 账号登录' : 'Sign in with Yandex' }).click();
      await expect.poll(() => sent.length).toBe(1);
      expectUrl(sent[0], 'https://oauth.yandex.com/authorize', { response_type: 'code', client_id: 'y-id', state: state('y-id', 'y-secret') });
    });

    test('TOOL-YANDEX-CALLBACK ERR-07 provider and token errors are shown', async ({ docs, page }) => {
      await stub(page, YANDEX_TOKEN, { status: 400, json: { error: 'bad_verification_code', error_description: 'Invalid code' } });
      await docs.goto(lang, '/tool/yandex/callback.html?error=access_denied&error_description=denied%20by%20user');
      await expect(page.getByRole('alert')).toContainText(t.providerError('access_denied'));
      await expect(page.getByRole('alert')).toContainText('denied by user');
      await docs.goto(lang, `/tool/yandex/callback.html?code=1&state=${encodeURIComponent(state('y-id', 'y-secret'))}`);
      await expect(page.getByRole('alert')).toContainText(t.apiError('oauth.yandex.com'));
      await expect(page.getByRole('alert')).toContainText('Invalid code');
    });
  });
}
