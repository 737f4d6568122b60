// The giscus client (CMT-01..04), its own chunk: injects the client script with the data-*
// attributes, shows the loading ring until it has loaded, and re-themes the frame live when the
// colour mode changes (CM-09).

import { useEffect, useRef, useState } from 'react';
import type { CommentsConfig, PageData } from '../types';
import { GISCUS_CLIENT, giscusAttributes, giscusTheme } from './giscusConfig';
import Loading from './Loading';

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
    // A blocked or failed script leaves the page as it is; the ring gives way to a line saying so.
    script.onload = () => setState('loaded');
    script.onerror = () => setState('failed');
    el.appendChild(script);
    return () => {
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
        <p className="giscus-fallback" role="status">
          {failed}
        </p>
      )}
      <div className="giscus" ref={host} />
    </>
  );
}
