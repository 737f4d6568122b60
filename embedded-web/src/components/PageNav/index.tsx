// Previous / next links (PG-13); Alt+Left / Alt+Right follow them (KB-01).

import { useEffect } from 'react';
import type { NavLink } from '../../types';
import type { Strings } from '../../i18n';
import { navigate } from '../../lib/router';
import Icon from '../Icon';

export default function PageNav({ prev, next, t }: { prev?: NavLink; next?: NavLink; t: Strings }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey) return;
      const target = e.key === 'ArrowLeft' ? prev : e.key === 'ArrowRight' ? next : undefined;
      if (!target) return;
      e.preventDefault();
      navigate(target.link);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [prev, next]);
  if (!prev && !next) return null;
  return (
    <nav className="vp-page-nav" aria-label={t.pageNav}>
      {prev && (
        <a className="vp-page-nav-link prev" href={prev.link} rel="prev">
          <span className="hint">{t.prev}</span>
          <span className="link">
            <Icon icon={prev.icon} />
            {prev.text}
          </span>
        </a>
      )}
      {next && (
        <a className="vp-page-nav-link next" href={next.link} rel="next">
          <span className="hint">{t.next}</span>
          <span className="link">
            <Icon icon={next.icon} />
            {next.text}
          </span>
        </a>
      )}
    </nav>
  );
}
