// The appearance switch (CM-03, CM-11): one button cycling light → dark → auto.

import type { Strings } from '../../i18n';
import { useTheme } from '../../hooks/useTheme';

const ICONS = {
  light: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-5 1 3h-2zm0 20-1-3h2zM2 12l3-1v2zm20 0-3 1v-2z',
  dark: 'M20 14.5A8.5 8.5 0 0 1 9.5 4 8.5 8.5 0 1 0 20 14.5Z',
  auto: 'M12 3a9 9 0 1 0 0 18zm0 2v14a7 7 0 0 1 0-14Z',
};

export default function ThemeToggle({ t }: { t: Strings }) {
  const { status, cycle } = useTheme();
  const label = { light: t.colorModeLight, dark: t.colorModeDark, auto: t.colorModeAuto }[status];
  return (
    <button type="button" id="appearance-switch" className="nav-button" aria-label={`${t.colorMode}: ${label}`} title={label} data-status={status} onClick={cycle}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d={ICONS[status]} />
      </svg>
    </button>
  );
}
