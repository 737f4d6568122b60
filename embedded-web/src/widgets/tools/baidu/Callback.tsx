// /tool/baidu/callback: Baidu sends the reader here with ?code after the authorization started from
// the Baidu Netdisk driver page; the helper API trades the code for a refresh token.

import { api } from '../api';
import { callbackPage, type CallbackSpec } from '../flow';
import { request, type TokenAnswer } from '../http';
import { callbackUri } from '../lib';

const BaiduCallback = callbackPage(({ t, env }): CallbackSpec<{ redirectUri: string }> => {
  return {
    viaApi: true,
    // Baidu's authorization starts from the driver page, which explains the link to open.
    restart: '/guide/drivers/baidu.html',
    parse: () => ({ redirectUri: callbackUri(window.location.origin, 'baidu') }),
    exchange: (_c, code) => request<TokenAnswer>(api(env, `/alist/baidu/get_refresh_token?code=${encodeURIComponent(code)}`)),
    details: (c) => [{ label: t.redirectUri, value: c.redirectUri }],
    extra: () => <p className="tool-hint">{t.baidu.note}</p>,
  };
});

export default BaiduCallback;
