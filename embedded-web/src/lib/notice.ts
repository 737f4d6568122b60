// Where a notice's "closed" flag lives (NT-03), no DOM. Which notice a route gets is decided by the
// server (cli/document/notice.rs) and arrives as page.notice.

import type { NoticeItem } from '../types';

/** `notice-<key>`, or title and content concatenated verbatim (HTML included) when no key is set. */
export function noticeFlagKey(item: NoticeItem): string {
  return item.key ? `notice-${item.key}` : item.title + item.content;
}

/** What a notice box's `data-notice-flag` holds: a digest of its flag key (32-bit FNV-1a over the
 *  UTF-16 units, base 36; `notice::flag_id` on the server). The key is often the notice's whole
 *  text, which the box would otherwise carry a second time (issue 60). The pre-paint script in
 *  index.html, which hides the box of a notice closed before (colour mode too, CM-05, NT-03; it is
 *  written small and without comments, as every page carries it), computes the same digest of each
 *  stored flag. */
export function noticeFlagId(key: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619) >>> 0;
  return h.toString(36);
}

/** showOnce notices stay closed for good (localStorage), others for the session. */
export function noticeArea(item: NoticeItem): 'local' | 'session' {
  return item.showOnce ? 'local' : 'session';
}
