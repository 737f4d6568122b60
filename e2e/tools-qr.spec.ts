// The non-OAuth flows: the 115 Open QR authorization, the Aliyundrive QR login and the WoPan phone
// login, all through the selected helper API (stubbed).
import { CF, expect, LANGS, stub, T, test } from './tools-helpers';

// A 1×1 transparent PNG for the QR images.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

for (const lang of LANGS) {
  const t = T[lang];
  const zh = lang === 'zh';

  test.describe(`115 Open (${lang})`, () => {
    const qrText = 'https://115.com/scan/dg-abc?uid=u-1';

    test('TOOL-115-TOKEN the QR comes from the API; after scanning, both tokens are shown', async ({ docs, page }) => {
      const device = await stub(page, `${CF}/alist/115/auth_device_code`, { json: { code_verifier: 'verifier-1', resp: { uid: 'u-1', time: 1, qrcode: qrText, sign: 's' } } });
      const images: string[] = [];
      await page.route(`${CF}/qr/**`, (route) => {
        images.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
      });
      const token = await stub(page, `${CF}/alist/115/get_token`, { json: { state: 1, resp: { access_token: '115-A', refresh_token: '115-R', expires_in: 7200 } } });
      await docs.goto(lang, '/tool/115/token.html');
      await page.getByLabel(zh ? 'APP ID（可选）' : 'APP ID (optional)').fill('my-app');
      await page.getByRole('button', { name: zh ? '生成二维码' : 'Get QR code' }).click();
      const img = page.getByRole('img', { name: zh ? '用 115 App 扫描的二维码' : 'QR code to scan with the 115 app' });
      await expect(img).toBeVisible();
      expect(device[0].url).toBe(`${CF}/alist/115/auth_device_code?app_id=my-app`);
      await expect(img).toHaveAttribute('src', `${CF}/qr/?size=400&text=${encodeURIComponent(qrText)}`);
      await expect.poll(() => images.length).toBe(1);
      await page.getByRole('button', { name: zh ? '我已扫码' : 'I have scanned' }).click();
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveValue('115-R');
      await expect(page.getByRole('textbox', { name: t.access })).toHaveValue('115-A');
      expect(token[0].method).toBe('POST');
      expect(JSON.parse(token[0].body ?? '')).toEqual({ code_verifier: 'verifier-1', uid: 'u-1' });
    });

    test('TOOL-115-TOKEN ERR-07 failures are explained and a new QR code can be requested', async ({ docs, page }) => {
      let first = true;
      const device = await stub(page, `${CF}/alist/115/auth_device_code`, () =>
        first ? 'abort' : { json: { code_verifier: 'v', resp: { uid: 'u', qrcode: 'q' } } },
      );
      await page.route(`${CF}/qr/**`, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
      await stub(page, `${CF}/alist/115/get_token`, { json: { error: 'authorization is pending' } });
      await docs.goto(lang, '/tool/115/token.html');
      await page.getByRole('button', { name: zh ? '生成二维码' : 'Get QR code' }).click();
      await expect(page.getByRole('alert')).toContainText(t.networkError('api.nn.ci'));
      first = false;
      await page.getByRole('button', { name: t.tryAgain }).click();
      await page.getByRole('button', { name: zh ? '我已扫码' : 'I have scanned' }).click();
      await expect(page.getByRole('alert')).toContainText('authorization is pending');
      await page.getByRole('button', { name: zh ? '重新生成二维码' : 'Get a new QR code' }).click();
      await expect.poll(() => device.length).toBe(3);
      expect(device[2].url).toBe(`${CF}/alist/115/auth_device_code?app_id=`);
    });
  });

  test.describe(`Aliyundrive QR (${lang})`, () => {
    test('TOOL-ALIYUNDRIVE-REQUEST the QR login polls the status per click, then exchanges the code', async ({ docs, page }) => {
      const qr = await stub(page, `${CF}/alist/ali_open/qr`, { json: { qrCodeUrl: 'https://open.aliyundrive.com/oauth/qrcode/sid-1', sid: 'sid-1' } });
      await page.route('https://open.aliyundrive.com/oauth/qrcode/sid-1', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
      const statuses = ['WaitLogin', 'ScanSuccess', 'LoginSuccess'];
      const status = await stub(page, `${CF}/proxy/https://open.aliyundrive.com/oauth/qrcode/`, () => {
        const s = statuses.shift() ?? 'QRCodeExpired';
        return { json: s === 'LoginSuccess' ? { status: s, authCode: 'auth-1' } : { status: s } };
      });
      const code = await stub(page, `${CF}/alist/ali_open/code`, { json: { refresh_token: 'QR-R' } });
      await docs.goto(lang, '/tool/aliyundrive/request.html');
      await page.getByRole('button', { name: zh ? '获取二维码' : 'Get QR code' }).click();
      await expect(page.getByRole('img', { name: zh ? '用阿里云盘 App 扫描的二维码' : 'QR code to scan with the Aliyundrive app' })).toHaveAttribute(
        'src',
        'https://open.aliyundrive.com/oauth/qrcode/sid-1',
      );
      expect(JSON.parse(qr[0].body ?? '')).toEqual({});
      const scanned = page.getByRole('button', { name: zh ? '我已扫码' : 'I have scanned' });
      await scanned.click();
      await expect(page.getByRole('alert')).toContainText(zh ? '还没有扫码' : 'has not been scanned yet');
      await scanned.click();
      await expect(page.getByRole('alert')).toContainText(zh ? '请在阿里云盘 App 中确认登录' : 'Confirm the login in the Aliyundrive app');
      await scanned.click();
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveValue('QR-R');
      expect(status.map((s) => s.url)).toEqual(Array(3).fill(`${CF}/proxy/https://open.aliyundrive.com/oauth/qrcode/sid-1/status`));
      expect(JSON.parse(code[0].body ?? '')).toEqual({ code: 'auth-1', grant_type: 'authorization_code', client_id: '', client_secret: '' });
    });

    test('TOOL-ALIYUNDRIVE-REQUEST own client QR: the client goes with the QR request; expiry offers a new code', async ({ docs, page }) => {
      const qr = await stub(page, `${CF}/alist/ali_open/qr`, { json: { qrCodeUrl: 'https://open.aliyundrive.com/oauth/qrcode/sid-2', sid: 'sid-2' } });
      await page.route('https://open.aliyundrive.com/oauth/qrcode/sid-2', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
      await stub(page, `${CF}/proxy/`, { json: { status: 'QRCodeExpired' } });
      await docs.goto(lang, '/tool/aliyundrive/request.html');
      await page.getByRole('checkbox', { name: zh ? '使用自己的客户端' : 'Use my own client' }).check();
      await page.getByLabel(t.clientId).fill('own-id');
      await page.getByLabel(t.clientSecret).fill('own-secret');
      await page.getByRole('button', { name: zh ? '获取二维码' : 'Get QR code' }).click();
      await page.getByRole('button', { name: zh ? '我已扫码' : 'I have scanned' }).click();
      await expect(page.getByRole('alert')).toContainText(zh ? '二维码已过期' : 'The QR code has expired');
      await page.getByRole('button', { name: zh ? '重新获取二维码' : 'Get a new QR code' }).click();
      await expect.poll(() => qr.length).toBe(2);
      expect(qr.map((q) => JSON.parse(q.body ?? ''))).toEqual([
        { client_id: 'own-id', client_secret: 'own-secret' },
        { client_id: 'own-id', client_secret: 'own-secret' },
      ]);
    });
  });

  test.describe(`WoPan (${lang})`, () => {
    const phone = zh ? '手机号' : 'Phone number';
    const password = zh ? '密码' : 'Password';
    const code = zh ? '短信验证码' : 'Verify code';
    const sendCode = zh ? '获取验证码' : 'Get Verify Code';
    const getToken = zh ? '获取令牌' : 'Get Token';

    test('TOOL-WOPAN-TOKEN the SMS login through the API shows both tokens', async ({ docs, page }) => {
      const login = await stub(page, `${CF}/alist/wopan/login`, { json: {} });
      const verify = await stub(page, `${CF}/alist/wopan/verify_code`, { json: { refresh_token: 'WO-R', access_token: 'WO-A' } });
      await docs.goto(lang, '/tool/wopan/token.html');
      await page.getByLabel(phone).fill('13800000000');
      await page.getByLabel(password).fill('pa55');
      await page.getByRole('button', { name: sendCode }).click();
      await expect(page.getByRole('status').filter({ hasText: zh ? '短信验证码已经发出' : 'SMS code is on its way' })).toBeVisible();
      expect(JSON.parse(login[0].body ?? '')).toEqual({ phone: '13800000000', password: 'pa55', verify_code: '' });
      await page.getByLabel(code).fill('123456');
      await page.getByRole('button', { name: getToken }).click();
      await expect(page.getByRole('textbox', { name: t.refresh })).toHaveValue('WO-R');
      await expect(page.getByRole('textbox', { name: t.access })).toHaveValue('WO-A');
      expect(JSON.parse(verify[0].body ?? '')).toEqual({ phone: '13800000000', password: 'pa55', verify_code: '123456' });
    });

    test('TOOL-WOPAN-TOKEN ERR-07 missing fields and API errors are explained', async ({ docs, page }) => {
      const login = await stub(page, `${CF}/alist/wopan/login`, { json: { error: 'need image captcha' } });
      const verify = await stub(page, `${CF}/alist/wopan/verify_code`, { json: { error: 'wrong verify code' } });
      await docs.goto(lang, '/tool/wopan/token.html');
      await page.getByRole('button', { name: sendCode }).click();
      await expect(page.getByRole('alert')).toContainText(t.required(phone));
      expect(login).toHaveLength(0);
      await page.getByLabel(phone).fill('13800000000');
      await page.getByLabel(password).fill('pa55');
      await page.getByRole('button', { name: sendCode }).click();
      await expect(page.getByRole('alert')).toContainText('need image captcha');
      await page.getByLabel(code).fill('000000');
      await page.getByRole('button', { name: getToken }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'wrong verify code' })).toBeVisible();
      expect(verify).toHaveLength(1);
    });
  });
}
