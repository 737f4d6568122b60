// Language redirect modal state (LR-01..04): decided once on first mount from the browser languages.

import { useEffect, useRef, useState } from 'react';
import { markAnswered, parseStatus, REDIRECT_KEY, redirectTarget, type RedirectTarget } from '../lib/redirect';
import { readStorage, writeStorage } from '../lib/storage';
import type { LocaleInfo } from '../types';

function answered(locale: string): boolean {
  return parseStatus(readStorage(REDIRECT_KEY, 'session'))[locale] === true || parseStatus(readStorage(REDIRECT_KEY, 'local'))[locale] === true;
}

export function useRedirect(locales: Record<string, LocaleInfo>, current: string, route: string) {
  const [target, setTarget] = useState<RedirectTarget | null>(() => (answered(current) ? null : redirectTarget(navigator.languages ?? [], locales, current)));
  const first = useRef(route);

  // Any navigation closes the modal without answering it.
  useEffect(() => {
    if (route !== first.current) setTarget(null);
  }, [route]);

  /** Record the answer for the current locale (for the session, and for good when remembered). */
  const answer = (remember: boolean) => {
    writeStorage(REDIRECT_KEY, markAnswered(readStorage(REDIRECT_KEY, 'session'), current), 'session');
    if (remember) writeStorage(REDIRECT_KEY, markAnswered(readStorage(REDIRECT_KEY, 'local'), current), 'local');
    setTarget(null);
  };
  return { target, answer };
}
