// /tool/google/callback: Google sends the reader here with ?code&state; the page trades the code
// for tokens at Google's token endpoint itself, then can list the Photos albums.

import { useState } from 'react';
import type { WidgetProps } from '../../registry';
import { CallbackFlow, type CallbackSpec } from '../flow';
import { postForm, type TokenAnswer } from '../http';
import { decodeState, directUrl, localPath } from '../lib';
import { Button, Row, StartAgain, Tool, useTool } from '../ui';
import { AlbumList } from './albums';

interface Ctx {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

function Albums({ accessToken }: { accessToken: string }) {
  const { t } = useTool();
  const [open, setOpen] = useState(false);
  return (
    <section className="tool-section" aria-label={t.google.albums}>
      <Row>
        <Button onClick={() => setOpen(true)} disabled={open}>
          {t.google.albums}
        </Button>
      </Row>
      {open && <AlbumList accessToken={accessToken} />}
    </section>
  );
}

function Body() {
  const { t, env } = useTool();
  const spec: CallbackSpec<Ctx> = {
    viaApi: false,
    restart: <StartAgain href={localPath(env.locale, '/tool/google/request.html')} />,
    parse: (q) => {
      const parts = decodeState(q.state);
      if (!parts || !parts[0] || !parts[2]) return null;
      return { clientId: parts[0], clientSecret: parts[1] ?? '', redirectUri: parts.slice(2).join('::') };
    },
    exchange: (c, code) =>
      postForm<TokenAnswer>(directUrl(env.site.apiSelector, 'googleToken'), {
        client_id: c.clientId,
        client_secret: c.clientSecret,
        code,
        grant_type: 'authorization_code',
        redirect_uri: c.redirectUri,
      }),
    details: (c) => [
      { label: t.clientId, value: c.clientId },
      { label: t.clientSecret, value: c.clientSecret, secret: true },
      { label: t.redirectUri, value: c.redirectUri },
    ],
    noRefreshHint: t.google.noRefreshText,
    extra: (token) => (token.access_token ? <Albums accessToken={token.access_token} /> : null),
  };
  return <CallbackFlow spec={spec} />;
}

export default function GoogleCallback({ env }: WidgetProps) {
  return (
    <Tool env={env}>
      <Body />
    </Tool>
  );
}
