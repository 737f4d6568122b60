// OneDrive tool pages: the request form builds the Microsoft authorize URL, the callback trades the
// code through the selected API (and looks up SharePoint site IDs), the WebDAV calculator.
import { catchNavigation, CF, expect, expectUrl, LANGS, state, stub, T, test, toolPath } from './tools-helpers';

const ZONES = {
  en: { cn: '21Vianet (China)', us: 'Azure US Government' },
  zh: { cn: '世纪互联（中国）', us: 'Azure 美国政府' },
};

for (const lang of LANGS) {
  const t = T[lang];
  test.describe(`OneDrive request (${lang})`, () => {
    test('TOOL-ONEDRIVE-REQUEST submitting the form goes to the zone sign-in page with exactly the expected query', async ({ docs, page, baseURL }) => {
      const sent = await catchNavigation(page, 'https://login.chinacloudapi.cn/');
      await docs.goto(lang, '/tool/onedrive/request.html');
      await page.getByLabel(lang === 'zh' ? '区域' : 'Region').selectOption({ label: ZONES[lang].cn });
      await expect(page.getByRole('link', { name: lang === 'zh' ? '创建客户端' : 'Create a client' })).toHaveAttribute(
        'href',
        'https://portal.azure.cn/#blade/Microsoft_AAD_RegisteredApps/ApplicationsListBlade',
      );
      await page.getByLabel(t.clientId).fill('my-id');
      await page.getByLabel(t.clientSecret).fill('my-secret');
      await expect(page.getByRole('textbox', { name: t.redirect })).toHaveValue(`${baseURL}/tool/onedrive/callback`);
      await page.getByRole('button', { name: lang === 'zh' ? '获取刷新令牌' : 'Get refresh token' }).click();
      await expect.poll(() => sent.length).toBe(1);
      expectUrl(sent[0], 'https://login.chinacloudapi.cn/common/oauth2/v2.0/authorize', {
        client_id: 'my-id',
        response_type: 'code',
        redirect_uri: `${baseURL}/tool/onedrive/callback`,
        scope: 'offline_access files.readwrite.all',
        state: state('my-id', 'my-secret', 'cn'),
      });
      await expect(page).toHaveURL(/^https:\/\/login\.chinacloudapi\.cn\//);
    });

    test('TOOL-ONEDRIVE-REQUEST empty fields stop the form with a message and no navigation', async ({ docs, page }) => {
      const sent = await catchNavigation(page, 'https://login.microsoftonline.com/');
      await docs.goto(lang, '/tool/onedrive/request.html');
      await page.getByLabel(t.clientId).fill('only-id');
      await page.getByRole('button', { name: lang === 'zh' ? '获取刷新令牌' : 'Get refresh token' }).click();
      await expect(page.getByRole('alert')).toContainText(t.required(t.clientSecret));
      await expect(page.getByLabel(t.clientSecret)).toHaveAttribute('aria-invalid', 'true');
      expect(sent).toEqual([]);
      await expect(page).toHaveURL(/\/tool\/onedrive\/request\.html$/);
    });
  });

  test.describe(`OneDrive callback (${lang})`, () => {
    const st = state('my-id', 'my-secret', 'global');

    test('TOOL-ONEDRIVE-CALLBACK a token from the API is shown with a copy button', async ({ docs, page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const calls = await stub(page, `${CF}/alist/onedrive/get_refresh_token`, { json: { refresh_token: 'R-123', access_token: 'A-456' } });
      await docs.goto(lang, `/tool/onedrive/callback.html?code=the-code&state=${encodeURIComponent(st)}`);
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveValue('R-123');
      expect(calls).toHaveLength(1);
      expect(calls[0].method).toBe('POST');
      expect(JSON.parse(calls[0].body ?? '')).toEqual({ code: 'the-code', client: st, redirect_uri: `${baseURL}/tool/onedrive/callback` });
      await expect(page.getByRole('textbox', { name: t.clientId })).toHaveValue('my-id');
      await expect(page.getByRole('textbox', { name: t.redirect })).toHaveValue(`${baseURL}/tool/onedrive/callback`);
      // The secret is masked until shown.
      await expect(page.getByRole('textbox', { name: t.clientSecret })).toHaveAttribute('type', 'password');
      await page.getByRole('button', { name: t.copy(t.refresh) }).click();
      await expect(page.getByRole('button', { name: t.copy(t.refresh) })).toHaveText(t.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('R-123');
      // Nothing about the token is kept in the browser.
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
      expect(stored).not.toContain('R-123');
      expect(stored).not.toContain('my-secret');
      expect(page.url()).not.toContain('R-123');
    });

    test('TOOL-ONEDRIVE-CALLBACK the extension-less route keeps the query and works', async ({ page, docs }) => {
      await stub(page, `${CF}/alist/onedrive/get_refresh_token`, { json: { refresh_token: 'R-ext' } });
      await page.goto(toolPath(lang, `/tool/onedrive/callback?code=c1&state=${encodeURIComponent(st)}`));
      await docs.ready();
      await expect(page).toHaveURL(new RegExp(`${toolPath(lang, '/tool/onedrive/callback')}\\.html\\?code=c1&state=`));
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveValue('R-ext');
    });

    test('TOOL-ONEDRIVE-CALLBACK an API error body is shown with ways to start again', async ({ docs, page }) => {
      await stub(page, `${CF}/alist/onedrive/get_refresh_token`, { json: { error: 'invalid_grant', error_description: 'The code has expired.' } });
      await docs.goto(lang, `/tool/onedrive/callback.html?code=old&state=${encodeURIComponent(st)}`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(t.apiError('api.nn.ci'));
      await expect(alert).toContainText('invalid_grant');
      await expect(alert).toContainText('The code has expired.');
      await expect(alert.getByRole('link', { name: t.startAgain })).toHaveAttribute('href', toolPath(lang, '/tool/onedrive/request.html'));
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveCount(0);
    });

    test('TOOL-ONEDRIVE-CALLBACK a network failure says the API cannot be reached; retry calls again', async ({ docs, page }) => {
      let fail = true;
      const calls = await stub(page, `${CF}/alist/onedrive/get_refresh_token`, () => (fail ? 'abort' : { json: { refresh_token: 'R-2' } }));
      await docs.goto(lang, `/tool/onedrive/callback.html?code=c&state=${encodeURIComponent(st)}`);
      await expect(page.getByRole('alert')).toContainText(t.networkError('api.nn.ci'));
      fail = false;
      await page.getByRole('button', { name: t.tryAgain }).click();
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveValue('R-2');
      expect(calls).toHaveLength(2);
    });

    test('TOOL-ONEDRIVE-CALLBACK missing code, missing state and provider errors never call the API', async ({ docs, page }) => {
      const calls = await stub(page, `${CF}/`, { json: {} });
      await docs.goto(lang, '/tool/onedrive/callback.html');
      await expect(page.getByRole('alert')).toContainText(t.missingCode);
      await expect(page.getByRole('alert').getByRole('link', { name: t.startAgain })).toHaveAttribute('href', toolPath(lang, '/tool/onedrive/request.html'));
      await docs.goto(lang, '/tool/onedrive/callback.html?code=abc');
      await expect(page.getByRole('alert')).toContainText(t.missingState);
      await docs.goto(lang, '/tool/onedrive/callback.html?code=abc&state=%25%25broken');
      await expect(page.getByRole('alert')).toContainText(t.missingState);
      await docs.goto(lang, `/tool/onedrive/callback.html?error=access_denied&error_description=${encodeURIComponent('The user declined.')}&state=${st}`);
      await expect(page.getByRole('alert')).toContainText(t.providerError('access_denied'));
      await expect(page.getByRole('alert')).toContainText('The user declined.');
      expect(calls).toEqual([]);
    });

    test('TOOL-ONEDRIVE-CALLBACK the SharePoint site ID is looked up with the access token', async ({ docs, page }) => {
      await stub(page, `${CF}/alist/onedrive/get_refresh_token`, { json: { refresh_token: 'R', access_token: 'ACCESS' } });
      const site = await stub(page, `${CF}/alist/onedrive/get_site_id`, (req) =>
        JSON.parse(req.postData() ?? '{}').site_url.includes('missing') ? { json: { error: { code: 'itemNotFound', message: 'Site not found' } } } : { json: { id: 'site,1,2' } },
      );
      await docs.goto(lang, `/tool/onedrive/callback.html?code=c&state=${encodeURIComponent(st)}`);
      const siteUrl = page.getByLabel(lang === 'zh' ? '站点地址' : 'Site address');
      const button = page.getByRole('button', { name: lang === 'zh' ? '获取站点 ID' : 'Get site ID' });
      await siteUrl.fill('https://contoso.sharepoint.com/sites/team');
      await button.click();
      await expect(page.getByRole('textbox', { name: lang === 'zh' ? '站点 ID（site_id）' : 'Site ID (site_id)' })).toHaveValue('site,1,2');
      expect(JSON.parse(site[0].body ?? '')).toEqual({ site_url: 'https://contoso.sharepoint.com/sites/team', access_token: 'ACCESS', zone: 'global' });
      await siteUrl.fill('https://contoso.sharepoint.com/sites/missing');
      await button.click();
      await expect(page.getByRole('alert')).toContainText('Site not found');
    });
  });

  test.describe(`OneDrive WebDAV address (${lang})`, () => {
    const cases: [string, string][] = [
      ['https://contoso-my.sharepoint.com/personal/alex_contoso_com/_layouts/15/onedrive.aspx', 'https://contoso-my.sharepoint.com/personal/alex_contoso_com/Documents'],
      ['https://contoso.sharepoint.com/sites/marketing', 'https://contoso.sharepoint.com/sites/marketing/Shared Documents'],
      ['contoso.sharepoint.cn/sites/team/Shared%20Documents/Forms/AllItems.aspx', 'https://contoso.sharepoint.cn/sites/team/Shared Documents'],
      ['https://contoso.sharepoint.com/teams/ops?web=1', 'https://contoso.sharepoint.com/teams/ops/Shared Documents'],
    ];
    test('TOOL-ONEDRIVE-WEBDAV computes the WebDAV root for OneDrive and SharePoint addresses, without any request', async ({ docs, page }) => {
      const requests: string[] = [];
      await docs.goto(lang, '/tool/onedrive/webdav.html');
      // The calculator itself never fetches (the comment box below may load its script; that is not a fetch).
      page.on('request', (r) => ['fetch', 'xhr'].includes(r.resourceType()) && requests.push(r.url()));
      const input = page.getByLabel(lang === 'zh' ? 'OneDrive 或 SharePoint 地址' : 'OneDrive or SharePoint address');
      const submit = page.getByRole('button', { name: lang === 'zh' ? '获取 WebDAV 地址' : 'Get WebDAV URL' });
      const output = page.getByRole('textbox', { name: lang === 'zh' ? 'WebDAV 根地址' : 'WebDAV root URL' });
      for (const [from, to] of cases) {
        await input.fill(from);
        await submit.click();
        await expect(output).toHaveValue(to);
      }
      await input.fill('https://contoso.sharepoint.com/');
      await submit.click();
      await expect(page.getByRole('alert')).toContainText(lang === 'zh' ? '/personal/<用户>' : '/personal/<user>');
      await expect(output).toHaveCount(0);
      await input.fill('');
      await submit.click();
      await expect(page.getByRole('alert')).toContainText(lang === 'zh' ? '请先粘贴' : 'Paste the address');
      expect(requests).toEqual([]);
    });
  });
}
