// The sidebar for a page (SB-01, SB-02): none on home, 404, `sidebar: false` or `false` config; a
// path no config covers gets an empty sidebar and a console warning, never a crash.

import { useEffect, useMemo } from 'react';
import { sidebarFor } from '../lib/sidebar';
import type { LocaleData, PageData, SidebarItem } from '../types';

const NONE: SidebarItem[] = [];

export function useSidebarItems(locale: LocaleData | null, page: PageData): SidebarItem[] {
  const wanted = page.layout === 'doc' && page.frontmatter.sidebar !== false;
  const found = useMemo(() => (wanted && locale ? sidebarFor(locale.sidebar, page.route) : null), [wanted, locale, page.route]);
  useEffect(() => {
    if (found === undefined) console.warn(`${page.route} is missing sidebar config.`);
  }, [found, page.route]);
  return found ?? NONE;
}
