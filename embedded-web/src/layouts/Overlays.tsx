// Notice popup and language redirect modal. Both components are separate chunks, fetched only when
// a notice is due or the browser prefers another locale. At most one overlay at a time: the language
// question comes first, and the notice follows once it is answered (or on the page switched to).

import { lazy, Suspense } from 'react';
import SearchHost from '../components/SearchDialog/SearchHost';
import { useNotice } from '../hooks/useNotice';
import { useRedirect } from '../hooks/useRedirect';
import { uiLang, type Strings } from '../i18n';
import { localeLink } from '../lib/paths';
import { navigate } from '../lib/router';
import type { PageData, SiteConfig } from '../types';

const Notice = lazy(() => import('../components/Notice'));
const RedirectModal = lazy(() => import('../components/RedirectModal'));

/** Where readers report missing search results: the docs repository's issues, when it is on GitHub. */
function issuesUrl(site: SiteConfig): string | undefined {
  const repo = site.docsRepo?.repo ?? site.repo;
  if (!repo) return undefined;
  return /^https?:\/\//.test(repo) ? `${repo.replace(/\/$/, '')}/issues` : `https://github.com/${repo}/issues`;
}

export default function Overlays({ site, page, t }: { site: SiteConfig; page: PageData; t: Strings }) {
  const { notice, close } = useNotice(site.notices, page.route);
  const { target, answer } = useRedirect(site.locales, page.locale, page.route);
  const lang = uiLang(page.lang);
  return (
    <Suspense fallback={null}>
      <SearchHost lang={lang} index={site.locales[page.locale]?.key ?? lang} issuesUrl={issuesUrl(site)} />
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
