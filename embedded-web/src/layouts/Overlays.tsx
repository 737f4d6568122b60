// Search dialog host, a fullscreen notice, language redirect modal and the widget host's loader: a chunk the
// page frame fetches after its first commit (none of them is drawn by the server; widgets mount into
// the server's placeholders later anyway; a search asked for before it arrives opens when it does,
// see searchBus). The dialog and the two overlays are chunks again, fetched only when
// search is opened, a notice is due or the browser prefers another locale. At most one overlay at a time: the language question comes first, and the notice follows
// once it is answered (or on the page switched to).

import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotice } from '../hooks/useNotice';
import { useRedirect } from '../hooks/useRedirect';
import SearchHost, { issuesUrl } from '../components/SearchDialog/SearchHost';
import { strings, type Strings } from '../i18n';
import { fetchLocale } from '../lib/data';
import { localeLink } from '../lib/paths';
import { navigate } from '../lib/router';
import type { PageData, SiteConfig } from '../types';
import LazyWidgetHost from '../widgets/LazyWidgetHost';

const Notice = lazy(() => import('../components/Notice'));
const RedirectModal = lazy(() => import('../components/RedirectModal'));

export default function Overlays({ site, page, t, widgets }: { site: SiteConfig; page: PageData; t: Strings; widgets: Parameters<typeof LazyWidgetHost>[0] }) {
  const { notice, close } = useNotice(page.notice, true);
  const { target, answer } = useRedirect(site.locales, page.locale, page.route);
  // The question is asked in the target locale's own words: its locale data, fetched when needed.
  const [targetStrings, setTargetStrings] = useState<Strings | null>(null);
  const targetKey = target ? site.locales[target.locale]?.key : undefined;
  useEffect(() => {
    if (!targetKey) return;
    let live = true;
    fetchLocale(targetKey).then(
      (data) => live && setTargetStrings(data ? strings(data) : t),
      () => live && setTargetStrings(t),
    );
    return () => {
      live = false;
    };
  }, [targetKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const lang = widgets.env.lang;
  return (
    <Suspense fallback={null}>
      <LazyWidgetHost {...widgets} />
      <SearchHost
        t={t}
        index={site.locales[page.locale]?.key ?? lang}
        others={Object.entries(site.locales)
          .filter(([prefix]) => prefix !== page.locale)
          .map(([, l]) => ({ key: l.key, name: l.name }))}
        issuesUrl={issuesUrl(site)}
      />
      {notice && !target && <Notice key={notice.title + notice.content} notice={notice} onClose={close} t={t} />}
      {target && targetStrings && (
        <RedirectModal
          targetStrings={targetStrings}
          currentStrings={t}
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
