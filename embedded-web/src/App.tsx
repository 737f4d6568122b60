// The app: follows the location, loads page data, keeps <title>/<html lang> in step, picks the layout.

import { useEffect, useRef } from 'react';
import { usePage } from './hooks/usePage';
import { strings } from './i18n';
import Shell from './layouts/Shell';
import { navigate, shouldIntercept, useLocation } from './lib/router';
import { logPageWarnings } from './lib/warnings';
import { beforeAnchorJump, restoreScroll, takeRestoredScroll } from './lib/scrollMemory';
import type { InitialData } from './types';
import { stripBase } from './lib/base';
import { swapPageHead } from './lib/pageHead';
import { decodedHash } from './lib/paths';

export default function App({ initial, initialHtml }: { initial: InitialData; initialHtml: string }) {
  const loc = useLocation();
  const { page, html, locale, error, visit } = usePage(initial, initialHtml, loc.path);
  const t = strings(locale);

  // The labels the click handler below reads, current without re-adding the handler.
  const labels = useRef(t);
  labels.current = t;
  // In-app navigation for same-origin page links anywhere in the document (content HTML included).
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a');
      // A figure drawn in the page opens zoomed in the page, not as its raw file (issue 59 item 7);
      // here, so a click before the content's enhancers have loaded does it too.
      const svg = a?.matches('a.docs-figure') ? a.querySelector('svg.docs-figure-svg') : null;
      if (svg && e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)) {
        e.preventDefault();
        const copy = svg.cloneNode(true) as Element;
        void import('./enhance/zoom').then((m) => m.openZoom(copy, { dialog: labels.current.imageViewer, close: labels.current.close }));
        return;
      }
      if (!a || !shouldIntercept(e, a)) return;
      const url = new URL(a.href);
      // A same-page anchor: the browser follows it (a history entry, the scroll); remember where from.
      if (url.pathname === location.pathname && url.search === location.search && url.hash) return beforeAnchorJump(url.hash);
      e.preventDefault();
      navigate((stripBase(url.pathname) ?? url.pathname) + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  // The first page's own head tags are in the served HTML already; later visits swap them.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current !== page) swapPageHead(page.pageHead);
    shownPage.current = page;
  }, [page]);

  useEffect(() => {
    const site = initial.site.locales[page.locale]?.title ?? initial.site.title;
    document.title = page.layout === 'home' || !page.title ? site : `${page.title} | ${site}`;
    document.documentElement.lang = page.lang;
    logPageWarnings(page.warnings);
    // Back/forward lands where the reader left the page; a new visit at its heading or top.
    const restored = takeRestoredScroll();
    const id = decodedHash(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (restored !== undefined) restoreScroll(restored);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [page, initial.site]);

  if (error) {
    return (
      <div className="load-error" role="alert">
        <p>{t.loadFailed}</p>
        <button type="button" onClick={() => location.reload()}>
          {t.reload}
        </button>
      </div>
    );
  }
  return <Shell site={initial.site} locale={locale} page={page} html={html} visit={visit} t={t} />;
}
