// The configured navbar entries (NAV-02, NAV-03): links, and dropdowns for entries with children.

import type { NavItem } from '../../types';
import { isActiveLink, isExternal } from '../../lib/paths';
import Icon from '../Icon';
import Dropdown from './Dropdown';
import { withBase } from '../../lib/base';

/** `homes`: the site's locale prefixes (a locale home is active only on itself). */
export function NavLinkItem({ item, route, homes, className = 'nav-link' }: { item: NavItem; route: string; homes: readonly string[]; className?: string }) {
  const link = item.link ?? '#';
  const external = isExternal(link);
  const active = !external && isActiveLink(link, route, homes);
  return (
    <a href={withBase(link)} className={`${className}${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <Icon icon={item.icon} />
      {item.text}
    </a>
  );
}

export default function NavLinks({ items, route, homes }: { items: NavItem[]; route: string; homes: readonly string[] }) {
  return (
    <>
      {items.map((item) =>
        item.children?.length ? (
          <Dropdown key={item.text} route={route} title={<><Icon icon={item.icon} /><span className="title">{item.text}</span></>}>
            {item.children.map((child) => (
              <li key={child.text} className="dropdown-item">
                <NavLinkItem item={child} route={route} homes={homes} />
              </li>
            ))}
          </Dropdown>
        ) : (
          <div key={item.text} className="nav-item">
            <NavLinkItem item={item} route={route} homes={homes} />
          </div>
        ),
      )}
    </>
  );
}
