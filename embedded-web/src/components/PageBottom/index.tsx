// Below the fold: the page meta (PG-12) and the comments box (CMT-02) are one separate chunk, fetched
// when the reader nears the end of the page, so a doc page's first load does not carry them.

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Strings } from '../../i18n';
import type { PageData, SiteConfig } from '../../types';
// The page meta the server drew for the first page fills its slot until the chunk has rendered, so
// the app's first commit does not blank it; later pages start with an empty slot.
import { drawnMeta as drawn } from './drawn';
import './bottom.css';

const parts = () => import('./parts');
const Meta = lazy(() => parts().then((m) => ({ default: m.PageMeta })));
const Comments = lazy(() => parts().then((m) => ({ default: m.Comments })));

/** Render `children` once this slot is within `margin` of the viewport. */
function WhenNear({ children, margin = '800px', initial, className = '' }: { children: ReactNode; margin?: string; initial?: string; className?: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = slot.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && (setNear(true), io.disconnect()), { rootMargin: `${margin} 0px` });
    io.observe(el);
    return () => io.disconnect();
  }, [margin]);
  // The empty slot stays until the chunk has rendered (tests wait for it to go).
  const html = initial ? { __html: initial } : undefined;
  return near ? (
    <Suspense fallback={<div className={`page-bottom-slot ${className}`.trim()} dangerouslySetInnerHTML={html} />}>{children}</Suspense>
  ) : (
    <div ref={slot} className={`page-bottom-slot ${className}`.trim()} dangerouslySetInnerHTML={html} />
  );
}

interface Props {
  page: PageData;
  site: SiteConfig;
  t: Strings;
}

export function PageMetaSlot(props: Props) {
  return (
    <WhenNear key={props.page.route} initial={drawn?.route === props.page.route ? drawn.html : undefined}>
      <Meta {...props} />
    </WhenNear>
  );
}

export function CommentsSlot({ page, site, t }: Props) {
  if (!page.parts.comments) return null;
  return (
    <WhenNear key={page.route} className="comments-slot">
      <Comments page={page} site={site} t={t} />
    </WhenNear>
  );
}
