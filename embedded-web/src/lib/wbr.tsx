// Draws the break opportunities the server decided (`wb` on sidebar items, headings and prev/next
// links: UTF-16 offsets from cli/site/text/word_breaks.rs). The app has no rule of its own, so its
// chrome and the server's prerendered chrome put <wbr> in the same places and hydrate alike.

import { Fragment, type ReactNode } from 'react';

/** `text` with a <wbr> before each offset in `at` (none: the text as it is). */
export function withWbr(text: string, at?: number[]): ReactNode {
  if (!at?.length) return text;
  const parts: ReactNode[] = [];
  let from = 0;
  for (const p of at) {
    parts.push(
      <Fragment key={p}>
        {text.slice(from, p)}
        <wbr />
      </Fragment>,
    );
    from = p;
  }
  parts.push(text.slice(from));
  return parts;
}
