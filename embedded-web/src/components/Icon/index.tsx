// Icons mapped from the content's icon class names (`iconfont icon-github`, `fa-solid fa-x`), so no
// icon font or CDN is needed: an `<i>` whose shape is a CSS mask (build/icon-masks.ts makes one rule
// per shape of icons.json, which the server reads too: cli/document/shell/icons.rs). Unknown names
// render nothing. The `<i>` is empty, so assistive technology has nothing to read in it and needs
// no aria-hidden (19 bytes for each of the fifty icons of every page).

import 'virtual:icon-masks.css';
import { alias, shapes } from 'virtual:icon-shapes';

/** The shape an icon spec names: its first token that names a known shape, directly or by alias. */
function resolve(spec: string): string | undefined {
  for (const token of spec.split(/\s+/)) {
    const name = /^(?:icon|fa)-([a-z0-9-]+)$/.exec(token)?.[1];
    if (!name) continue;
    if (shapes.has(name)) return name;
    if (alias[name] && shapes.has(alias[name])) return alias[name];
  }
  return undefined;
}

export default function Icon({ icon, className }: { icon?: string; className?: string }) {
  const shape = icon ? resolve(icon) : undefined;
  if (!shape) return null;
  return <i className={className ? `icon i-${shape} ${className}` : `icon i-${shape}`} />;
}
