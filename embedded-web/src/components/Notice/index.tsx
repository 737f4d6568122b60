// A notice popup (NT-04..06), loaded only when a notice is due. Title, content and action text are
// trusted HTML from site.yaml.

import { useEffect, useState } from 'react';
import type { Strings } from '../../i18n';
import { navigate } from '../../lib/router';
import type { NoticeItem } from '../../types';
import './Notice.css';

const INFO = 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2zm0-8h-2V7h2z';
const CLOSE = 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z';

export default function Notice({ notice, onClose, t }: { notice: NoticeItem; onClose: () => void; t: Strings }) {
  // Fade in after the first paint (the CSS transition needs a starting state).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const id = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(id);
  }, []);

  const act = (link?: string) => {
    if (link?.startsWith('/')) navigate(link);
    else if (link && /^https?:\/\//.test(link)) window.open(link, '_blank', 'noopener');
    onClose();
  };
  const modal = notice.fullscreen === true;
  return (
    <>
      {modal && <div className={`vp-notice-mask${shown ? ' show' : ''}`} onClick={notice.confirm ? undefined : onClose} />}
      <div className={`vp-notice-wrapper${modal ? ' fullscreen' : ''}${shown ? ' show' : ''}`} role="dialog" aria-modal={modal || undefined} aria-labelledby="vp-notice-title">
        <header className="vp-notice-title">
          <svg className="notice-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path fill="currentColor" d={INFO} />
          </svg>
          <span id="vp-notice-title" dangerouslySetInnerHTML={{ __html: notice.title }} />
          {!notice.confirm && (
            <button type="button" className="vp-notice-close" aria-label={t.close} onClick={onClose}>
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
      </div>
    </>
  );
}
