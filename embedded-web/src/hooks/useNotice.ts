// The notice the server chose for the page (NT-02, page.notice), shown while its flag is absent
// (NT-03); closing writes the flag.

import { useState } from 'react';
import { noticeArea, noticeFlagKey } from '../lib/notice';
import { readStorage, writeStorage } from '../lib/storage';
import type { NoticeItem } from '../types';

/** Notices closed during this visit: they stay closed even when storage cannot remember it (ERR-08). */
const closedNow = new Set<string>();

/** `fullscreen` picks the modal kind (drawn by Overlays) or the one in the page's flow (the bodies). */
export function useNotice(notice: NoticeItem | undefined, fullscreen: boolean): { notice: NoticeItem | null; close: () => void } {
  // Re-render after closing; the flag in storage is what keeps it closed across pages and reloads.
  const [, setClosed] = useState(0);
  if (!notice || (notice.fullscreen === true) !== fullscreen) return { notice: null, close: () => undefined };
  const key = noticeFlagKey(notice);
  if (closedNow.has(key) || readStorage(key, noticeArea(notice)) === 'true') return { notice: null, close: () => undefined };
  return {
    notice,
    close: () => {
      closedNow.add(key);
      writeStorage(key, 'true', noticeArea(notice));
      setClosed((n) => n + 1);
    },
  };
}
