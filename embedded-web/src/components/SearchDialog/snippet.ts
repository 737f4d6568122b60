// Search hits as the dialog shows them: grouped by page (first-ranked page first) and each snippet
// cleaned, without the heading it repeats at its start and with "…" where it was cut.

import type { Hit } from './useSearch';

/** One page's hits, in rank order. */
export interface HitGroup {
  route: string;
  title: string;
  hits: { hit: Hit; index: number }[];
}

/** Group hits by page in order of each page's best hit; `index` is the hit's place in the flat list. */
export function groupHits(hits: Hit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  hits.forEach((hit, index) => {
    let group = groups.get(hit.route);
    if (!group) groups.set(hit.route, (group = { route: hit.route, title: hit.title, hits: [] }));
    group.hits.push({ hit, index });
  });
  return [...groups.values()];
}

/** Drop the first `n` characters of text from snippet HTML (escaped text plus `<mark>` tags),
 *  keeping the tags balanced. An entity counts as one character. */
function dropText(html: string, n: number): string {
  let i = 0;
  let open = false;
  while (n > 0 && i < html.length) {
    if (html.startsWith('<mark>', i)) {
      open = true;
      i += 6;
    } else if (html.startsWith('</mark>', i)) {
      open = false;
      i += 7;
    } else {
      const entity = html[i] === '&' ? /^&[#a-z0-9]+;/i.exec(html.slice(i)) : null;
      i += entity ? entity[0].length : 1;
      n--;
    }
  }
  const rest = html.slice(i);
  return open && !rest.startsWith('</mark>') ? `<mark>${rest}` : rest.replace(/^<\/mark>/, '');
}

const decode = (html: string) =>
  html
    .replace(/<\/?mark>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);

/** The snippet without a leading copy of the page title or section heading, ending in "…" when it
 *  stops mid-sentence. */
export function cleanSnippet(html: string, heads: string[]): string {
  let out = html.trim();
  for (const head of heads.filter(Boolean).sort((a, b) => b.length - a.length)) {
    const text = decode(out);
    if (text.toLowerCase().startsWith(head.toLowerCase())) {
      out = dropText(out, head.length).replace(/^[\s:：.,，。›>-]+/, '');
      break;
    }
  }
  if (out && !/[.!?。！？…:：)）]$/.test(decode(out))) out += '…';
  return out;
}
