// A normal page's main column (PG-01): breadcrumb, ad slot (plus the API selector where API-03
// wants it above the content), the content with its title block, page info and TOC, the bottom ad box
// (filled only with the sponsor flag on; ad slots only when site.yaml configures `ads`), page meta, prev/next (AD-01, AD-02, KB-01), comments;
// then the site footer (PG-14).

import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import ApiSelectSlot from '../components/Ads/ApiSelectSlot';
import Breadcrumb from '../components/Breadcrumb';
import { Content, Footer, WwadsSlot } from './common';
import PageTitle from '../components/PageInfo/PageTitle';
import { CommentsSlot, PageMetaSlot } from '../components/PageBottom';
import PageNav from '../components/PageNav';
import PageNotice from '../components/Notice/PageNotice';
import { useFocusMode } from '../hooks/useFocusMode';
import type { Strings } from '../i18n';
import type { LocaleData, PageData, SiteConfig } from '../types';
import '../styles/page.css';

// Fetched once the column has been committed: scroll tracking, enhancers and back-to-top paint nothing
// at first render. A chunk that cannot load leaves the page as drawn (the banner offers a reload).
type BehavioursProps = Parameters<typeof import('./DocBehaviours').default>[0];
const Behaviours = lazy((): Promise<{ default: ComponentType<BehavioursProps> }> => import('./DocBehaviours').catch(() => ({ default: () => null })));

/** `/tool/…` in any locale. */
/** Whether the page holds a widget that calls the selected API (`apiSelector.widgets`, as the
 *  server's `uses_api`): only there is the selector shown. */
function usesApi(site: SiteConfig, page: PageData): boolean {
  const callers = (site.apiSelector as { widgets?: unknown } | undefined)?.widgets;
  return Array.isArray(callers) && page.widgets.some((w) => callers.includes(w));
}

export default function DocBody({ site, page, html, t }: { site: SiteConfig; page: PageData; html: string; t: Strings; locale?: LocaleData | null }) {
  useFocusMode(site.focus);
  const [committed, setCommitted] = useState(false);
  useEffect(() => setCommitted(true), []);
  // The slots exist only where site.yaml asks for them (as the server's `doc::body`).
  const api = usesApi(site, page);
  return (
    <>
      <main id="main-content" className="vp-page" tabIndex={-1}>
        <Breadcrumb page={page} t={t} />
        <PageNotice page={page} t={t} />
        {(site.ads?.wwads || api) && (
          <div className="theme-hope-content ads-container">
            <WwadsSlot ads={site.ads} />
            {api && <ApiSelectSlot />}
          </div>
        )}
        <Content html={html} />
        <PageTitle page={page} html={html} t={t} />
        {site.ads?.sponsor && <div className="bottom-wwads">{site.ads.sponsor.enabled && <WwadsSlot ads={site.ads} variant="vertical" />}</div>}
        <PageMetaSlot page={page} site={site} t={t} />
        <PageNav prev={page.prev} next={page.next} t={t} />
        <CommentsSlot page={page} site={site} t={t} />
        {committed && (
          <Suspense fallback={null}>
            <Behaviours page={page} html={html} t={t} />
          </Suspense>
        )}
      </main>
      <Footer footer={page.parts.footer} />
    </>
  );
}
