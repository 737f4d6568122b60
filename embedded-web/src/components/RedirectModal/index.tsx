// Language hint (LR-03..05), loaded only when the browser prefers another locale. Every text appears
// in the target language first, then in the current one. A hint, not a modal (issue 59 item 8): no
// mask, the page scrolls and is read and clicked as usual, the focus stays where the reader put it,
// and Esc or Cancel dismiss it. It lies over the navbar's strip at the top of the page (see the CSS).

import { useEffect, useState, type ReactNode } from 'react';
import type { Strings } from '../../i18n';
import { fill } from '../../lib/redirect';
import './RedirectModal.css';

export interface RedirectModalProps {
  /** BCP 47 tags of the target and current locales, e.g. `zh-CN` and `en-US`. */
  targetLang: string;
  currentLang: string;
  /** The target locale's name from site.yaml, e.g. "简体中文" (`$1`): readers know their language
   *  by name, not by its code. */
  targetName: string;
  /** The UI strings of the target locale (its locale data) and of the current one. */
  targetStrings: Strings;
  currentStrings: Strings;
  onSwitch: (remember: boolean) => void;
  onCancel: (remember: boolean) => void;
}

export default function RedirectModal(props: RedirectModalProps) {
  const [remember, setRemember] = useState(false);
  const { onCancel } = props;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      onCancel(remember);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onCancel, remember]);

  // The modal speaks both languages, whichever the page is in.
  const target = props.targetStrings;
  const current = props.currentStrings;
  // The current language's half is a span of its own: a phone's strip shows the target's half only.
  const both = (pick: (s: typeof target) => string) => {
    const a = fill(pick(target), props.targetName);
    const b = fill(pick(current), props.targetName);
    return a === b ? a : (
      <>
        {a}
        <span className="redirect-modal-other"> / {b}</span>
      </>
    );
  };
  // A phone's strip has room for the short forms only (the long ones were cut with an ellipsis):
  // CSS shows one of the two, and the hidden one is out of the accessibility tree as well.
  const sized = (long: ReactNode, short: ReactNode) => (
    <>
      <span className="redirect-modal-long">{long}</span>
      <span className="redirect-modal-short">{short}</span>
    </>
  );
  return (
    <div className="redirect-modal-mask">
      <div className="redirect-modal-wrapper" role="region" aria-labelledby="redirect-modal-hint-target">
        <div className="redirect-modal-content">
          <p id="redirect-modal-hint-target" lang={props.targetLang}>
            {sized(fill(target.redirectHint, props.targetName), fill(target.redirectHintShort, props.targetName))}
          </p>
          <p className="redirect-modal-other" lang={props.currentLang}>{fill(current.redirectHint, props.targetName)}</p>
        </div>
        <div className="redirect-modal-hint">
          <input id="remember-redirect" type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <label htmlFor="remember-redirect">{sized(both((s) => s.redirectRemember), both((s) => s.redirectRememberShort))}</label>
        </div>
        <button type="button" className="redirect-modal-action primary" onClick={() => props.onSwitch(remember)}>
          {both((s) => s.redirectSwitch)}
        </button>
        <button type="button" className="redirect-modal-action" onClick={() => props.onCancel(remember)}>
          {both((s) => s.redirectCancel)}
        </button>
      </div>
    </div>
  );
}
