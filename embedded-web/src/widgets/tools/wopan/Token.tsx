// /tool/wopan/token: log in to WoPan (China Unicom cloud) with phone number, password and an SMS
// code through the helper API, and show the refresh and access tokens.

import { useState } from 'react';
import type { WidgetProps } from '../../registry';
import { api } from '../api';
import { useRun } from '../flow';
import { postJson, type TokenAnswer } from '../http';
import { Alert, Button, ErrorBox, Field, Form, Missing, Row, Tool, TokenResult, useTool } from '../ui';

function Body() {
  const { t, env } = useTool();
  const s = t.wopan;
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const send = useRun<unknown>();
  const token = useRun<TokenAnswer>();

  const check = (fields: [string, string][]) => {
    const gaps = fields.filter(([, v]) => !v.trim()).map(([k]) => k);
    setMissing(gaps);
    return gaps.length === 0;
  };
  const body = () => ({ phone: phone.trim(), password, verify_code: code.trim() });
  const sendCode = () => {
    if (check([[s.phone, phone], [s.password, password]])) void send.start(() => postJson(api(env, '/alist/wopan/login'), body()));
  };
  const getToken = () => {
    if (check([[s.phone, phone], [s.password, password], [s.code, code]]))
      void token.start(() => postJson<TokenAnswer>(api(env, '/alist/wopan/verify_code'), body()));
  };

  return (
    <Form onSubmit={getToken}>
      <Field label={s.phone} value={phone} onChange={setPhone} type="tel" inputMode="tel" autoComplete="tel" invalid={missing.includes(s.phone)} />
      <Field label={s.password} value={password} onChange={setPassword} type="password" autoComplete="current-password" invalid={missing.includes(s.password)} />
      <Row>
        <Button onClick={sendCode} busy={send.run.status === 'loading'}>
          {s.sendCode}
        </Button>
      </Row>
      {send.run.status === 'failed' && <ErrorBox error={send.run.error} viaApi />}
      {send.run.status === 'done' && <Alert kind="success" title={s.codeSent} />}
      <Field label={s.code} value={code} onChange={setCode} inputMode="numeric" autoComplete="one-time-code" invalid={missing.includes(s.code)} />
      <Missing fields={missing} />
      <Row>
        <Button submit primary busy={token.run.status === 'loading'}>
          {s.submit}
        </Button>
      </Row>
      {token.run.status === 'failed' && <ErrorBox error={token.run.error} viaApi />}
      {token.run.status === 'done' && <TokenResult refresh={token.run.data.refresh_token} access={token.run.data.access_token} />}
    </Form>
  );
}

export default function WopanToken({ env }: WidgetProps) {
  return (
    <Tool env={env}>
      <Body />
    </Tool>
  );
}
