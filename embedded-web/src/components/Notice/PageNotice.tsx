// The page's notice in the flow of its main column (the bodies put it first), while not closed.

import type { Strings } from '../../i18n';
import { useNotice } from '../../hooks/useNotice';
import type { PageData } from '../../types';
import Notice from '.';

export default function PageNotice({ page, t }: { page: PageData; t: Strings }) {
  const { notice, close } = useNotice(page.notice, false);
  return notice && <Notice key={notice.title + notice.content} notice={notice} onClose={close} t={t} />;
}
