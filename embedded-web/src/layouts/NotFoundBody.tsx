// The 404 page (404-01..05): code, localized title, one of the locale's hints at random, back and home.

import { useMemo } from 'react';
import type { LocaleData, PageData } from '../types';
import { withBase } from '../lib/base';

export default function NotFoundBody({ locale, page }: { locale: LocaleData | null; page: PageData }) {
  const texts = locale?.notFound;
  const hint = useMemo(() => {
    const hints = texts?.hints ?? [];
    // The hint the server drew stays while the app takes over; later 404s pick one at random.
    const drawn = document.querySelector('.prerendered .error-hint')?.textContent ?? '';
    return hints.includes(drawn) ? drawn : (hints[Math.floor(Math.random() * hints.length)] ?? '');
  }, [texts, page.route]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <main id="main-content" className="vp-page not-found" tabIndex={-1}>
      <div className="not-found-hint">
        <p className="error-code">404</p>
        <h1 className="error-title">{texts?.title ?? page.title}</h1>
        <p className="error-hint">{hint}</p>
      </div>
      <div className="actions">
        <button type="button" className="action-button back-button" onClick={() => history.back()}>
          {texts?.back}
        </button>
        <a className="action-button" href={withBase(page.locale || '/')}>
          {texts?.home}
        </a>
      </div>
    </main>
  );
}
