// Full-screen mobile menu (NAV-08, CM-11), loaded on first open: nav links with dropdowns as
// collapsible groups, then the appearance setting. The language menu stays in the bar.

import { useState } from 'react';
import type { Strings } from '../../i18n';
import type { NavItem } from '../../types';
import Icon from '../Icon';
import { NavLinkItem } from '../Navbar/NavLinks';
import ThemeToggle from '../ThemeToggle';
import './NavScreen.css';

function Group({ item, route, homes }: { item: NavItem; route: string; homes: readonly string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="vp-nav-screen-dropdown">
      <button type="button" className="vp-nav-screen-dropdown-title" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <Icon icon={item.icon} />
        <span className="title">{item.text}</span>
        <span className={`arrow ${open ? 'down' : 'end'}`} aria-hidden="true" />
      </button>
      {open && (
        <ul className="vp-nav-screen-dropdown-list">
          {item.children!.map((child) => (
            <li key={child.text}>
              <NavLinkItem item={child} route={route} homes={homes} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export default function NavScreen({ items, route, homes, t }: { items: NavItem[]; route: string; homes: readonly string[]; t: Strings }) {
  return (
    // A dialog (WAI-ARIA pattern, usePanels): the page behind is out of reach while it is open.
    <div id="nav-screen" className="vp-nav-screen" role="dialog" aria-modal="true" aria-label={t.mobileNav}>
      <nav className="vp-nav-screen-container" aria-label={t.mobileNav}>
        <ul className="vp-nav-screen-links">
          {items.map((item) => (
            <li key={item.text} className="navbar-links-item">
              {item.children?.length ? <Group item={item} route={route} homes={homes} /> : <NavLinkItem item={item} route={route} homes={homes} />}
            </li>
          ))}
        </ul>
      </nav>
      <div className="vp-outlook-wrapper">
        <div className="appearance-wrapper">
          <label className="appearance-title" htmlFor="appearance-switch-screen">
            {t.themeMode}
          </label>
          <ThemeToggle t={t} id="appearance-switch-screen" />
        </div>
      </div>
    </div>
  );
}
