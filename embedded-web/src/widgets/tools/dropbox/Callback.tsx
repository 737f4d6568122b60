// /tool/dropbox/callback: Dropbox sends the reader here with ?code&state; the helper API trades the
// code for a refresh token with the app key and secret packed into the state.

import { api } from '../api';
import { callbackPage, type CallbackSpec } from '../flow';
import { postJson, type TokenAnswer } from '../http';
import { callbackUri, decodeState } from '../lib';

interface Ctx {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

const DropboxCallback = callbackPage(({ t, env }): CallbackSpec<Ctx> => {
  return {
    viaApi: true,
    restart: '/tool/dropbox/request.html',
    parse: (q) => {
      const parts = decodeState(q.state);
      if (!parts || !parts[0]) return null;
      return { clientId: parts[0], clientSecret: parts[1] ?? '', redirectUri: callbackUri(window.location.origin, 'dropbox') };
    },
    exchange: (c, code) =>
      postJson<TokenAnswer>(api(env, '/alist/dropbox/token'), {
        code,
        client_id: c.clientId,
        client_secret: c.clientSecret,
        grant_type: 'authorization_code',
        redirect_uri: c.redirectUri,
      }),
    details: (c) => [
      { label: t.dropbox.appKey, value: c.clientId },
      { label: t.dropbox.appSecret, value: c.clientSecret, secret: true },
      { label: t.redirectUri, value: c.redirectUri },
    ],
  };
});

export default DropboxCallback;
