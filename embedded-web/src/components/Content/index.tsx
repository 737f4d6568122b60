// The page's server-rendered Markdown, set as is (no HTML-to-React parsing on the critical path).

import { memo } from 'react';

function Content({ html }: { html: string }) {
  return <div className="theme-hope-content" id="docs-content" dangerouslySetInnerHTML={{ __html: html }} />;
}

export default memo(Content);
