// A notice (NT-04..06). Title, content and action text are trusted HTML from site.yaml. The usual
// kind sits in the page's flow at the top of the main column, as the server draws it
// (cli/document/notice.rs), so it covers nothing and moves nothing (issue 59 item 1); a
// `fullscreen` notice is a modal on a mask, fetched with the overlays.

import { useEffect, useRef, useState } from 'react';
import { focusables, useFocusTrap } from '../../hooks/useFocusTrap';
import type { Strings } from '../../i18n';
import { navigate } from '../../lib/router';
import { noticeFlagId, noticeFlagKey } from '../../lib/notice';
import type { NoticeItem } from '../../types';
import './Notice.css';

const INFO = 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2zm0-8h-2V7h2z';
const CLOSE = 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z';

export default function Notice({ notice, onClose, t }: { notice: NoticeItem; onClose: () => void; t: Strings }) {
  const modal = notice.fullscreen === true;
  // The modal fades in after the first paint (the CSS transition needs a starting state); the inline
  // box is on the server's first paint already.
  const [shown, setShown] = useState(!modal);
  const box = useRef<HTMLElement>(null);
  /** What had the focus when the modal opened: it gets it back (the WAI-ARIA dialog pattern). */
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!modal) return;
    opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const el = box.current;
    if (el) (focusables(el)[0] ?? el).focus({ preventScroll: true });
    const id = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(id);
  }, [modal]);

  const close = () => {
    // Focus inside a box that goes away would fall to <body>: what opened the modal takes it back,
    // or the main column.
    if (box.current?.contains(document.activeElement)) {
      const back = opener.current?.isConnected ? opener.current : document.getElementById('main-content');
      back?.focus({ preventScroll: true });
    }
    onClose();
  };
  // Tab stays in the modal and Esc closes it, except a confirm notice, which waits for its answer
  // as its mask does.
  useFocusTrap(box, modal, () => {
    if (!notice.confirm) close();
  });
  const act = (link?: string) => {
    if (link?.startsWith('/')) navigate(link);
    else if (link && /^https?:\/\//.test(link)) window.open(link, '_blank', 'noopener');
    close();
  };
  const Box = modal ? 'div' : 'section';
  return (
    <>
      {modal && <div className={`vp-notice-mask${shown ? ' show' : ''}`} onClick={notice.confirm ? undefined : close} />}
      <Box
        ref={box as React.Ref<HTMLDivElement>}
        className={`vp-notice-wrapper${modal ? ' fullscreen' : ' inline'}${modal && shown ? ' show' : ''}`}
        role={modal ? 'dialog' : undefined}
        aria-modal={modal || undefined}
        aria-labelledby="vp-notice-title"
        tabIndex={modal ? -1 : undefined}
        data-notice-flag={modal ? undefined : noticeFlagId(noticeFlagKey(notice))}
      >
        <header className="vp-notice-title">
          <svg className="notice-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path fill="currentColor" d={INFO} />
          </svg>
          <span id="vp-notice-title" dangerouslySetInnerHTML={{ __html: notice.title }} />
          {!notice.confirm && (
            <button type="button" className="vp-notice-close" aria-label={t.close} onClick={close}>
              <svg className="close-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path fill="currentColor" d={CLOSE} />
              </svg>
            </button>
          )}
        </header>
        <div className="vp-notice-content" dangerouslySetInnerHTML={{ __html: notice.content }} />
        {notice.actions && notice.actions.length > 0 && (
          <div className="vp-notice-footer">
            {notice.actions.map((a, i) => (
              <button key={i} type="button" className={`vp-notice-footer-action ${a.type ?? 'default'}`} onClick={() => act(a.link)} dangerouslySetInnerHTML={{ __html: a.text }} />
            ))}
          </div>
        )}
      </Box>
    </>
  );
}
