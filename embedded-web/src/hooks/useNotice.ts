// The notice for the current route (NT-02, NT-03): shown while its flag is absent; closing writes the flag.

import { useMemo, useState } from 'react';
import { noticeArea, noticeFlagKey, selectNotice } from '../lib/notice';
import { readStorage, writeStorage } from '../lib/storage';
import type { NoticeItem } from '../types';

/** Notices closed during this visit: they stay closed even when storage cannot remember it (ERR-08). */
const closedNow = new Set<string>();

export function useNotice(items: NoticeItem[] | undefined, route: string): { notice: NoticeItem | null; close: () => void } {
  const notice = useMemo(() => selectNotice(items ?? [], route) ?? null, [items, route]);
  // Re-render after closing; the flag in storage is what keeps it closed across pages and reloads.
  const [, setClosed] = useState(0);
  if (!notice || closedNow.has(noticeFlagKey(notice)) || readStorage(noticeFlagKey(notice), noticeArea(notice)) === 'true') return { notice: null, close: () => undefined };
  return {
    notice,
    close: () => {
      closedNow.add(noticeFlagKey(notice));
      writeStorage(noticeFlagKey(notice), 'true', noticeArea(notice));
      setClosed((n) => n + 1);
    },
  };
}
