// Sidebar lookup, no DOM: the longest configured prefix of the path wins (SB-02).

import type { SidebarItem } from '../types';

export function sidebarFor(config: Record<string, SidebarItem[] | null>, path: string): SidebarItem[] | null | undefined {
  const keys = Object.keys(config)
    .filter((k) => path.startsWith(k))
    .sort((a, b) => b.length - a.length);
  return keys.length ? config[keys[0]] : undefined;
}
