// Comments (CMT-01..04): `#comment` under every page unless `comment: false` or no `comments:` config.
// The giscus chunk, and with it the request to the comment host, loads only when the reader
// scrolls near the box.

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Strings } from '../../i18n';
import type { PageData, SiteConfig } from '../../types';
import Loading from '../../widgets/Loading';

const Giscus = lazy(() => import('../../widgets/Giscus'));

/** How far below the viewport the box may still be when loading starts. */
const NEAR = '0px 0px 200px 0px';

function Box({ site, page, t }: { site: SiteConfig; page: PageData; t: Strings }) {
  const config = site.comments!;
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: NEAR },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return (
    <div id="comment" ref={box} className={`giscus-wrapper input-${config.inputPosition ?? 'top'}`}>
      {near && (
        <Suspense fallback={<Loading />}>
          <Giscus config={config} page={page} failed={t.commentsFailed} />
        </Suspense>
      )}
    </div>
  );
}

export default function Comments({ site, page, t }: { site: SiteConfig; page: PageData; t: Strings }) {
  // Whether the box shows is the server's decision (`parts.comments`); which provider draws it is this.
  if (!page.parts.comments || site.comments?.provider !== 'Giscus') return null;
  // A new box per page: the widget reloads for the new discussion term.
  return <Box key={page.route} site={site} page={page} t={t} />;
}
