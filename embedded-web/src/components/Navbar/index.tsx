// The top bar (NAV-01..06): brand, centred links with dropdowns, language, repository, appearance.

import type { LocaleData, NavItem, PageData, SiteConfig } from '../../types';
import type { Strings } from '../../i18n';
import { isActiveLink, isExternal } from '../../lib/paths';
import Icon from '../Icon';
import LanguageDropdown from '../LanguageDropdown';
import ThemeToggle from '../ThemeToggle';

function NavLinkItem({ item, route }: { item: NavItem; route: string }) {
  const link = item.link ?? '#';
  const external = isExternal(link);
  const active = !external && isActiveLink(link, route);
  return (
    <a href={link} className={`nav-link${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <Icon icon={item.icon} />
      {item.text}
    </a>
  );
}

function Dropdown({ item, route }: { item: NavItem; route: string }) {
  return (
    <div className="nav-item dropdown-wrapper">
      <button type="button" className="dropdown-title" aria-haspopup="true">
        <Icon icon={item.icon} />
        <span className="title">{item.text}</span>
        <span className="arrow down" aria-hidden="true" />
      </button>
      <ul className="nav-dropdown">
        {item.children!.map((child) => (
          <li key={child.text} className="dropdown-item">
            <NavLinkItem item={child} route={route} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function repoUrl(repo: string): string {
  return /^https?:\/\//.test(repo) ? repo : `https://github.com/${repo}`;
}

export default function Navbar(props: { site: SiteConfig; locale: LocaleData | null; page: PageData; t: Strings; onToggleSidebar: () => void }) {
  const { site, locale, page, t } = props;
  const home = page.locale || '/';
  const title = site.locales[page.locale]?.title ?? site.title;
  return (
    <header id="navbar" className="vp-navbar">
      <div className="vp-navbar-start">
        <button type="button" className="vp-toggle-sidebar-button nav-button" aria-label={t.toggleSidebar} onClick={props.onToggleSidebar}>
          <span className="icon" aria-hidden="true" />
        </button>
        <a className="vp-brand" href={home}>
          <img className="vp-nav-logo" src={site.logo} alt="" width="32" height="32" />
          <span className="vp-site-name">{title}</span>
        </a>
      </div>
      <nav className="vp-navbar-center" aria-label={t.primaryNav}>
        {(locale?.navbar ?? []).map((item) =>
          item.children?.length ? (
            <Dropdown key={item.text} item={item} route={page.route} />
          ) : (
            <div key={item.text} className="nav-item">
              <NavLinkItem item={item} route={page.route} />
            </div>
          ),
        )}
      </nav>
      <div className="vp-navbar-end">
        <LanguageDropdown site={site} page={page} t={t} />
        {site.repo && (
          <a className="nav-button repo-link" href={repoUrl(site.repo)} target="_blank" rel="noopener noreferrer" aria-label={t.repoLink}>
            <Icon icon="icon-github" />
          </a>
        )}
        <div className="nav-item hide-in-mobile">
          <ThemeToggle t={t} />
        </div>
      </div>
    </header>
  );
}
