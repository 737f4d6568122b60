// Colour mode rules (CM-01, CM-03, CM-04, CM-07), no DOM.

/** What the reader chose; stored as plain text under SCHEME_KEY. */
export type Status = 'light' | 'dark' | 'auto';
/** site.yaml `darkmode`. */
export type DarkmodeConfig = 'switch' | 'toggle' | 'auto' | 'enable' | 'disable';

/** Kept from the original theme so returning readers keep their choice. */
export const SCHEME_KEY = 'vuepress-theme-hope-scheme';

export function parseStatus(value: string | null): Status {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

export function parseConfig(value: string | undefined): DarkmodeConfig {
  return value === 'toggle' || value === 'auto' || value === 'enable' || value === 'disable' ? value : 'switch';
}

/** Whether the page is dark for a config, the reader's status and the OS preference. */
export function isDark(config: DarkmodeConfig, status: Status, osDark: boolean): boolean {
  switch (config) {
    case 'enable':
      return true;
    case 'disable':
      return false;
    case 'auto':
      return osDark;
    case 'toggle':
      return status === 'dark';
    default:
      return status === 'dark' || (status === 'auto' && osDark);
  }
}

/** The status after one click: switch cycles light → dark → auto; toggle flips light ↔ dark, and a
 *  stored `auto` becomes `light` on the first click as in the original theme. In switch mode a
 *  click from `auto` goes to the mode the page is not showing: the original's auto → light did
 *  nothing visible for readers whose OS is light, so the first click seemed broken. */
export function nextStatus(config: DarkmodeConfig, status: Status, osDark = false): Status {
  if (config === 'toggle') return status === 'light' ? 'dark' : 'light';
  if (status === 'auto') return osDark ? 'light' : 'dark';
  return status === 'light' ? 'dark' : 'auto';
}

/** The control is shown only where the reader has a choice. */
export function hasControl(config: DarkmodeConfig): boolean {
  return config === 'switch' || config === 'toggle';
}
