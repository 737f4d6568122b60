// Colour mode (CM-01..03, CM-05, CM-06): status light | dark | auto stored as plain text.

import { useCallback, useEffect, useState } from 'react';
import { readStorage, writeStorage } from '../lib/storage';

export type Status = 'light' | 'dark' | 'auto';
export const SCHEME_KEY = 'vuepress-theme-hope-scheme';
const NEXT: Record<Status, Status> = { light: 'dark', dark: 'auto', auto: 'light' };

function stored(): Status {
  const v = readStorage(SCHEME_KEY);
  return v === 'light' || v === 'dark' ? v : 'auto';
}

const media = () => window.matchMedia('(prefers-color-scheme: dark)');

function apply(status: Status) {
  const dark = status === 'dark' || (status === 'auto' && media().matches);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
}

export function useTheme() {
  const [status, setStatus] = useState<Status>(stored);

  useEffect(() => {
    apply(status);
    if (status !== 'auto') return;
    const mq = media();
    const onChange = () => apply('auto');
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [status]);

  const cycle = useCallback(() => {
    setStatus((s) => {
      const next = NEXT[s];
      writeStorage(SCHEME_KEY, next);
      return next;
    });
  }, []);

  return { status, cycle };
}
