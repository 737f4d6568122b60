// The sidebar (SB-05..08): collapsible groups (accordion), active item, the current page's headings.

import { useEffect, useState } from 'react';
import type { Header, SidebarItem } from '../../types';
import { containsRoute } from '../../lib/sidebar';
import Icon from '../Icon';

function Headings({ headers, depth }: { headers: Header[]; depth: number }) {
  const shown = headers.filter((h) => h.level <= depth + 1);
  if (!shown.length) return null;
  return (
    <ul className="vp-sidebar-sub-headers">
      {shown.map((h) => (
        <li key={h.slug}>
          <a className="vp-sidebar-link vp-heading" href={`#${h.slug}`}>
            {h.title}
          </a>
          {h.children && <Headings headers={h.children} depth={depth} />}
        </li>
      ))}
    </ul>
  );
}

function Links({ items, route, headers, depth }: { items: SidebarItem[]; route: string; headers: Header[]; depth: number }) {
  const initiallyOpen = items.findIndex((i) => i.children && containsRoute(i, route));
  const [open, setOpen] = useState(initiallyOpen);
  // Every route change opens the group holding the current page and closes the others (SB-06).
  useEffect(() => setOpen(items.findIndex((i) => i.children && containsRoute(i, route))), [route, items]);
  return (
    <ul className="vp-sidebar-links">
      {items.map((item, i) => {
        if (!item.children) {
          const active = item.link === route;
          return (
            <li key={item.link ?? item.text}>
              <a className={`vp-sidebar-link${active ? ' active' : ''}`} href={item.link} aria-current={active ? 'page' : undefined}>
                <Icon icon={item.icon} />
                {item.text}
              </a>
              {active && <Headings headers={headers} depth={depth} />}
            </li>
          );
        }
        const collapsible = item.collapsible !== false;
        const isOpen = !collapsible || open === i;
        const active = containsRoute(item, route);
        const label = (
          <>
            <Icon icon={item.icon} />
            <span className="vp-sidebar-title">{item.text}</span>
            {collapsible && <span className={`vp-arrow ${isOpen ? 'down' : 'end'}`} aria-hidden="true" />}
          </>
        );
        return (
          <li key={item.text}>
            <section className="vp-sidebar-group">
              {collapsible ? (
                <button type="button" className={`vp-sidebar-heading clickable${active ? ' active' : ''}`} aria-expanded={isOpen} onClick={() => setOpen(isOpen ? -1 : i)}>
                  {label}
                </button>
              ) : (
                <p className={`vp-sidebar-heading${active ? ' active' : ''}`}>{label}</p>
              )}
              {isOpen && <Links items={item.children} route={route} headers={headers} depth={depth} />}
            </section>
          </li>
        );
      })}
    </ul>
  );
}

export default function Sidebar(props: { items: SidebarItem[]; route: string; headers: Header[]; depth: number; label: string }) {
  return (
    <aside id="sidebar" className="vp-sidebar" aria-label={props.label}>
      <Links items={props.items} route={props.route} headers={props.headers} depth={props.depth} />
    </aside>
  );
}
