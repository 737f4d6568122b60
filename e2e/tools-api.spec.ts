// API-04: tool widgets read the API selector at the moment of each call, so switching it changes the
// base URL the next request goes to (the local API is offered on 127.0.0.1).
import { CF, expect, LANGS, LOCAL, state, stub, T, test } from './tools-helpers';

for (const lang of LANGS) {
  const t = T[lang];
  test.describe(`API selection at call time (${lang})`, () => {
    test('API-04 All API calls in widgets use the selection at call time: the callback retries on the newly selected base', async ({ docs, page }) => {
      const cf = await stub(page, `${CF}/alist/onedrive/get_refresh_token`, { status: 502, json: { error: 'upstream down' } });
      const local = await stub(page, `${LOCAL}/alist/onedrive/get_refresh_token`, { json: { refresh_token: 'FROM-LOCAL' } });
      await docs.goto(lang, `/tool/onedrive/callback.html?code=c&state=${encodeURIComponent(state('id', 'secret', 'global'))}`);
      await expect(page.getByRole('alert')).toContainText('upstream down');
      await page.getByRole('combobox', { name: t.api }).selectOption('local');
      await page.getByRole('button', { name: t.tryAgain }).click();
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveValue('FROM-LOCAL');
      expect(cf).toHaveLength(1);
      expect(local).toHaveLength(1);
    });

    test('API-04 All API calls in widgets use the selection at call time: a callback opened after choosing local calls local', async ({ docs, page }) => {
      const cf = await stub(page, `${CF}/`, { json: { refresh_token: 'FROM-CF' } });
      const local = await stub(page, `${LOCAL}/alist/dropbox/token`, { json: { refresh_token: 'FROM-LOCAL' } });
      await docs.goto(lang, '/tool/dropbox/request.html');
      await page.getByRole('combobox', { name: t.api }).selectOption('local');
      await docs.goto(lang, `/tool/dropbox/callback.html?code=c&state=${encodeURIComponent(state('k', 's'))}`);
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveValue('FROM-LOCAL');
      expect(local).toHaveLength(1);
      expect(cf).toHaveLength(0);
    });

    test('API-04 All API calls in widgets use the selection at call time: each button press of a form flow uses the current choice', async ({ docs, page }) => {
      const cfLogin = await stub(page, `${CF}/alist/wopan/login`, { json: {} });
      const localVerify = await stub(page, `${LOCAL}/alist/wopan/verify_code`, { json: { refresh_token: 'L-R', access_token: 'L-A' } });
      await docs.goto(lang, '/tool/wopan/token.html');
      await page.getByLabel(lang === 'zh' ? '手机号' : 'Phone number').fill('13800000000');
      await page.getByLabel(lang === 'zh' ? '密码' : 'Password').fill('pw');
      await page.getByRole('button', { name: lang === 'zh' ? '获取验证码' : 'Get Verify Code' }).click();
      await expect.poll(() => cfLogin.length).toBe(1);
      await page.getByRole('combobox', { name: t.api }).selectOption('local');
      await page.getByLabel(lang === 'zh' ? '短信验证码' : 'Verify code').fill('1');
      await page.getByRole('button', { name: lang === 'zh' ? '获取令牌' : 'Get Token' }).click();
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveValue('L-R');
      expect(localVerify).toHaveLength(1);
    });
  });
}
