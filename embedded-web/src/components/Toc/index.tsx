// Table of contents (PG-09, PG-10), mounted in `.toc-place-holder` after the title block: the page's
// headings, which the server sends cut to its `headerDepth`. Below
// 1440 px a collapsed box whose header toggles it; from 1440 px an always-open right column. The
// active item follows the URL hash, which the active-heading hook keeps in step with the scroll.

import { useEffect, useId, useRef, useState } from 'react';
import { useMedia } from '../../hooks/useMedia';
import type { Strings } from '../../i18n';
import { useLocation } from '../../lib/router';
import { hasToc } from '../../lib/toc';
import type { Header, PageData } from '../../types';
import { withWbr } from '../../lib/wbr';
import { decodedHash } from '../../lib/paths';

export { hasToc };

export const WIDE_QUERY = '(min-width: 1440px)';

function List({ items, active }: { items: Header[]; active: string }) {
  return (
    <ul className="toc-list">
      {items.map((h) => (
        <li key={h.slug} className={`toc-item${h.slug === active ? ' active' : ''}`}>
          <a className={`toc-link level${h.level}${h.slug === active ? ' active' : ''}`} href={`#${h.slug}`} aria-current={h.slug === active ? 'location' : undefined}>
            {withWbr(h.title, h.wb)}
          </a>
          {h.children && h.children.length > 0 && <List items={h.children} active={active} />}
        </li>
      ))}
    </ul>
  );
}

export default function Toc({ page, t }: { page: PageData; t: Strings }) {
  const wide = useMedia(WIDE_QUERY);
  const [open, setOpen] = useState(false);
  const { hash } = useLocation();
  const active = decodedHash(hash.slice(1));
  const wrapper = useRef<HTMLDivElement>(null);
  const [marker, setMarker] = useState<number | null>(null);
  const id = useId();
  useEffect(() => setOpen(false), [page.route]);

  // Move the marker to the active link and keep that link in view inside the column.
  useEffect(() => {
    const box = wrapper.current;
    const link = box?.querySelector<HTMLElement>('.toc-link.active');
    if (!box || !link) {
      setMarker(null);
      return;
    }
    setMarker(link.offsetTop);
    if (link.offsetTop < box.scrollTop || link.offsetTop + link.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTo({ top: link.offsetTop - box.clientHeight / 2, behavior: 'smooth' });
    }
  }, [active, wide, open]);

  if (!hasToc(page)) return null;
  const items = page.headers;
  const expanded = wide || open;
  return (
    <aside id="toc" aria-labelledby={`${id}-title`}>
      {wide ? (
        <div className="vp-toc-header">
          <span id={`${id}-title`}>{t.toc}</span>
        </div>
      ) : (
        <button type="button" className="vp-toc-header" aria-expanded={open} aria-controls={`${id}-list`} onClick={() => setOpen((o) => !o)}>
          <span id={`${id}-title`}>{t.toc}</span>
          <span className={`arrow ${open ? 'down' : 'end'}`} aria-hidden="true" />
        </button>
      )}
      {page.parts.print && (
        <button type="button" className="vp-print-button" onClick={() => window.print()}>
          {t.print}
        </button>
      )}
      <div id={`${id}-list`} ref={wrapper} className={`vp-toc-wrapper${expanded ? ' open' : ''}`}>
        {/* A closed box draws no list: a long reference page's headings are dozens of nodes a
            phone would lay out for nothing (the server's page keeps its list for readers without
            JavaScript). */}
        {expanded && <List items={items} active={active} />}
        {marker !== null && <div className="toc-marker" style={{ top: marker }} aria-hidden="true" />}
      </div>
    </aside>
  );
}
