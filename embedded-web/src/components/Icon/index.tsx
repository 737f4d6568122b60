// Inline SVG icons mapped from the content's icon class names (`iconfont icon-github`, `fa-solid fa-x`),
// so no icon font or CDN is needed. Unknown names render nothing.

const PATHS: Record<string, string> = {
  github: 'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.7c-2.8.6-3.4-1.3-3.4-1.3-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.6 2.4 1.1 3 .8.1-.7.4-1.1.6-1.4-2.2-.2-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.7 1a9.4 9.4 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.4 4.8-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2Z',
  home: 'M3 11 12 3l9 8v10h-6v-6H9v6H3z',
  creative: 'M12 2a7 7 0 0 0-4 12.7V18h8v-3.3A7 7 0 0 0 12 2Zm-3 18h6v2H9z',
  config: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm9 5v-2l-2.2-.4-.6-1.5 1.3-1.8-1.4-1.4-1.8 1.3-1.5-.6L14 4h-2l-.4 2.2-1.5.6-1.8-1.3-1.4 1.4 1.3 1.8-.6 1.5L5 11v2l2.2.4.6 1.5-1.3 1.8 1.4 1.4 1.8-1.3 1.5.6L12 20h2l.4-2.2 1.5-.6 1.8 1.3 1.4-1.4-1.3-1.8.6-1.5z',
  question: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 16h-2v-2h2zm1.6-6.4-.9.9c-.6.6-.7 1-.7 2h-2v-.5c0-1 .3-1.6 1-2.3l1.2-1.2a1.5 1.5 0 1 0-2.6-1H8.5a3.5 3.5 0 1 1 6.1 2.1Z',
  tag: 'M3 3h8l10 10-8 8L3 11zm4 2.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  community: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM2 19c0-3 3-5 6-5s6 2 6 5zm12 0c0-1.5-.5-2.8-1.4-3.8.9-.8 2.1-1.2 3.4-1.2 3 0 6 2 6 5z',
  more: 'M5 10a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm7 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4Z',
  install: 'M11 3h2v9l3-3 1.4 1.4L12 15.8l-5.4-5.4L8 9l3 3zM4 17h16v4H4z',
  storage: 'M4 4h16v5H4zm0 7h16v5H4zm0 7h16v3H4z',
  advance: 'M4 18 10 6l4 8 2-4 4 8z',
  api: 'M8 6 2 12l6 6 1.4-1.4L4.8 12l4.6-4.6zm8 0-1.4 1.4 4.6 4.6-4.6 4.6L16 18l6-6z',
};

function iconName(spec: string): string | undefined {
  const m = spec.match(/(?:icon|fa)-([a-z0-9-]+)/g);
  if (!m) return undefined;
  for (const token of m) {
    const name = token.replace(/^(icon|fa)-/, '');
    if (PATHS[name]) return name;
  }
  return undefined;
}

export default function Icon({ icon, className }: { icon?: string; className?: string }) {
  const name = icon ? iconName(icon) : undefined;
  if (!name) return null;
  return (
    <svg className={`icon ${className ?? ''}`} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={PATHS[name]} />
    </svg>
  );
}
