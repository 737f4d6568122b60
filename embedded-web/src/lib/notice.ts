// Where a notice's "closed" flag lives (NT-03), no DOM. Which notice a route gets is decided by the
// server (cli/document/notice.rs) and arrives as page.notice.

import type { NoticeItem } from '../types';

/** `notice-<key>`, or title and content concatenated verbatim (HTML included) when no key is set. */
export function noticeFlagKey(item: NoticeItem): string {
  return item.key ? `notice-${item.key}` : item.title + item.content;
}

/** showOnce notices stay closed for good (localStorage), others for the session. */
export function noticeArea(item: NoticeItem): 'local' | 'session' {
  return item.showOnce ? 'local' : 'session';
}
