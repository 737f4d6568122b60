// Live part of the changelog page: when online, lists releases newer than the data file (version,
// date, notes as text) from the configured release feed; offline or on any failure, a short note and
// a link to the releases page. The data file's list below stays as the server rendered it.

import { useEffect, useState } from 'react';
import { newerReleases, type Release } from './changelog/releases';
import type { WidgetProps } from './registry';
import './ChangelogLive.css';

type State = { kind: 'loading' } | { kind: 'done'; releases: Release[] } | { kind: 'failed' };

function releasesPage(feed: { page?: string } | undefined, repo: string | undefined): string | undefined {
  if (feed?.page && /^https?:\/\//.test(feed.page)) return feed.page;
  return repo && !/^https?:/.test(repo) ? `https://github.com/${repo}/releases` : undefined;
}

export default function ChangelogLive({ props, env }: WidgetProps) {
  const s = env.t;
  const feed = env.site.changelog;
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const url = feed?.releases;
    if (!url || navigator.onLine === false) {
      setState({ kind: 'failed' });
      return;
    }
    const ctl = new AbortController();
    fetch(url, { headers: { Accept: 'application/vnd.github+json' }, signal: ctl.signal })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((json: unknown) => setState({ kind: 'done', releases: newerReleases(json, props.latest ?? '') }))
      .catch(() => {
        if (!ctl.signal.aborted) setState({ kind: 'failed' });
      });
    return () => ctl.abort();
  }, [feed?.releases, props.latest]);

  if (state.kind === 'loading') {
    return (
      <p className="changelog-status" role="status">
        {s.changelogChecking}
      </p>
    );
  }
  if (state.kind === 'failed') {
    const page = releasesPage(feed, env.site.repo);
    return (
      <p className="changelog-status changelog-offline" role="status">
        {s.changelogOffline}{' '}
        {page ? (
          <a href={page} target="_blank" rel="noopener noreferrer">
            {s.changelogAllReleases}
          </a>
        ) : (
          s.changelogAllReleases
        )}
        .
      </p>
    );
  }
  if (!state.releases.length) {
    return (
      <p className="changelog-status" role="status">
        {s.changelogUpToDate}
      </p>
    );
  }
  return (
    <section className="changelog-remote" aria-label={s.changelogNewer}>
      <p className="changelog-remote-title">{s.changelogNewer}</p>
      {state.releases.map((r) => (
        <section key={r.version} className="changelog-release changelog-release-remote">
          <p className="changelog-version">
            <strong>{r.version}</strong>
            {r.date && (
              <>
                {' '}
                <time dateTime={r.date}>{new Date(r.date).toLocaleDateString(env.tag)}</time>
              </>
            )}
            {r.url && (
              <>
                {' · '}
                <a href={r.url} target="_blank" rel="noopener noreferrer">
                  {s.changelogNotes}
                </a>
              </>
            )}
          </p>
          {r.lines.length > 0 && (
            <ul>
              {r.lines.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </section>
  );
}
