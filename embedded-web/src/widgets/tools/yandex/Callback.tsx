// /tool/yandex/callback: Yandex sends the reader here with ?code; the page trades it for tokens at
// Yandex's token endpoint itself, with the client details from the state (or typed by the reader).
// Opened without a code, it offers to start the sign-in for the reader's own app.

import { useState } from 'react';
import { callbackPage, clientDetails, type CallbackSpec } from '../flow';
import { postForm, type TokenAnswer } from '../http';
import { callbackUri, decodeState, directUrl, yandexAuthorize } from '../lib';
import { ClientForm, RedirectNote } from '../request';
import { Alert, Button, Field, Form, Missing, Row, useTool } from '../ui';

interface Ctx {
  clientId: string;
  clientSecret: string;
}

/** The client details, typed by the reader when the address does not carry them. */
function AskClient({ use }: { use: (c: Ctx) => void }) {
  const { t } = useTool();
  const [id, setId] = useState('');
  const [secret, setSecret] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const submit = () => {
    const gaps = [...(id.trim() ? [] : [t.clientId]), ...(secret.trim() ? [] : [t.clientSecret])];
    setMissing(gaps);
    if (gaps.length === 0) use({ clientId: id.trim(), clientSecret: secret.trim() });
  };
  return (
    <Form onSubmit={submit} label={t.yandex.needClient}>
      <Alert kind="info" title={t.yandex.needClient}>
        <p>{t.yandex.needClientText}</p>
      </Alert>
      <Field label={t.clientId} value={id} onChange={setId} invalid={missing.includes(t.clientId)} />
      <Field label={t.clientSecret} value={secret} onChange={setSecret} type="password" invalid={missing.includes(t.clientSecret)} />
      <Missing fields={missing} />
      <Row>
        <Button submit primary>
          {t.yandex.exchange}
        </Button>
      </Row>
    </Form>
  );
}

const YandexCallback = callbackPage(({ t, env }): CallbackSpec<Ctx> => {
  const redirectUri = callbackUri(window.location.origin, 'yandex');
  return {
    viaApi: false,
    restart: '/tool/yandex/callback.html',
    start: (
      <section className="tool-section" aria-label={t.yandex.start}>
        <p>{t.yandex.startText}</p>
        <ClientForm
          formLabel={t.yandex.start}
          submitLabel={t.yandex.start}
          authorize={(c) => yandexAuthorize({ clientId: c.id, clientSecret: c.secret })}
          after={<RedirectNote uri={redirectUri} />}
        />
      </section>
    ),
    parse: (q) => {
      const parts = decodeState(q.state);
      return parts && parts[0] && parts[1] ? { clientId: parts[0], clientSecret: parts[1] } : null;
    },
    askContext: (use) => <AskClient use={use} />,
    exchange: (c, code) =>
      postForm<TokenAnswer>(directUrl(env.site.apiSelector, 'yandexToken'), {
        grant_type: 'authorization_code',
        client_id: c.clientId,
        client_secret: c.clientSecret,
        code,
      }),
    details: (c) => [...clientDetails(t, c), { label: t.redirectUri, value: redirectUri }],
  };
});

export default YandexCallback;
