// The app: follows the location, loads page data, keeps <title>/<html lang> in step, picks the layout.

import { useEffect } from 'react';
import { usePage } from './hooks/usePage';
import { strings } from './i18n';
import Shell from './layouts/Shell';
import { navigate, shouldIntercept, useLocation } from './lib/router';
import { logPageWarnings } from './lib/warnings';
import type { InitialData } from './types';
import { stripBase } from './lib/base';

export default function App({ initial, initialHtml }: { initial: InitialData; initialHtml: string }) {
  const loc = useLocation();
  const { page, html, locale, error, visit } = usePage(initial, initialHtml, loc.path);
  const t = strings(locale);

  // In-app navigation for same-origin page links anywhere in the document (content HTML included).
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a');
      if (!a || !shouldIntercept(e, a)) return;
      const url = new URL(a.href);
      if (url.pathname === location.pathname && url.search === location.search && url.hash) return; // same-page anchor
      e.preventDefault();
      navigate((stripBase(url.pathname) ?? url.pathname) + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    const site = initial.site.locales[page.locale]?.title ?? initial.site.title;
    document.title = page.layout === 'home' || !page.title ? site : `${page.title} | ${site}`;
    document.documentElement.lang = page.lang;
    logPageWarnings(page.warnings);
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
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
