// Sidebar lists (SB-05..07): accordion groups, the active item, and the current page's headings.

import { useEffect, useState } from 'react';
import { containsRoute } from '../../lib/sidebar';
import type { Header, SidebarItem } from '../../types';
import Icon from '../Icon';
import { withBase } from '../../lib/base';
import { wordBreaks } from '../../lib/wordBreaks';

/** The current page's headings (the page data holds them cut to its depth). */
function Headings({ headers }: { headers: Header[] }) {
  if (!headers.length) return null;
  return (
    <ul className="vp-sidebar-sub-headers">
      {headers.map((h) => (
        <li key={h.slug}>
          <a className="vp-sidebar-link vp-heading" href={`#${h.slug}`}>
            <span className="vp-sidebar-text">{h.title}</span>
          </a>
          {h.children && <Headings headers={h.children} />}
        </li>
      ))}
    </ul>
  );
}

function Group(props: { item: SidebarItem; open: boolean; onToggle: () => void; route: string; visit?: number; headers: Header[] }) {
  const { item, route } = props;
  // The server sends `collapsible` on every group (cli/site/sidebar.rs decides the default).
  const collapsible = item.collapsible === true;
  const isOpen = !collapsible || props.open;
  const cls = `vp-sidebar-heading${collapsible ? ' clickable' : ''}${containsRoute(item, route) ? ' active' : ''}`;
  const arrow = collapsible && <span className={`vp-arrow ${isOpen ? 'down' : 'end'}`} aria-hidden="true" />;
  const title = item.link ? (
    <a className="vp-sidebar-title" href={withBase(item.link)}>
      {wordBreaks(item.text)}
    </a>
  ) : (
    <span className="vp-sidebar-title">{wordBreaks(item.text)}</span>
  );
  let heading;
  if (collapsible && !item.link) {
    heading = (
      <button type="button" className={cls} aria-expanded={isOpen} onClick={props.onToggle}>
        <Icon icon={item.icon} />
        {title}
        {arrow}
      </button>
    );
  } else {
    // A group with its own page: the title is a link, so the arrow gets a button of its own
    // (a link inside a button is not valid HTML).
    heading = (
      <p className={cls}>
        <Icon icon={item.icon} />
        {title}
        {collapsible && (
          <button type="button" className="vp-arrow-button" aria-expanded={isOpen} aria-label={item.text} onClick={props.onToggle}>
            {arrow}
          </button>
        )}
      </p>
    );
  }
  return (
    <section className="vp-sidebar-group">
      {heading}
      {isOpen && <Links items={item.children ?? []} route={route} visit={props.visit} headers={props.headers} />}
    </section>
  );
}

export default function Links({ items, route, visit, headers }: { items: SidebarItem[]; route: string; visit?: number; headers: Header[] }) {
  const holding = () => items.findIndex((i) => i.children && containsRoute(i, route));
  const [open, setOpen] = useState(holding);
  // Every settled navigation opens the group holding the current page and closes the others (SB-06).
  useEffect(() => setOpen(holding()), [route, items, visit]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <ul className="vp-sidebar-links">
      {items.map((item, i) => {
        if (item.children) {
          return (
            <li key={item.text}>
              <Group item={item} open={open === i} onToggle={() => setOpen(open === i ? -1 : i)} route={route} visit={visit} headers={headers} />
            </li>
          );
        }
        const active = item.link === route;
        return (
          <li key={item.link ?? item.text}>
            <a className={`vp-sidebar-link${active ? ' active' : ''}`} href={withBase(item.link)} aria-current={active ? 'page' : undefined}>
              <Icon icon={item.icon} />
              {/* A flex item of its own, so a long unbroken label can wrap inside the sidebar. */}
              <span className="vp-sidebar-text">{wordBreaks(item.text)}</span>
            </a>
            {active && <Headings headers={headers} />}
          </li>
        );
      })}
    </ul>
  );
}
