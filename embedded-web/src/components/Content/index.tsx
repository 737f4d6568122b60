// The page's server-rendered Markdown, set as is (no HTML-to-React parsing on the critical path).

import { memo, useLayoutEffect, useRef } from 'react';
import { fillOrigin, ORIGIN_SELECTOR } from '../../lib/origin';
import { base } from '../../lib/base';

function Content({ html }: { html: string }) {
  const root = useRef<HTMLDivElement>(null);
  // Before paint: commands that download from this site name the address the reader has open.
  useLayoutEffect(() => {
    if (root.current) fillOrigin(root.current.querySelectorAll(ORIGIN_SELECTOR), location.origin + base().slice(0, -1));
  }, [html]);
  return <div ref={root} className="theme-hope-content" id="docs-content" dangerouslySetInnerHTML={{ __html: html }} />;
}

export default memo(Content);
