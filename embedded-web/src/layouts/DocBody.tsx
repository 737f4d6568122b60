// A normal page's main column (PG-01): breadcrumb, ad slot (plus the API selector where API-03
// wants it above the content), the content with its title block, page info and TOC, the bottom ad box
// (filled only with the sponsor flag on), page meta, prev/next (AD-01, AD-02, KB-01), comments;
// then the site footer (PG-14).

import ApiSelectSlot from '../components/Ads/ApiSelectSlot';
import WwadsSlot from '../components/Ads/WwadsSlot';
import Breadcrumb from '../components/Breadcrumb';
import Content from '../components/Content';
import Footer from '../components/Footer';
import PageTitle from '../components/PageInfo/PageTitle';
import { CommentsSlot, PageMetaSlot } from '../components/PageBottom';
import { useActiveHeading } from '../hooks/useActiveHeading';
import { useLocation } from '../lib/router';
import PageNav from '../components/PageNav';
import BackToTop from '../components/BackToTop';
import { useEnhancers } from '../hooks/useEnhancers';
import type { Strings } from '../i18n';
import type { LocaleData, PageData, SiteConfig } from '../types';
import '../styles/page.css';

/** `/tool/…` in any locale. */
function isToolPage(page: PageData): boolean {
  return page.route.slice(Math.max(page.locale.length - 1, 0)).startsWith('/tool/');
}

export default function DocBody({ site, page, html, t, locale }: { site: SiteConfig; page: PageData; html: string; t: Strings; locale?: LocaleData | null }) {
  useActiveHeading(`${page.route}|${html.length}`, useLocation().hash);
  useEnhancers(html, page.lang, site.focus);
  return (
    <>
      <main id="main-content" className="vp-page" tabIndex={-1}>
        <Breadcrumb page={page} t={t} />
        <div className="theme-hope-content ads-container">
          <WwadsSlot ads={site.ads} />
          {(isToolPage(page) || page.frontmatter.sidebar === false) && <ApiSelectSlot />}
        </div>
        <Content html={html} />
        <PageTitle page={page} site={site} html={html} t={t} />
        <div className="bottom-wwads">{site.ads?.sponsor?.enabled && <WwadsSlot ads={site.ads} variant="vertical" />}</div>
        <PageMetaSlot page={page} site={site} t={t} />
        <PageNav prev={page.prev} next={page.next} t={t} />
        <CommentsSlot page={page} site={site} t={t} />
        {page.frontmatter.backToTop !== false && <BackToTop lang={page.lang} />}
      </main>
      <Footer fm={page.frontmatter} site={site} localeFooter={locale?.footer} />
    </>
  );
}
