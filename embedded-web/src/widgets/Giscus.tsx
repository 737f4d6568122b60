// The giscus client (CMT-01..04), its own chunk: injects the client script with the data-*
// attributes, shows the loading ring until it has loaded, and re-themes the frame live when the
// colour mode changes (CM-09).

import { useEffect, useRef, useState } from 'react';
import type { CommentsConfig, PageData } from '../types';
import { GISCUS_CLIENT, giscusAttributes, giscusTheme } from './giscusConfig';
import Loading from './Loading';

/** How long the comment host may take before the reader gets the link instead of a spinner. */
const SLOW_MS = 8000;

const isDark = () => document.documentElement.dataset.theme === 'dark';

/** `failed`: the line shown when the comment service cannot be reached, in the page's language. */
export default function Giscus({ config, page, failed }: { config: CommentsConfig; page: PageData; failed: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const client = config.client || GISCUS_CLIENT;

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const script = document.createElement('script');
    script.src = client;
    script.async = true;
    script.crossOrigin = 'anonymous';
    const commentID = typeof page.frontmatter.commentID === 'string' ? page.frontmatter.commentID : undefined;
    for (const [k, v] of Object.entries(giscusAttributes(config, { route: page.route, lang: page.lang, commentID }, isDark()))) script.setAttribute(k, v);
    // A blocked, failed or slow script leaves the page as it is: the ring gives way to a quiet link
    // to the discussions (never an error box); should the script still arrive, the comments show.
    script.onload = () => setState('loaded');
    script.onerror = () => setState('failed');
    const slow = window.setTimeout(() => setState((s) => (s === 'loading' ? 'failed' : s)), SLOW_MS);
    el.appendChild(script);
    return () => {
      window.clearTimeout(slow);
      el.replaceChildren();
    };
  }, [client, config, page.route, page.lang, page.frontmatter.commentID]);

  useEffect(() => {
    const origin = new URL(client, location.href).origin;
    let theme = giscusTheme(config, isDark());
    const observer = new MutationObserver(() => {
      const next = giscusTheme(config, isDark());
      if (next === theme) return;
      theme = next;
      const frame = host.current?.querySelector<HTMLIFrameElement>('iframe.giscus-frame');
      frame?.contentWindow?.postMessage({ giscus: { setConfig: { theme } } }, origin);
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class'] });
    return () => observer.disconnect();
  }, [client, config]);

  return (
    <>
      {state === 'loading' && <Loading />}
      {state === 'failed' && (
        <p className="giscus-fallback">
          <a href={`https://github.com/${config.repo}/discussions`} target="_blank" rel="noopener noreferrer">
            {failed}
          </a>
        </p>
      )}
      <div className="giscus" ref={host} />
    </>
  );
}
