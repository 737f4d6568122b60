// The Aliyundrive Open code exchange, shared by the callback page and the QR login of the request page.
// Empty client details make the helper API use its own app.

import type { WidgetEnv } from '../../registry';
import { api } from '../api';
import { postJson, type TokenAnswer } from '../http';

export function exchangeAliyundrive(env: WidgetEnv, code: string, clientId: string, clientSecret: string) {
  return postJson<TokenAnswer>(api(env, '/alist/ali_open/code'), {
    code,
    grant_type: 'authorization_code',
    client_id: clientId,
    client_secret: clientSecret,
  });
}
