// Notice popup and language redirect modal. This decision is a chunk the page frame fetches after
// its first commit (neither overlay is drawn by the server, and both may wait a moment); the two
// components are chunks again, fetched only when a notice is due or the browser prefers another
// locale. At most one overlay at a time: the language question comes first, and the notice follows
// once it is answered (or on the page switched to).

import { lazy, Suspense } from 'react';
import { useNotice } from '../hooks/useNotice';
import { useRedirect } from '../hooks/useRedirect';
import type { Strings } from '../i18n';
import { localeLink } from '../lib/paths';
import { navigate } from '../lib/router';
import type { PageData, SiteConfig } from '../types';

const Notice = lazy(() => import('../components/Notice'));
const RedirectModal = lazy(() => import('../components/RedirectModal'));

export default function Overlays({ site, page, t }: { site: SiteConfig; page: PageData; t: Strings }) {
  const { notice, close } = useNotice(site.notices, page.route);
  const { target, answer } = useRedirect(site.locales, page.locale, page.route);
  return (
    <Suspense fallback={null}>
      {notice && !target && <Notice key={notice.title + notice.content} notice={notice} onClose={close} t={t} />}
      {target && (
        <RedirectModal
          targetLang={site.locales[target.locale].lang}
          currentLang={page.lang}
          targetName={site.locales[target.locale].name}
          onCancel={answer}
          onSwitch={(remember) => {
            answer(remember);
            // Replace, not push: the reader did not choose the first locale (LR-04).
            navigate(localeLink(page, target.locale, location.search + location.hash), { replace: true });
          }}
        />
      )}
    </Suspense>
  );
}
