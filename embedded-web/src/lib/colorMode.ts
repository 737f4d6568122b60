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
 *  stored `auto` becomes `light` on the first click as in the original theme. */
export function nextStatus(config: DarkmodeConfig, status: Status): Status {
  if (config === 'toggle') return status === 'light' ? 'dark' : 'light';
  return status === 'light' ? 'dark' : status === 'dark' ? 'auto' : 'light';
}

/** The control is shown only where the reader has a choice. */
export function hasControl(config: DarkmodeConfig): boolean {
  return config === 'switch' || config === 'toggle';
}
