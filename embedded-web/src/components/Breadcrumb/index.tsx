// Breadcrumb (PG-03): locale home (called by the locale's `breadcrumbHome`) → ancestor folder
// indexes → this page, computed by the server, which sends none where `breadcrumb: false` (the page's
// or site.yaml's) hides it or the chain is the page alone. Without entries the container gets `disable`.

import type { Strings } from '../../i18n';
import type { PageData } from '../../types';
import Icon from '../Icon';
import { withBase } from '../../lib/base';

export default function Breadcrumb({ page, t }: { page: PageData; t: Strings }) {
  const items = page.breadcrumb ?? [];
  if (!items.length) return <nav className="vp-breadcrumb disable" aria-hidden="true" />;
  return (
    <nav className="vp-breadcrumb" aria-label={t.breadcrumb}>
      <ol vocab="https://schema.org/" typeof="BreadcrumbList">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.link} className={last ? 'is-active' : undefined} property="itemListElement" typeof="ListItem">
              <a href={withBase(item.link)} property="item" typeof="WebPage" aria-current={last ? 'page' : undefined}>
                <Icon icon={item.icon} />
                <span property="name">{item.text}</span>
              </a>
              <meta property="position" content={String(i + 1)} />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
