// Page info under the title (PG-04..08): author, original mark, date, category and tag chips,
// reading time and word count, as the server decided them (cli/document/parts.rs: which items, in
// which order, dates written for the locale). Page views need a counter service: none.

import type { ReactNode } from 'react';
import type { Strings } from '../../i18n';
import type { InfoItem, PageData } from '../../types';
import Icon from '../Icon';
import { withBase } from '../../lib/base';

/** Class and icon of each kind (inline SVG shapes the sidebar already ships). */
const LOOK: Record<InfoItem['kind'], [string, string]> = {
  author: ['page-author-info', 'icon-people'],
  original: ['page-original-info', 'icon-creative'],
  date: ['page-date-info', 'icon-page'],
  category: ['page-category-info', 'icon-folder'],
  tag: ['page-tag-info', 'icon-tag'],
  readingTime: ['page-reading-time-info', 'icon-speed'],
  word: ['page-word-info', 'icon-file'],
};

/** A schema.org property. `itemProp` keeps React from hoisting the tag into <head>. */
function Meta({ meta: [property, content] }: { meta: [string, string] }) {
  return <meta property={property} content={content} itemProp={property} />;
}

function body(item: InfoItem): ReactNode {
  switch (item.kind) {
    case 'author':
      return (
        <span>
          {item.authors.map((a, i) => (
            <span key={a.name + i}>
              {i > 0 && ', '}
              {a.url ? (
                <a className="page-author-item" href={a.url} target="_blank" rel="noopener noreferrer">
                  {a.name}
                </a>
              ) : (
                <span className="page-author-item">{a.name}</span>
              )}
            </span>
          ))}
        </span>
      );
    case 'category':
    case 'tag':
      // A chip links to the blog's page of its category or tag where the server found one.
      return item.values.map((v, i) =>
        item.links?.[i] ? (
          <a key={v + i} className={`page-${item.kind}-item ${item.kind}${i % 9}`} href={withBase(item.links[i])}>
            {v}
          </a>
        ) : (
          <span key={v + i} className={`page-${item.kind}-item ${item.kind}${i % 9}`}>
            {v}
          </span>
        ),
      );
    case 'original':
      return item.text;
    default:
      return <span>{item.text}</span>;
  }
}

export default function PageInfo({ page, t }: { page: PageData; t: Strings }) {
  const items = page.parts.info ?? [];
  if (!items.length) return null;
  return (
    <div className="page-info" aria-label={t.pageInfo} role="group">
      {items.map((item) => {
        const [cls, icon] = LOOK[item.kind];
        if (item.kind === 'original') {
          return (
            <span key={item.kind} className={cls}>
              <Icon icon={icon} />
              {item.text}
            </span>
          );
        }
        // The tooltip is the aria-label (shown on hover through `data-balloon-pos`).
        return (
          <span key={item.kind} className={cls} role="group" aria-label={item.label} data-balloon-pos="down">
            <Icon icon={icon} />
            {body(item)}
            <Meta meta={item.meta} />
          </span>
        );
      })}
    </div>
  );
}
