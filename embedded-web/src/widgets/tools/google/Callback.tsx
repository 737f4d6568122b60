// /tool/google/callback: Google sends the reader here with ?code&state; the page trades the code
// for tokens at Google's token endpoint itself, then can list the Photos albums.

import { useState } from 'react';
import { callbackPage, clientDetails, type CallbackSpec } from '../flow';
import { postForm, type TokenAnswer } from '../http';
import { decodeState, directUrl } from '../lib';
import { Button, Row, useTool } from '../ui';
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

const GoogleCallback = callbackPage(({ t, env }): CallbackSpec<Ctx> => {
  return {
    viaApi: false,
    restart: '/tool/google/request.html',
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
    details: (c) => [...clientDetails(t, c), { label: t.redirectUri, value: c.redirectUri }],
    noRefreshHint: t.google.noRefreshText,
    extra: (token) => (token.access_token ? <Albums accessToken={token.access_token} /> : null),
  };
});

export default GoogleCallback;
