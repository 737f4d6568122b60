// The appearance switch (CM-03, CM-04, CM-11): one button; exactly one of the three icons is shown.

import type { MouseEvent } from 'react';
import { useTheme } from '../../hooks/useTheme';
import type { Strings } from '../../i18n';

const ICONS = {
  light: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm-1-5h2v3h-2zm0 17h2v3h-2zM2 11h3v2H2zm17 0h3v2h-3z',
  dark: 'M20 14.5A8.5 8.5 0 0 1 9.5 4 8.5 8.5 0 1 0 20 14.5Z',
  auto: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2v16a8 8 0 0 1 0-16Z',
};

export default function ThemeToggle({ t, id }: { t: Strings; id?: string }) {
  const { status, visible, cycle } = useTheme();
  if (!visible) return null;
  const label = { light: t.colorModeLight, dark: t.colorModeDark, auto: t.colorModeAuto }[status];
  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    // Keyboard activation has no pointer position: reveal from the button's centre instead.
    const r = e.currentTarget.getBoundingClientRect();
    cycle(e.detail === 0 ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : { x: e.clientX, y: e.clientY });
  };
  return (
    <button type="button" id={id} className="nav-button appearance-switch" aria-label={`${t.colorMode}: ${label}`} title={label} data-status={status} onClick={onClick}>
      {(['auto', 'dark', 'light'] as const).map((s) => (
        <svg key={s} className={`${s}-icon`} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" style={{ display: s === status ? 'block' : 'none' }}>
          <path fill="currentColor" d={ICONS[s]} />
        </svg>
      ))}
    </button>
  );
}
