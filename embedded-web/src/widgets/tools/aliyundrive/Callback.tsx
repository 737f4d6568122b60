// /tool/aliyundrive/callback: Aliyundrive sends the reader here with ?code (and the state the
// request page packed); the helper API trades the code for a refresh token.

import { callbackPage, clientDetails, type CallbackSpec } from '../flow';
import { decodeState } from '../lib';
import { exchangeAliyundrive } from './exchange';

interface Ctx {
  clientId: string;
  clientSecret: string;
}

const AliyundriveCallback = callbackPage(({ t, env }): CallbackSpec<Ctx> => {
  return {
    viaApi: true,
    restart: '/tool/aliyundrive/request.html',
    // No state means the helper API's own app (the QR login and older links carry none).
    parse: (q) => {
      if (!q.state) return { clientId: '', clientSecret: '' };
      const parts = decodeState(q.state);
      return parts ? { clientId: parts[0] ?? '', clientSecret: parts[1] ?? '' } : null;
    },
    exchange: (c, code) => exchangeAliyundrive(env, code, c.clientId, c.clientSecret),
    details: (c) => (c.clientId ? clientDetails(t, c) : []),
  };
});

export default AliyundriveCallback;
