// Language redirect modal (LR-03..05), loaded only when the browser prefers another locale. Every
// text appears in the target language first, then in the current one.

import { useEffect, useRef, useState } from 'react';
import { useBodyLock } from '../../hooks/useBodyLock';
import { strings } from '../../i18n';
import { fill } from '../../lib/redirect';
import './RedirectModal.css';

export interface RedirectModalProps {
  /** BCP 47 tags of the target and current locales, e.g. `zh-CN` and `en-US`. */
  targetLang: string;
  currentLang: string;
  /** The browser language that decided it (`$1`). */
  browserLang: string;
  onSwitch: (remember: boolean) => void;
  onCancel: (remember: boolean) => void;
}

export default function RedirectModal(props: RedirectModalProps) {
  const [remember, setRemember] = useState(false);
  const primary = useRef<HTMLButtonElement>(null);
  useBodyLock(true);
  useEffect(() => primary.current?.focus(), []);

  const target = strings(props.targetLang);
  const current = strings(props.currentLang);
  const both = (pick: (s: typeof target) => string) => {
    const a = fill(pick(target), props.browserLang);
    const b = fill(pick(current), props.browserLang);
    return a === b ? a : `${a} / ${b}`;
  };
  return (
    <div className="redirect-modal-mask">
      <div className="redirect-modal-wrapper" role="dialog" aria-modal="true" aria-labelledby="redirect-modal-hint-target">
        <div className="redirect-modal-content">
          <p id="redirect-modal-hint-target" lang={props.targetLang}>
            {fill(target.redirectHint, props.browserLang)}
          </p>
          <p lang={props.currentLang}>{fill(current.redirectHint, props.browserLang)}</p>
        </div>
        <div className="redirect-modal-hint">
          <input id="remember-redirect" type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <label htmlFor="remember-redirect">{both((s) => s.redirectRemember)}</label>
        </div>
        <button ref={primary} type="button" className="redirect-modal-action primary" onClick={() => props.onSwitch(remember)}>
          {both((s) => s.redirectSwitch)}
        </button>
        <button type="button" className="redirect-modal-action" onClick={() => props.onCancel(remember)}>
          {both((s) => s.redirectCancel)}
        </button>
      </div>
    </div>
  );
}
