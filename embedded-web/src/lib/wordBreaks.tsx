// Long one-word titles in the narrow chrome (sidebar, prev/next cards) may wrap only where a reader
// expects it: after `/`, `_` or `-`, and at camel-case boundaries (`Chaoxing|Group|Cloud`), never
// mid-word. Same rule as the server's `escape::with_word_breaks`, so the prerendered chrome and the
// app's agree.

import { Fragment, type ReactNode } from 'react';

const LONG_WORD = 12;

/** Break points inside `text`: indices before which a <wbr> goes. */
export function breakPoints(text: string): number[] {
  const points: number[] = [];
  const chars = [...text];
  let offset = 0;
  for (const run of text.split(/(?<=\s)/u)) {
    const cs = [...run];
    const long = cs.filter((c) => !/\s/u.test(c)).length >= LONG_WORD;
    if (long) {
      cs.forEach((c, k) => {
        const prev = cs[k - 1];
        if (k > 0 && /\p{Lu}/u.test(c) && /\p{Ll}/u.test(prev)) points.push(offset + k);
        if (k > 0 && /[/_-]/.test(c) && k + 1 < cs.length && /[\p{L}\p{N}]/u.test(cs[k + 1])) points.push(offset + k + 1);
      });
    }
    offset += cs.length;
  }
  return chars.length ? points : [];
}

/** `text` with <wbr> at its break points. */
export function wordBreaks(text: string): ReactNode {
  const points = breakPoints(text);
  if (!points.length) return text;
  const chars = [...text];
  const parts: ReactNode[] = [];
  let from = 0;
  for (const p of points) {
    parts.push(<Fragment key={p}>{chars.slice(from, p).join('')}<wbr /></Fragment>);
    from = p;
  }
  parts.push(chars.slice(from).join(''));
  return parts;
}
