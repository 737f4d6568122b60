// /tool/baidu/callback: Baidu sends the reader here with ?code after the authorization started from
// the Baidu Netdisk driver page; the helper API trades the code for a refresh token.

import type { WidgetProps } from '../../registry';
import { api } from '../api';
import { CallbackFlow, type CallbackSpec } from '../flow';
import { request, type TokenAnswer } from '../http';
import { callbackUri, localPath } from '../lib';
import { StartAgain, Tool, useTool } from '../ui';

function Body() {
  const { t, env } = useTool();
  const spec: CallbackSpec<{ redirectUri: string }> = {
    viaApi: true,
    // Baidu's authorization starts from the driver page, which explains the link to open.
    restart: <StartAgain href={localPath(env.locale, '/guide/drivers/baidu.html')} />,
    parse: () => ({ redirectUri: callbackUri(window.location.origin, 'baidu') }),
    exchange: (_c, code) => request<TokenAnswer>(api(env, `/alist/baidu/get_refresh_token?code=${encodeURIComponent(code)}`)),
    details: (c) => [{ label: t.redirectUri, value: c.redirectUri }],
    extra: () => <p className="tool-hint">{t.baidu.note}</p>,
  };
  return <CallbackFlow spec={spec} />;
}

export default function BaiduCallback({ env }: WidgetProps) {
  return (
    <Tool env={env}>
      <Body />
    </Tool>
  );
}
