// Which notice a route gets and where its "closed" flag lives (NT-02, NT-03), no DOM.

import type { NoticeItem } from '../types';

function descending(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

/** The original theme's order: regex items first (by source, descending), then path items by path, descending. */
export function sortNotices(items: NoticeItem[]): NoticeItem[] {
  const regex = items.filter((i) => i.match).sort((a, b) => descending(a.match!, b.match!));
  const paths = items.filter((i) => !i.match && i.path).sort((a, b) => descending(a.path!, b.path!));
  return [...regex, ...paths];
}

function matches(item: NoticeItem, path: string): boolean {
  if (item.match) {
    try {
      return new RegExp(item.match).test(path);
    } catch {
      return false; // A broken pattern in site.yaml must not take the page down.
    }
  }
  return item.path !== undefined && path.startsWith(item.path);
}

/** The only notice shown on `path`: the first match in sorted order. */
export function selectNotice(items: NoticeItem[], path: string): NoticeItem | undefined {
  return sortNotices(items).find((i) => matches(i, path));
}

/** `notice-<key>`, or title and content concatenated verbatim (HTML included) when no key is set. */
export function noticeFlagKey(item: NoticeItem): string {
  return item.key ? `notice-${item.key}` : item.title + item.content;
}

/** showOnce notices stay closed for good (localStorage), others for the session. */
export function noticeArea(item: NoticeItem): 'local' | 'session' {
  return item.showOnce ? 'local' : 'session';
}
