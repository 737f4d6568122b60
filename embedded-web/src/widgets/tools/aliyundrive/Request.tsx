// /tool/aliyundrive/request: get an Aliyundrive Open refresh token, either by scanning a QR code
// (the helper API's app, or your own) or by signing in on Aliyundrive with your own client.

import { useState } from 'react';
import type { WidgetProps } from '../../registry';
import { api } from '../api';
import { request, postJson } from '../http';
import { aliyundriveAuthorize, aliyundriveQrStatus, callbackUri } from '../lib';
import { QrLogin, type QrSpec } from '../qr';
import { go, RedirectNote } from '../request';
import { Button, Check, Field, Missing, Row, Tool, useTool } from '../ui';
import { exchangeAliyundrive } from './exchange';

interface Qr {
  qrCodeUrl: string;
  sid: string;
}

function Body() {
  const { t, env } = useTool();
  const s = t.aliyundrive;
  const [own, setOwn] = useState(false);
  const [id, setId] = useState('');
  const [secret, setSecret] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const redirectUri = callbackUri(window.location.origin, 'aliyundrive');

  /** The client to use, or null (with the gaps shown) when own-client fields are empty. */
  const client = (): { id: string; secret: string } | null => {
    if (!own) return { id: '', secret: '' };
    const c = { id: id.trim(), secret: secret.trim() };
    const gaps = [...(c.id ? [] : [t.clientId]), ...(c.secret ? [] : [t.clientSecret])];
    setMissing(gaps);
    return gaps.length ? null : c;
  };

  const login = () => {
    const c = client();
    if (c) go(aliyundriveAuthorize({ clientId: c.id, clientSecret: c.secret, redirectUri }));
  };

  const qr: QrSpec<Qr & { client: { id: string; secret: string } }> = {
    labels: s,
    fetch: () => {
      const c = client();
      if (!c) return null;
      return postJson<Qr>(api(env, '/alist/ali_open/qr'), own ? { client_id: c.id, client_secret: c.secret } : {}).then((out) =>
        out.ok ? { ok: true as const, data: { ...out.data, client: c } } : out,
      );
    },
    image: (q) => q.qrCodeUrl,
    check: async (q) => {
      const status = await request<{ status?: string; authCode?: string }>(api(env, aliyundriveQrStatus(q.sid)));
      if (!status.ok) return { kind: 'failed', error: status.error };
      const st = status.data.status ?? '';
      if (st === 'LoginSuccess' && status.data.authCode) {
        const token = await exchangeAliyundrive(env, status.data.authCode, q.client.id, q.client.secret);
        return token.ok ? { kind: 'token', token: token.data } : { kind: 'failed', error: token.error };
      }
      const known = st === 'WaitLogin' || st === 'ScanSuccess' || st === 'QRCodeExpired';
      return { kind: 'pending', message: known ? s.status[st] : s.status.other(st || '?'), expired: st === 'QRCodeExpired' };
    },
  };

  return (
    <>
      <Check label={s.ownClient} checked={own} onChange={setOwn} />
      {own ? (
        <>
          <Field label={t.clientId} value={id} onChange={setId} invalid={missing.includes(t.clientId)} />
          <Field label={t.clientSecret} value={secret} onChange={setSecret} type="password" invalid={missing.includes(t.clientSecret)} />
          <RedirectNote uri={redirectUri} />
          <Row>
            <Button primary onClick={login}>
              {s.login}
            </Button>
          </Row>
        </>
      ) : (
        <p className="tool-hint">
          {s.ownClientText} {s.loginNeedsOwn}
        </p>
      )}
      {own && <Missing fields={missing} />}
      <QrLogin spec={qr} />
    </>
  );
}

export default function AliyundriveRequest({ env }: WidgetProps) {
  return (
    <Tool env={env}>
      <Body />
    </Tool>
  );
}
