// The title block (PG-01, PG-17): the server puts the content's <h1> in `div.vp-page-title`; this adds
// the page icon before the title text, the page info after the heading and the TOC right after the
// block, as portals, so the heading stays in the server's HTML exactly once. On the first page the
// page info the server drew stays as drawn (it has no behaviour) and so does its TOC until the TOC
// component, fetched after the mount, takes its place; later pages load both before they are
// committed (see loadTitleParts).

import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { Strings } from '../../i18n';
import type { PageData, SiteConfig } from '../../types';
import Icon from '../Icon';
import { hasToc } from '../../lib/toc';

let later: typeof import('./TitleParts') | undefined;

/** Load the page info and TOC components (a page whose HTML the server did not draw needs them). */
export async function loadTitleParts(): Promise<void> {
  later ??= await import('./TitleParts');
}

interface Slots {
  icon: HTMLElement | null;
  /** The title block, unless it still holds the page info the server drew. */
  info: HTMLElement | null;
  /** The TOC's place, unless the server's TOC still stands there. */
  toc: HTMLElement | null;
}

export default function PageTitle({ page, site, html, t }: { page: PageData; site: SiteConfig; html: string; t: Strings }) {
  const [slots, setSlots] = useState<Slots | null>(null);
  const [ready, setReady] = useState(!!later);
  useEffect(() => {
    if (!ready) loadTitleParts().then(() => setReady(true), () => undefined);
  }, [ready]);
  const withToc = hasToc(page);
  const toc = later && <later.Toc page={page} t={t} />;
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
    const drawn = block.nextElementSibling?.matches('.toc-place-holder[data-ssr]') ? block.nextElementSibling : null;
    if (ready) drawn?.remove();
    if (withToc && !(drawn && !ready)) {
      toc = document.createElement('div');
      toc.className = 'toc-place-holder';
      block.after(toc);
    }
    setSlots({ icon, info: block.querySelector(':scope > .page-info[data-ssr]') ? null : block, toc });
    return () => {
      icon?.remove();
      toc?.remove();
    };
  }, [html, page.frontmatter.icon, withToc, ready]);
  // Content without a title block (none today): the TOC goes before it.
  if (!slots) return withToc ? <div className="toc-place-holder">{toc}</div> : null;
  return (
    <>
      {slots.icon && createPortal(<Icon icon={page.frontmatter.icon} />, slots.icon)}
      {slots.info && later && createPortal(<later.PageInfo page={page} site={site} t={t} />, slots.info)}
      {slots.toc && createPortal(toc, slots.toc)}
    </>
  );
}
