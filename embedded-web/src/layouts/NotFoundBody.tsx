// The 404 page (404-01..05): code, localized title, one of the locale's hints at random, back and home.

import { useMemo } from 'react';
import type { LocaleData, PageData } from '../types';
import { withBase } from '../lib/base';

export default function NotFoundBody({ locale, page }: { locale: LocaleData | null; page: PageData }) {
  const texts = locale?.notFound;
  const hints = texts?.hints ?? [];
  // A uniform pick per visit: the server's page (cached, or a static 404.html) always shows the
  // first. Every hint stays in the grid cell, the others hidden, so the switch moves nothing.
  const shown = useMemo(() => Math.floor(Math.random() * hints.length), [texts, page.route]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <main id="main-content" className="vp-page not-found" tabIndex={-1}>
      <div className="not-found-hint">
        <p className="error-code">404</p>
        <h1 className="error-title">{texts?.title ?? page.title}</h1>
        <div className="error-hints">
          {hints.length === 0 && <p className="error-hint" />}
          {hints.map((hint, i) =>
            i === shown ? (
              <p key={i} className="error-hint">
                {hint}
              </p>
            ) : (
              <p key={i} className="error-hint-spare" aria-hidden="true">
                {hint}
              </p>
            ),
          )}
        </div>
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
