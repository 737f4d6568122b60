// Normal page: navbar, sidebar, content, prev/next.

import { useEffect, useState } from 'react';
import Content from '../components/Content';
import Navbar from '../components/Navbar';
import PageNav from '../components/PageNav';
import Sidebar from '../components/Sidebar';
import type { Strings } from '../i18n';
import { sidebarFor } from '../lib/sidebar';
import type { LocaleData, PageData, SiteConfig } from '../types';
import HomeBody from './HomeBody';
import NotFoundBody from './NotFoundBody';

export default function DocLayout(props: { site: SiteConfig; locale: LocaleData | null; page: PageData; html: string; t: Strings }) {
  const { site, locale, page, html, t } = props;
  const [sidebarOpen, setSidebarOpen] = useState(false);
  useEffect(() => setSidebarOpen(false), [page.route]);

  const fm = page.frontmatter;
  const config = locale?.sidebar ?? {};
  const found = page.layout === 'doc' && fm.sidebar !== false ? sidebarFor(config, page.route) : null;
  if (page.layout === 'doc' && fm.sidebar !== false && found === undefined) {
    console.warn(`${page.route} is missing sidebar config.`);
  }
  const items = found ?? [];
  const classes = ['theme-container', items.length ? 'has-sidebar' : 'no-sidebar', sidebarOpen ? 'sidebar-open' : '', fm.navbar === false ? 'no-navbar' : ''];

  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <a className="vp-skip-link" href="#main-content">
        {t.skipToContent}
      </a>
      {fm.navbar !== false && <Navbar site={site} locale={locale} page={page} t={t} onToggleSidebar={() => setSidebarOpen((o) => !o)} />}
      {items.length > 0 && (
        <>
          <div className="vp-sidebar-mask" onClick={() => setSidebarOpen(false)} />
          <Sidebar items={items} route={page.route} headers={page.headers} depth={fm.headerDepth ?? 2} label={t.sidebarNav} />
        </>
      )}
      {page.layout === 'home' && <HomeBody page={page} html={html} />}
      {page.layout === 'notFound' && <NotFoundBody locale={locale} page={page} />}
      {page.layout === 'doc' && (
        <main id="main-content" className="vp-page" tabIndex={-1}>
          <Content html={html} />
          <PageNav prev={page.prev} next={page.next} t={t} />
        </main>
      )}
    </div>
  );
}
