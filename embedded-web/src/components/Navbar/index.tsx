// The top bar (NAV-01..09): sidebar toggle and brand, centred links, then language, repository,
// appearance, search and the mobile menu toggle.

import type { Strings } from '../../i18n';
import { openSearch } from '../../lib/searchBus';
import type { LocaleData, PageData, SiteConfig } from '../../types';
import Icon from '../Icon';
import LanguageDropdown from '../LanguageDropdown';
import ThemeToggle from '../ThemeToggle';
import { MOBILE_QUERY, useMedia } from '../../hooks/useMedia';
import NavLinks from './NavLinks';
import { withBase } from '../../lib/base';

const BARS = 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z';
/** The sidebar toggle: a framed panel with its left column, so it is not a second copy of the menu's bars. */
const PANEL = 'M2 4h20v16H2zm2 2v12h5V6zm7 0v12h9V6z';
const CLOSE = 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z';

function Glyph({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path fill="currentColor" fillRule="evenodd" d={d} />
    </svg>
  );
}

export function repoUrl(repo: string): string {
  return /^https?:\/\//.test(repo) ? repo : `https://github.com/${repo}`;
}

export interface NavbarProps {
  site: SiteConfig;
  locale: LocaleData | null;
  page: PageData;
  t: Strings;
  autoHide: boolean;
  hasSidebar: boolean;
  navScreenOpen: boolean;
  /** The mobile sidebar drawer is open (the toggle's aria-expanded). */
  sidebarOpen?: boolean;
  onToggleSidebar: () => void;
  onToggleNavScreen: () => void;
}

export default function Navbar(props: NavbarProps) {
  const { site, locale, page, t } = props;
  const title = site.locales[page.locale]?.title ?? site.title;
  const mobile = useMedia(MOBILE_QUERY);
  return (
    <header id="navbar" className={`vp-navbar${props.autoHide ? ' auto-hide' : ''}`}>
      <div className="vp-navbar-start">
        {props.hasSidebar && (
          <button type="button" className="vp-toggle-sidebar-button nav-button" aria-label={t.toggleSidebar} aria-controls="sidebar" aria-expanded={mobile ? props.sidebarOpen === true : undefined} onClick={props.onToggleSidebar}>
            <Glyph d={PANEL} />
          </button>
        )}
        <a className="vp-brand" href={withBase(page.locale || '/')} aria-label={title}>
          {site.logo && <img className="vp-nav-logo" src={withBase(site.logo)} alt="" width="32" height="32" />}
          <span className="vp-site-name">{title}</span>
        </a>
      </div>
      <nav className="vp-navbar-center" aria-label={t.primaryNav}>
        {/* Hidden on a phone, where the menu lists them: not drawn there (dozens of nodes). */}
        {!mobile && <NavLinks items={locale?.navbar ?? []} route={page.route} homes={Object.keys(site.locales)} />}
      </nav>
      <div className="vp-navbar-end">
        <LanguageDropdown site={site} page={page} t={t} />
        {site.repo && (
          <a className="nav-button vp-repo-link" href={repoUrl(site.repo)} target="_blank" rel="noopener noreferrer" aria-label={t.repoLink}>
            <Icon icon="icon-github" />
          </a>
        )}
        <div className="nav-item hide-in-mobile">
          <ThemeToggle t={t} id="appearance-switch" />
        </div>
        <button type="button" className="nav-button search-button" aria-label={t.search} aria-keyshortcuts="/ Control+K Meta+K" onClick={openSearch}>
          <Icon icon="icon-search" />
          <span className="search-placeholder hide-in-mobile">{t.search}</span>
          <kbd className="search-key hide-in-mobile">/</kbd>
        </button>
        <button type="button" className="vp-toggle-navbar-button nav-button" aria-label={t.toggleMenu} aria-expanded={props.navScreenOpen} aria-controls={props.navScreenOpen ? 'nav-screen' : undefined} onClick={props.onToggleNavScreen}>
          <Glyph d={props.navScreenOpen ? CLOSE : BARS} />
        </button>
      </div>
    </header>
  );
}
