// /tool/onedrive/callback: Microsoft sends the reader here with ?code&state; the helper API trades
// the code for a refresh token. With the access token, a SharePoint site ID can be looked up too.

import { useState } from 'react';
import { api } from '../api';
import { callbackPage, clientDetails, useRun, type CallbackSpec } from '../flow';
import { postJson, type TokenAnswer } from '../http';
import { callbackUri, decodeState, isOnedriveZone, type OnedriveZone } from '../lib';
import { Button, ErrorBox, Field, Form, Output, Row, useTool } from '../ui';

interface Ctx {
  state: string;
  clientId: string;
  clientSecret: string;
  zone: OnedriveZone;
  redirectUri: string;
}

function SiteId({ accessToken, zone }: { accessToken: string; zone: OnedriveZone }) {
  const { t, env } = useTool();
  const [siteUrl, setSiteUrl] = useState('');
  const [empty, setEmpty] = useState(false);
  const { run, start } = useRun<{ id?: string }>();
  const lookUp = () => {
    const url = siteUrl.trim();
    setEmpty(!url);
    if (url) void start(() => postJson(api(env, '/alist/onedrive/get_site_id'), { site_url: url, access_token: accessToken, zone }));
  };
  return (
    <section className="tool-section" aria-label={t.onedrive.siteTitle}>
      <h3>{t.onedrive.siteTitle}</h3>
      <p>{t.onedrive.siteText}</p>
      <Form onSubmit={lookUp}>
        <Field label={t.onedrive.siteUrl} value={siteUrl} onChange={setSiteUrl} type="url" placeholder="https://contoso.sharepoint.com/sites/team" invalid={empty} />
        {empty && <p className="tool-hint tool-invalid">{t.required(t.onedrive.siteUrl)}</p>}
        <Row>
          <Button submit primary busy={run.status === 'loading'}>
            {t.onedrive.getSiteId}
          </Button>
        </Row>
      </Form>
      {run.status === 'failed' && <ErrorBox error={run.error} viaApi />}
      {run.status === 'done' && <Output label={t.onedrive.siteId} value={run.data.id ?? ''} />}
    </section>
  );
}

const OnedriveCallback = callbackPage(({ t, env }): CallbackSpec<Ctx> => {
  return {
    viaApi: true,
    restart: '/tool/onedrive/request.html',
    parse: (q) => {
      const parts = decodeState(q.state);
      if (!q.state || !parts || parts.length < 3 || !parts[0] || !isOnedriveZone(parts[2])) return null;
      return { state: q.state, clientId: parts[0], clientSecret: parts[1], zone: parts[2], redirectUri: callbackUri(window.location.origin, 'onedrive') };
    },
    // `client` is the state exactly as Microsoft returned it; the API unpacks id, secret and zone.
    exchange: (c, code) => postJson<TokenAnswer>(api(env, '/alist/onedrive/get_refresh_token'), { code, client: c.state, redirect_uri: c.redirectUri }),
    details: (c) => [
      ...clientDetails(t, c),
      { label: t.zone, value: c.zone },
      { label: t.redirectUri, value: c.redirectUri },
    ],
    extra: (token, c) => (token.access_token ? <SiteId accessToken={token.access_token} zone={c.zone} /> : null),
  };
});

export default OnedriveCallback;
