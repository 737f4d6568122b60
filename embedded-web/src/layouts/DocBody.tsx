// A normal page's main column: ad slot (plus the API selector where API-03 wants it above the
// content), the content, the bottom ad box (filled only with the sponsor flag on), prev/next
// (AD-01, AD-02, KB-01).

import ApiSelectSlot from '../components/Ads/ApiSelectSlot';
import WwadsSlot from '../components/Ads/WwadsSlot';
import Content from '../components/Content';
import PageNav from '../components/PageNav';
import type { Strings } from '../i18n';
import type { PageData, SiteConfig } from '../types';

/** `/tool/…` in any locale. */
function isToolPage(page: PageData): boolean {
  return page.route.slice(Math.max(page.locale.length - 1, 0)).startsWith('/tool/');
}

export default function DocBody({ site, page, html, t }: { site: SiteConfig; page: PageData; html: string; t: Strings }) {
  return (
    <main id="main-content" className="vp-page" tabIndex={-1}>
      <div className="theme-hope-content ads-container">
        <WwadsSlot ads={site.ads} />
        {(isToolPage(page) || page.frontmatter.sidebar === false) && <ApiSelectSlot />}
      </div>
      <Content html={html} />
      <div className="bottom-wwads">{site.ads?.sponsor?.enabled && <WwadsSlot ads={site.ads} variant="vertical" />}</div>
      <PageNav prev={page.prev} next={page.next} t={t} />
    </main>
  );
}
