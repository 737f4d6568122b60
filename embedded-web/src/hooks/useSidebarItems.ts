// The sidebar for a page (SB-01, SB-02) as the server chose it (`parts.sidebar`, cli/document/parts.rs):
// its key in the locale's sidebars, none on home, 404, `sidebar: false` or a `false` config. A path no
// config covers gets an empty sidebar and a console warning (`parts.sidebarMissing`), never a crash.

import { useEffect } from 'react';
import type { LocaleData, PageData, SidebarItem } from '../types';

const NONE: SidebarItem[] = [];

export function useSidebarItems(locale: LocaleData | null, page: PageData): SidebarItem[] {
  const { sidebar: key, sidebarMissing } = page.parts;
  useEffect(() => {
    if (sidebarMissing) console.warn(`${page.route} is missing sidebar config.`);
  }, [sidebarMissing, page.route]);
  return (key !== undefined && locale?.sidebar[key]) || NONE;
}
