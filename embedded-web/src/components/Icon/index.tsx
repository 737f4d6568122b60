// Inline SVG icons mapped from the content's icon class names (`iconfont icon-github`, `fa-solid fa-x`),
// so no icon font or CDN is needed. Unknown names render nothing.

import { iconPath } from './paths';

function resolve(spec: string): string | undefined {
  for (const token of spec.split(/\s+/)) {
    const m = /^(?:icon|fa)-([a-z0-9-]+)$/.exec(token);
    const d = m ? iconPath(m[1]) : undefined;
    if (d) return d;
  }
  return undefined;
}

export default function Icon({ icon, className }: { icon?: string; className?: string }) {
  const d = icon ? resolve(icon) : undefined;
  if (!d) return null;
  return (
    <svg className={`icon ${className ?? ''}`} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}
