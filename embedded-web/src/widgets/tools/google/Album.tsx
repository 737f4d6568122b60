// /tool/google/album: list Google Photos album IDs (for the driver's root_folder_id), with an access
// token or with client ID, secret and refresh token.

import { useEffect, useRef, useState } from 'react';
import type { WidgetProps } from '../../registry';
import { useRun } from '../flow';
import type { Outcome } from '../http';
import { Button, ErrorBox, Field, Form, Missing, Row, Select, Tool, useTool, Busy } from '../ui';
import { AlbumTable, fetchAlbums, refreshAccess, type Album } from './albums';

type Mode = 'access' | 'refresh';

/** An access token handed over in the address (older links do that). Reading is pure: React may render twice. */
function handedOver(): string {
  return new URLSearchParams(window.location.search).get('access_token') ?? '';
}

/** Drop the handed-over token from the address bar and history entry, once it is held in memory. */
function forgetHandedOver() {
  const url = new URL(window.location.href);
  url.searchParams.delete('access_token');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

function Body() {
  const { t, env } = useTool();
  const s = t.album;
  const [initial] = useState(handedOver);
  const [mode, setMode] = useState<Mode>('access');
  const [access, setAccess] = useState(initial);
  const [clientId, setClientId] = useState('');
  const [clientSecret, setClientSecret] = useState('');
  const [refresh, setRefresh] = useState('');
  const [missing, setMissing] = useState<string[]>([]);
  const { run, start } = useRun<Album[]>();

  const load = async (): Promise<Outcome<Album[]>> => {
    if (mode === 'access') return fetchAlbums(env, access.trim());
    const token = await refreshAccess(env, clientId.trim(), clientSecret.trim(), refresh.trim());
    if (!token.ok) return token;
    if (!token.data.access_token) return { ok: false, error: { kind: 'format', host: 'www.googleapis.com' } };
    return fetchAlbums(env, token.data.access_token);
  };
  const submit = () => {
    const fields: [string, string][] = mode === 'access' ? [[t.accessToken, access]] : [[t.clientId, clientId], [t.clientSecret, clientSecret], [t.refreshToken, refresh]];
    const gaps = fields.filter(([, v]) => !v.trim()).map(([k]) => k);
    setMissing(gaps);
    if (gaps.length === 0) void start(load);
  };
  const auto = useRef(false);
  useEffect(() => {
    if (initial && !auto.current) {
      auto.current = true;
      forgetHandedOver();
      void start(() => fetchAlbums(env, initial));
    }
  }, [initial, env, start]);

  return (
    <>
      <Form onSubmit={submit}>
        <Select<Mode>
          label={s.mode}
          value={mode}
          onChange={(m) => {
            setMode(m);
            setMissing([]);
          }}
          options={[
            ['access', s.byAccess],
            ['refresh', s.byRefresh],
          ]}
        />
        {mode === 'access' ? (
          <Field label={t.accessToken} value={access} onChange={setAccess} type="password" invalid={missing.includes(t.accessToken)} />
        ) : (
          <>
            <Field label={t.clientId} value={clientId} onChange={setClientId} invalid={missing.includes(t.clientId)} />
            <Field label={t.clientSecret} value={clientSecret} onChange={setClientSecret} type="password" invalid={missing.includes(t.clientSecret)} />
            <Field label={t.refreshToken} value={refresh} onChange={setRefresh} type="password" invalid={missing.includes(t.refreshToken)} />
          </>
        )}
        <Missing fields={missing} />
        <Row>
          <Button submit primary busy={run.status === 'loading'}>
            {s.fetch}
          </Button>
        </Row>
      </Form>
      {run.status === 'loading' && <Busy />}
      {run.status === 'failed' && <ErrorBox error={run.error} viaApi={false} />}
      {run.status === 'done' && <AlbumTable albums={run.data} />}
    </>
  );
}

export default function GoogleAlbum({ env }: WidgetProps) {
  return (
    <Tool env={env}>
      <Body />
    </Tool>
  );
}
