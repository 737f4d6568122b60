// The title block (PG-01, PG-17): the server puts the content's <h1> in `div.vp-page-title`; this adds
// the page icon before the title text, the page info after the heading and the TOC right after the
// block, as portals, so the heading stays in the server's HTML exactly once. On the first page the
// page info the server drew stays as drawn (it has no behaviour), so its component is a chunk that
// only later pages load, before they are committed (see loadPageInfo).

import { useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Strings } from '../../i18n';
import type { PageData } from '../../types';
import Icon from '../Icon';
import Toc, { hasToc } from '../Toc';

type PageInfoComponent = typeof import('./index').default;
let PageInfo: PageInfoComponent | undefined;

/** Load the page info component (for pages whose HTML does not carry the server's drawing). */
export async function loadPageInfo(): Promise<void> {
  PageInfo ??= (await import('./index')).default;
}

interface Slots {
  icon: HTMLElement | null;
  /** The title block, unless it still holds the page info the server drew. */
  info: HTMLElement | null;
  toc: HTMLElement | null;
}

export default function PageTitle({ page, html, t }: { page: PageData; html: string; t: Strings }) {
  const [slots, setSlots] = useState<Slots | null>(null);
  const withToc = hasToc(page);
  const toc = <Toc page={page} t={t} />;
  useLayoutEffect(() => {
    const block = document.querySelector<HTMLElement>('#docs-content .vp-page-title');
    const h1 = block?.querySelector('h1');
    if (!block || !h1) {
      setSlots(null);
      return;
    }
    let icon: HTMLElement | null = null;
    if (page.frontmatter.icon) {
      icon = document.createElement('span');
      icon.className = 'vp-page-icon';
      const anchor = h1.querySelector(':scope > .header-anchor');
      h1.insertBefore(icon, anchor ? anchor.nextSibling : h1.firstChild);
    }
    let toc: HTMLElement | null = null;
    if (withToc) {
      toc = document.createElement('div');
      toc.className = 'toc-place-holder';
      block.after(toc);
    }
    setSlots({ icon, info: block.querySelector(':scope > .page-info[data-ssr]') ? null : block, toc });
    return () => {
      icon?.remove();
      toc?.remove();
    };
  }, [html, page.frontmatter.icon, withToc]);
  // Content without a title block (none today): the TOC goes before it.
  if (!slots) return withToc ? <div className="toc-place-holder">{toc}</div> : null;
  return (
    <>
      {slots.icon && createPortal(<Icon icon={page.frontmatter.icon} />, slots.icon)}
      {slots.info && PageInfo && createPortal(<PageInfo page={page} t={t} />, slots.info)}
      {slots.toc && createPortal(toc, slots.toc)}
    </>
  );
}
