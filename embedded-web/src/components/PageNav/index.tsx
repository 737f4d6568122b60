// Previous / next links (PG-13). Alt+Left / Alt+Right follow them (KB-01, in useShortcuts).

import type { NavLink } from '../../types';
import type { Strings } from '../../i18n';
import Icon from '../Icon';
import { withBase } from '../../lib/base';
import { withWbr } from '../../lib/wbr';

export default function PageNav({ prev, next, t }: { prev?: NavLink; next?: NavLink; t: Strings }) {
  if (!prev && !next) return null;
  return (
    <nav className="vp-page-nav" aria-label={t.pageNav}>
      {prev && (
        <a className="vp-page-nav-link prev" href={withBase(prev.link)} rel="prev">
          <span className="hint">{t.prev}</span>
          <span className="link">
            <Icon icon={prev.icon} />
            {withWbr(prev.text, prev.wb)}
          </span>
        </a>
      )}
      {next && (
        <a className="vp-page-nav-link next" href={withBase(next.link)} rel="next">
          <span className="hint">{t.next}</span>
          <span className="link">
            <Icon icon={next.icon} />
            {withWbr(next.text, next.wb)}
          </span>
        </a>
      )}
    </nav>
  );
}
