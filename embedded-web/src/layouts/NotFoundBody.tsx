// The 404 page (404-01..05): code, localized title, one of the locale's hints at random, back and home.

import { useMemo } from 'react';
import { navigate } from '../lib/router';
import type { LocaleData, PageData } from '../types';

export default function NotFoundBody({ locale, page }: { locale: LocaleData | null; page: PageData }) {
  const texts = locale?.notFound;
  const hint = useMemo(() => {
    const hints = texts?.hints ?? [];
    return hints[Math.floor(Math.random() * hints.length)] ?? '';
  }, [texts, page.route]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <main id="main-content" className="vp-page not-found" tabIndex={-1}>
      <div className="not-found-hint">
        <p className="error-code">404</p>
        <h1 className="error-title">{texts?.title ?? page.title}</h1>
        <p className="error-hint">{hint}</p>
      </div>
      <div className="actions">
        <button type="button" className="action-button" onClick={() => history.back()}>
          {texts?.back}
        </button>
        <button type="button" className="action-button" onClick={() => navigate(page.locale || '/')}>
          {texts?.home}
        </button>
      </div>
    </main>
  );
}
