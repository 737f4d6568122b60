// Google Photos albums: list every album (50 per page, following nextPageToken) for an access
// token, and get an access token from a refresh token. Shared by the album page and the callback.

import { useEffect, useRef } from 'react';
import type { WidgetEnv } from '../../registry';
import { useRun } from '../flow';
import { postForm, request, type Outcome } from '../http';
import { directUrl, withQuery } from '../lib';
import { Busy, CopyButton, ErrorBox, useTool } from '../ui';

export interface Album {
  id: string;
  title: string;
}

/** Stop following pages after this many (5,000 albums): a guard against a server that never ends. */
const MAX_PAGES = 100;

export async function fetchAlbums(env: WidgetEnv, accessToken: string): Promise<Outcome<Album[]>> {
  const base = directUrl(env.site.apiSelector, 'googleAlbums');
  const albums: Album[] = [];
  let pageToken = '';
  for (let i = 0; i < MAX_PAGES; i++) {
    const out = await request<{ albums?: { id?: string; title?: string }[]; nextPageToken?: string }>(
      withQuery(base, { pageToken, pageSize: '50' }),
      { headers: { Authorization: `Bearer ${accessToken}` } },
    );
    if (!out.ok) return out;
    for (const a of out.data.albums ?? []) if (a.id) albums.push({ id: a.id, title: a.title ?? '' });
    pageToken = out.data.nextPageToken ?? '';
    if (!pageToken) break;
  }
  return { ok: true, data: albums };
}

export function refreshAccess(env: WidgetEnv, clientId: string, clientSecret: string, refreshToken: string) {
  return postForm<{ access_token?: string }>(directUrl(env.site.apiSelector, 'googleToken'), {
    client_id: clientId,
    client_secret: clientSecret,
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });
}

export function AlbumTable({ albums }: { albums: Album[] }) {
  const { t } = useTool();
  if (albums.length === 0) return <p role="status">{t.album.none}</p>;
  return (
    <div className="tool-table">
      <table>
        <caption>{t.album.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.album.title}</th>
            <th scope="col">{t.album.id}</th>
          </tr>
        </thead>
        <tbody>
          {albums.map((a) => (
            <tr key={a.id}>
              <td>{a.title}</td>
              <td>
                <code>{a.id}</code> <CopyButton text={a.id} what={`${t.album.id} ${a.title}`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Fetch and show the albums of an access token as soon as it is mounted. */
export function AlbumList({ accessToken }: { accessToken: string }) {
  const { env } = useTool();
  const { run, start } = useRun<Album[]>();
  const once = useRef(false);
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    void start(() => fetchAlbums(env, accessToken));
  }, [accessToken, env, start]);
  if (run.status === 'loading' || run.status === 'idle') return <Busy />;
  if (run.status === 'failed') return <ErrorBox error={run.error} viaApi={false} onRetry={() => void start(() => fetchAlbums(env, accessToken))} />;
  return <AlbumTable albums={run.data} />;
}
