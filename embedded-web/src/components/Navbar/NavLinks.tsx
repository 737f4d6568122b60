// The configured navbar entries (NAV-02, NAV-03): links, and dropdowns for entries with children.

import type { NavItem } from '../../types';
import { isActiveLink, isExternal } from '../../lib/paths';
import Icon from '../Icon';
import Dropdown from './Dropdown';
import { withBase } from '../../lib/base';

export function NavLinkItem({ item, route, className = 'nav-link' }: { item: NavItem; route: string; className?: string }) {
  const link = item.link ?? '#';
  const external = isExternal(link);
  const active = !external && isActiveLink(link, route);
  return (
    <a href={withBase(link)} className={`${className}${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <Icon icon={item.icon} />
      {item.text}
    </a>
  );
}

export default function NavLinks({ items, route }: { items: NavItem[]; route: string }) {
  return (
    <>
      {items.map((item) =>
        item.children?.length ? (
          <Dropdown key={item.text} route={route} title={<><Icon icon={item.icon} /><span className="title">{item.text}</span></>}>
            {item.children.map((child) => (
              <li key={child.text} className="dropdown-item">
                <NavLinkItem item={child} route={route} />
              </li>
            ))}
          </Dropdown>
        ) : (
          <div key={item.text} className="nav-item">
            <NavLinkItem item={item} route={route} />
          </div>
        ),
      )}
    </>
  );
}
