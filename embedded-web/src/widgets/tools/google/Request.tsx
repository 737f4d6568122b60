// /tool/google/request: type your OAuth client's ID and secret and sign in with Google. A web client
// comes back to this site's callback page; a desktop client goes to a loopback address the reader
// then swaps for the callback page by hand.

import { useState } from 'react';
import type { WidgetProps } from '../../registry';
import { callbackUri, GOOGLE_CONSOLE, GOOGLE_LOOPBACK, googleAuthorize } from '../lib';
import { ClientForm } from '../request';
import { Modes } from '../modes';
import { Alert, Field, LinkButton, Output, Tool, useTool } from '../ui';

function Body() {
  const { t } = useTool();
  const s = t.google;
  const callback = callbackUri(window.location.origin, 'google');
  const [redirectUri, setRedirectUri] = useState(callback);
  const desktop = redirectUri.trim() === GOOGLE_LOOPBACK;
  return (
    <ClientForm
      submitLabel={s.submit}
      authorize={(c) => googleAuthorize({ clientId: c.id, clientSecret: c.secret, redirectUri: redirectUri.trim() })}
      missingExtra={() => (redirectUri.trim() ? [] : [t.redirectUri])}
      before={
        <>
          {/* A typed address that is neither leaves both modes unpressed. */}
          <Modes
            label={s.clientType}
            modes={[
              { key: 'own', label: s.ownClient },
              { key: 'desktop', label: s.desktopClient },
            ]}
            value={desktop ? 'desktop' : redirectUri.trim() === callback ? 'own' : null}
            onChange={(m) => setRedirectUri(m === 'desktop' ? GOOGLE_LOOPBACK : callback)}
          />
          <p>
            <LinkButton href={GOOGLE_CONSOLE}>{t.createClient}</LinkButton>
          </p>
        </>
      }
      after={
        <>
          <Field label={t.redirectUri} value={redirectUri} onChange={setRedirectUri} type="url" hint={desktop ? undefined : `${s.ownClientText} ${t.redirectHint}`} />
          {desktop && (
            <Alert kind="info">
              <p>{s.desktopText}</p>
              <Output label={t.redirectUri} value={callback} />
            </Alert>
          )}
        </>
      }
    />
  );
}

export default function GoogleRequest({ env }: WidgetProps) {
  return (
    <Tool env={env}>
      <Body />
    </Tool>
  );
}
