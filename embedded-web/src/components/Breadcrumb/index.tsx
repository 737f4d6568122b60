// Breadcrumb (PG-03): locale home → ancestor folder indexes → this page, computed by the server.
// Hidden (container gets `disable`) with `breadcrumb: false` or fewer than two entries.

import type { Strings } from '../../i18n';
import type { PageData } from '../../types';
import Icon from '../Icon';
import { withBase } from '../../lib/base';

export default function Breadcrumb({ page, t }: { page: PageData; t: Strings }) {
  const items = page.breadcrumb ?? [];
  if (page.frontmatter.breadcrumb === false || items.length < 2) return <nav className="vp-breadcrumb disable" aria-hidden="true" />;
  return (
    <nav className="vp-breadcrumb" aria-label={t.breadcrumb}>
      <ol vocab="https://schema.org/" typeof="BreadcrumbList">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          // The locale home's own title is not localised in every language: the label is ours.
          const text = item.link === (page.locale || '/') ? t.breadcrumbHome : item.text;
          return (
            <li key={item.link} className={last ? 'is-active' : undefined} property="itemListElement" typeof="ListItem">
              <a href={withBase(item.link)} property="item" typeof="WebPage" aria-current={last ? 'page' : undefined}>
                <Icon icon={item.icon} />
                <span property="name">{text}</span>
              </a>
              <meta property="position" content={String(i + 1)} />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
