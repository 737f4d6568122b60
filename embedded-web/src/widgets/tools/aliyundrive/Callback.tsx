// /tool/aliyundrive/callback: Aliyundrive sends the reader here with ?code (and the state the
// request page packed); the helper API trades the code for a refresh token.

import type { WidgetProps } from '../../registry';
import { CallbackFlow, type CallbackSpec } from '../flow';
import { decodeState, localPath } from '../lib';
import { StartAgain, Tool, useTool } from '../ui';
import { exchangeAliyundrive } from './exchange';

interface Ctx {
  clientId: string;
  clientSecret: string;
}

function Body() {
  const { t, env } = useTool();
  const spec: CallbackSpec<Ctx> = {
    viaApi: true,
    restart: <StartAgain href={localPath(env.locale, '/tool/aliyundrive/request.html')} />,
    // No state means the helper API's own app (the QR login and older links carry none).
    parse: (q) => {
      if (!q.state) return { clientId: '', clientSecret: '' };
      const parts = decodeState(q.state);
      return parts ? { clientId: parts[0] ?? '', clientSecret: parts[1] ?? '' } : null;
    },
    exchange: (c, code) => exchangeAliyundrive(env, code, c.clientId, c.clientSecret),
    details: (c) =>
      c.clientId
        ? [
            { label: t.clientId, value: c.clientId },
            { label: t.clientSecret, value: c.clientSecret, secret: true },
          ]
        : [],
  };
  return <CallbackFlow spec={spec} />;
}

export default function AliyundriveCallback({ env }: WidgetProps) {
  return (
    <Tool env={env}>
      <Body />
    </Tool>
  );
}
