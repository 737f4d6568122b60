// Tabs and code tabs over the server's WG-01 markup (WG-02..04, KB-04): the stored choice of a group
// wins, clicks and keys persist it, and every group with the same id follows, also across browser tabs.

import { readStorage, writeStorage } from '../lib/storage';

const GROUPS = '.vp-tabs,.vp-code-tabs';
const keyOf = (group: Element) => (group.classList.contains('vp-code-tabs') ? 'VUEPRESS_CODE_TAB_STORE' : 'VUEPRESS_TAB_STORE');

/** The `{group: value}` store of one kind; anything unreadable is an empty store (ERR-08). */
export function readStore(key: string): Record<string, string> {
  try {
    const v: unknown = JSON.parse(readStorage(key) ?? '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const buttons = (group: Element) => Array.from(group.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]'));

function select(group: Element, index: number) {
  const tabs = buttons(group);
  const panels = group.querySelectorAll<HTMLElement>(':scope > [role=tabpanel]');
  tabs.forEach((b, i) => {
    const on = i === index;
    b.classList.toggle('active', on);
    b.setAttribute('aria-selected', String(on));
    b.tabIndex = on ? 0 : -1;
    b.id ||= `${b.getAttribute('aria-controls')}-tab`;
    panels[i]?.setAttribute('aria-labelledby', b.id);
  });
  panels.forEach((p, i) => {
    p.classList.toggle('active', i === index);
    p.setAttribute('aria-expanded', String(i === index));
  });
}

/** Apply the store to every group on the page: stored value if it names a tab, else `@tab:active`, else 0. */
function sync(root: ParentNode, stores: Record<string, Record<string, string>> = {}) {
  root.querySelectorAll(GROUPS).forEach((group) => {
    const key = keyOf(group);
    const store = (stores[key] ??= readStore(key));
    const id = (group as HTMLElement).dataset.tabsGroup;
    const stored = id ? store[id] : undefined;
    const values = buttons(group).map((b) => b.dataset.tabValue);
    const at = stored === undefined ? -1 : values.indexOf(stored);
    select(group, at >= 0 ? at : Number((group as HTMLElement).dataset.tabsActive) || 0);
  });
}

function choose(root: ParentNode, tab: HTMLElement) {
  const group = tab.closest(GROUPS);
  if (!group) return;
  const id = (group as HTMLElement).dataset.tabsGroup;
  select(group, buttons(group).indexOf(tab));
  if (!id) return; // Groups without an id never persist (WG-02).
  const key = keyOf(group);
  const store = readStore(key);
  store[id] = tab.dataset.tabValue ?? '';
  writeStorage(key, JSON.stringify(store));
  sync(root, { [key]: store }); // Same-id groups follow at once, even if storage is unavailable.
}

/** Enhance the tabs under `root`; returns the cleanup. */
export function enhanceTabs(root: HTMLElement): () => void {
  sync(root);
  const onClick = (e: MouseEvent) => {
    const tab = (e.target as Element).closest?.<HTMLElement>('[role=tab]');
    if (tab?.closest(GROUPS) && root.contains(tab)) choose(root, tab);
  };
  const onKey = (e: KeyboardEvent) => {
    const tab = (e.target as Element).closest?.<HTMLElement>('[role=tab]');
    const group = tab?.closest(GROUPS);
    if (!tab || !group) return;
    const all = buttons(group);
    const i = all.indexOf(tab);
    let next: HTMLElement | undefined;
    if (e.key === 'ArrowRight') next = all[(i + 1) % all.length];
    else if (e.key === 'ArrowLeft') next = all[(i - 1 + all.length) % all.length];
    else if (e.key === 'Enter' || e.key === ' ') next = tab;
    if (!next) return;
    e.preventDefault();
    choose(root, next);
    next.focus();
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === 'VUEPRESS_TAB_STORE' || e.key === 'VUEPRESS_CODE_TAB_STORE') sync(root);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKey);
  window.addEventListener('storage', onStorage);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKey);
    window.removeEventListener('storage', onStorage);
  };
}
