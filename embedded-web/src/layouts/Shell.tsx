// The page frame (PG-01 skeleton): skip link, navbar, sidebar, the layout's body, and the overlays
// (mobile menu; search dialog, notice and language modal), which load only when needed.

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import Navbar from '../components/Navbar';
import { usePreloadErrorLabels } from '../components/PreloadError';
import { hasToc } from '../lib/toc';
import { useNavbarAutoHide } from '../hooks/useNavbarAutoHide';
import { usePanels } from '../hooks/usePanels';
import { useShortcuts } from '../hooks/useShortcuts';
import { useSidebarItems } from '../hooks/useSidebarItems';
import { useSwipe } from '../hooks/useSwipe';
import type { Lang, Strings } from '../i18n';
import type { Header, LocaleData, PageData, SiteConfig } from '../types';

/** The closed phone sidebar lists no headings (a long page's are dozens of nodes nobody sees). */
const NO_HEADERS: Header[] = [];
/** No sidebar group opens (a page outside every group). */
const NO_GROUPS: string[] = [];
import { bodies } from './bodies';

const NavScreen = lazy(() => import('../components/NavScreen'));
// A chunk that cannot load shows nothing (the preload-error banner has offered a reload).
type OverlaysProps = Parameters<typeof import('./Overlays').default>[0];
const Overlays = lazy((): Promise<{ default: ComponentType<OverlaysProps> }> => import('./Overlays').catch(() => ({ default: () => null })));

export default function Shell(props: { site: SiteConfig; locale: LocaleData | null; page: PageData; html: string; visit: number; t: Strings }) {
  const { site, locale, page, html, t } = props;
  const fm = page.frontmatter;
  const items = useSidebarItems(locale, page);
  const hasSidebar = items.length > 0;
  const panels = usePanels(page.route);
  const hidden = useNavbarAutoHide(panels.sidebarOpen);
  const container = useRef<HTMLDivElement>(null);
  useSwipe(container, panels.onSwipe);
  useShortcuts(page.prev, page.next);
  usePreloadErrorLabels(t);
  // The overlays' chunk is fetched once the first page is up: nothing it shows is drawn at first paint.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const { home: Home, notFound: NotFound, doc: Doc, blog: Blog } = bodies;

  const classes = [
    'theme-container',
    !page.parts.navbar && 'no-navbar',
    hasSidebar ? 'has-sidebar' : 'no-sidebar',
    hasToc(page) && 'has-toc',
    hidden && 'hide-navbar',
    panels.collapsed && 'sidebar-collapsed',
    panels.sidebarOpen && 'sidebar-open',
    typeof fm.containerClass === 'string' && fm.containerClass,
  ];
  return (
    <div ref={container} className={classes.filter(Boolean).join(' ')} data-api-select={site.apiSelector ? '' : undefined}>
      <a className="vp-skip-link" href="#main-content">
        {t.skipToContent}
      </a>
      {page.parts.navbar && (
        <Navbar site={site} locale={locale} page={page} t={t} autoHide={panels.mobile} hasSidebar={hasSidebar} navScreenOpen={panels.navScreenOpen} sidebarOpen={panels.sidebarOpen} onToggleSidebar={panels.toggleSidebar} onToggleNavScreen={panels.toggleNavScreen} />
      )}
      {panels.navScreenOpen && (
        <Suspense fallback={null}>
          <NavScreen items={locale?.navbar ?? []} route={page.route} homes={Object.keys(site.locales)} t={t} />
        </Suspense>
      )}
      {hasSidebar && (
        <>
          <div className="vp-sidebar-mask" onClick={() => panels.setSidebarOpen(false)} />
          {Doc && <Doc.Sidebar items={items} route={page.route} open={page.sidebarOpen ?? NO_GROUPS} visit={props.visit} locale={page.locale} headers={panels.mobile && !panels.sidebarOpen ? NO_HEADERS : page.headers} ads={site.ads} t={t} />}
          <button type="button" className="toggle-sidebar-wrapper" aria-label={panels.collapsed ? t.expandSidebar : t.collapseSidebar} aria-expanded={!panels.collapsed} onClick={panels.toggleCollapsed}>
            <span className={`arrow ${panels.collapsed ? 'end' : 'start'}`} aria-hidden="true" />
          </button>
        </>
      )}
      {page.layout === 'home' && Home && <Home site={site} page={page} html={html} t={t} />}
      {page.layout === 'notFound' && NotFound && <NotFound locale={locale} page={page} />}
      {page.layout === 'blog' && Blog && <Blog page={page} t={t} />}
      {page.layout === 'doc' && Doc && <Doc.DocBody site={site} page={page} html={html} t={t} locale={locale} />}
      {mounted && (
        <Suspense fallback={null}>
          <Overlays site={site} page={page} t={t} widgets={{ scanKey: `${page.route}|${page.layout}|${hasSidebar}|${html.length}`, env: { site, lang: (locale?.strings ?? 'en') as Lang, tag: page.lang, locale: page.locale, route: page.route, t } }} />
        </Suspense>
      )}
    </div>
  );
}
