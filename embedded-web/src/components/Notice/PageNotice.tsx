// The page's notice in the flow of its main column (the bodies put it first), while not closed.
// The notice's code (the box, its actions, the modal's focus handling) is fetched after the app has
// mounted (issue 59's first-load budget): until then the box the server drew is kept as it is, the
// same element with the same markup, so nothing moves when the live one takes its place.

import { useEffect, useState } from 'react';
import type { Strings } from '../../i18n';
import { useNotice } from '../../hooks/useNotice';
import { noticeFlagId, noticeFlagKey } from '../../lib/notice';
import type { PageData } from '../../types';

type NoticeBox = typeof import('.').default;
let loaded: NoticeBox | undefined;

/** The inside of the notice box the server drew, read before the app's first commit replaces it. */
function drawnBox(): string | null {
  return document.querySelector('#app .vp-notice-wrapper.inline')?.innerHTML ?? null;
}

export default function PageNotice({ page, t }: { page: PageData; t: Strings }) {
  const { notice, close } = useNotice(page.notice, false);
  const [Notice, setNotice] = useState(() => loaded);
  const [drawn] = useState(() => (loaded ? null : drawnBox()));
  useEffect(() => {
    if (!notice || Notice) return;
    import('.').then((m) => setNotice(() => (loaded = m.default)), () => undefined);
  }, [notice, Notice]);
  if (!notice) return null;
  if (Notice) return <Notice key={notice.title + notice.content} notice={notice} onClose={close} t={t} />;
  return (
    drawn !== null && (
      <section className="vp-notice-wrapper inline" aria-labelledby="vp-notice-title" data-notice-flag={noticeFlagId(noticeFlagKey(notice))} dangerouslySetInnerHTML={{ __html: drawn }} />
    )
  );
}
