// Sidebar lists (SB-05..07): accordion groups, the active item, and the current page's headings.

import { useEffect, useState } from 'react';
import type { Header, SidebarItem } from '../../types';
import Icon from '../Icon';
import { withBase } from '../../lib/base';
import { withWbr } from '../../lib/wbr';

/** The current page's headings (the page data holds them cut to its depth). */
function Headings({ headers }: { headers: Header[] }) {
  if (!headers.length) return null;
  return (
    <ul className="vp-sidebar-sub-headers">
      {headers.map((h) => (
        <li key={h.slug}>
          <a className="vp-sidebar-link vp-heading" href={`#${h.slug}`}>
            <span className="vp-sidebar-text">{withWbr(h.title, h.wb)}</span>
          </a>
          {h.children && <Headings headers={h.children} />}
        </li>
      ))}
    </ul>
  );
}

interface Level {
  route: string;
  /** The page data's open groups (`PageData.sidebarOpen`) and this level's place in it. */
  open: string[];
  visit?: number;
  headers: Header[];
}

/** `active`: the group the page data opens on this level; `isOpen`: what the reader left open. */
function Group(props: Level & { item: SidebarItem; depth: number; active: boolean; isOpen: boolean; onToggle: () => void }) {
  const { item } = props;
  // The server sends `collapsible` on every group (cli/site/sidebar.rs decides the default).
  const collapsible = item.collapsible === true;
  const isOpen = !collapsible || props.isOpen;
  const cls = `vp-sidebar-heading${collapsible ? ' clickable' : ''}${props.active ? ' active' : ''}`;
  const arrow = collapsible && <span className={`vp-arrow ${isOpen ? 'down' : 'end'}`} aria-hidden="true" />;
  const title = item.link ? (
    <a className="vp-sidebar-title" href={withBase(item.link)}>
      {withWbr(item.text, item.wb)}
    </a>
  ) : (
    <span className="vp-sidebar-title">{withWbr(item.text, item.wb)}</span>
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
      {isOpen && <Links items={item.children ?? []} route={props.route} open={props.open} depth={props.depth + 1} visit={props.visit} headers={props.headers} />}
    </section>
  );
}

export default function Links(props: Level & { items: SidebarItem[]; depth?: number }) {
  const { items, route, visit, headers } = props;
  const depth = props.depth ?? 0;
  const holding = () => items.findIndex((i) => i.children && i.text === props.open[depth]);
  const chosen = holding();
  const [open, setOpen] = useState(chosen);
  // Every settled navigation opens the group the page data names and closes the others (SB-06).
  useEffect(() => setOpen(holding()), [route, items, visit, props.open]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <ul className="vp-sidebar-links">
      {items.map((item, i) => {
        if (item.children) {
          return (
            <li key={item.text}>
              <Group item={item} active={chosen === i} isOpen={open === i} onToggle={() => setOpen(open === i ? -1 : i)} route={route} open={props.open} depth={depth} visit={visit} headers={headers} />
            </li>
          );
        }
        const active = item.link === route;
        return (
          <li key={item.link ?? item.text}>
            <a className={`vp-sidebar-link${active ? ' active' : ''}`} href={withBase(item.link)} aria-current={active ? 'page' : undefined}>
              <Icon icon={item.icon} />
              {/* A flex item of its own, so a long unbroken label can wrap inside the sidebar. */}
              <span className="vp-sidebar-text">{withWbr(item.text, item.wb)}</span>
            </a>
            {active && <Headings headers={headers} />}
          </li>
        );
      })}
    </ul>
  );
}
