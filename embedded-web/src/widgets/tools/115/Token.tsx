// /tool/115/token: authorize the 115 Open driver by scanning a QR code with the 115 app; the helper
// API runs the device-code flow and hands back a refresh token and an access token.

import { useState } from 'react';
import type { WidgetProps } from '../../registry';
import { api } from '../api';
import { request, type TokenAnswer } from '../http';
import { QrLogin, type QrSpec } from '../qr';
import { Field, Tool, useTool } from '../ui';

interface DeviceCode {
  code_verifier?: string;
  resp?: { uid?: string; qrcode?: string };
}

interface Qr {
  verifier: string;
  uid: string;
  image: string;
}

function Body() {
  const { t, env } = useTool();
  const s = t.p115;
  const [appId, setAppId] = useState('');
  const qr: QrSpec<Qr> = {
    labels: s,
    showAccess: true,
    fetch: async () => {
      const out = await request<DeviceCode>(api(env, `/alist/115/auth_device_code?app_id=${encodeURIComponent(appId.trim())}`));
      if (!out.ok) return out;
      const { code_verifier: verifier, resp } = out.data;
      if (!verifier || !resp?.uid || !resp.qrcode) return { ok: false, error: { kind: 'format', host: new URL(api(env, '/')).host } };
      // The QR image comes from the same API, chosen now (API-04).
      return { ok: true, data: { verifier, uid: resp.uid, image: api(env, `/qr/?size=400&text=${encodeURIComponent(resp.qrcode)}`) } };
    },
    image: (q) => q.image,
    check: async (q) => {
      // A plain-text body keeps this a simple cross-origin request, as the API expects.
      const out = await request<{ resp?: TokenAnswer }>(api(env, '/alist/115/get_token'), {
        method: 'POST',
        body: JSON.stringify({ code_verifier: q.verifier, uid: q.uid }),
      });
      if (!out.ok) return { kind: 'failed', error: out.error };
      return { kind: 'token', token: out.data.resp ?? {} };
    },
  };
  return (
    <>
      <Field label={s.appId} value={appId} onChange={setAppId} hint={s.appIdHint} />
      <QrLogin spec={qr} />
    </>
  );
}

export default function Token115({ env }: WidgetProps) {
  return (
    <Tool env={env}>
      <Body />
    </Tool>
  );
}
