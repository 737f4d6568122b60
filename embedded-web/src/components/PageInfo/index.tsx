// Page info under the title (PG-04..08): author, original mark, date, category and tag chips,
// reading time and word count, in the configured order. Page views need a counter service: none.

import type { ReactNode } from 'react';
import type { Strings } from '../../i18n';
import { authors, infoItems, pageDate, readingTimeText, timeRequired, wordsText, type InfoItem } from '../../lib/pageInfo';
import type { PageData, SiteConfig } from '../../types';
import Icon from '../Icon';

/** Icon names (inline SVG shapes the sidebar already ships). */
const ICONS = {
  author: 'icon-people',
  original: 'icon-creative',
  date: 'icon-page',
  category: 'icon-folder',
  tag: 'icon-tag',
  time: 'icon-speed',
  word: 'icon-file',
};

/** One item: the tooltip is its aria-label (shown on hover through `data-balloon-pos`). */
function Item({ cls, label, icon, children }: { cls: string; label: string; icon: string; children: ReactNode }) {
  return (
    <span className={cls} role="group" aria-label={label} data-balloon-pos="down">
      <Icon icon={icon} />
      {children}
    </span>
  );
}

export default function PageInfo({ page, site, t }: { page: PageData; site: SiteConfig; t: Strings }) {
  const fm = page.frontmatter;
  const words = page.readingTime?.words ?? 0;
  const texts = { less1Minute: t.less1Minute, time: t.timeText, word: t.wordText };
  const render = (item: InfoItem): ReactNode => {
    switch (item) {
      case 'Author': {
        const list = authors(fm, site);
        if (!list.length) return null;
        return (
          <Item key={item} cls="page-author-info" label={t.author} icon={ICONS.author}>
            <span>
              {list.map((a, i) => (
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
            <meta property="author" content={list.map((a) => a.name).join(', ')} />
          </Item>
        );
      }
      case 'Original':
        return fm.isOriginal === true ? (
          <span key={item} className="page-original-info">
            <Icon icon={ICONS.original} />
            {t.original}
          </span>
        ) : null;
      case 'Date': {
        const date = pageDate(fm, page.git);
        if (!date) return null;
        return (
          <Item key={item} cls="page-date-info" label={t.writingDate} icon={ICONS.date}>
            <span>{date.toLocaleDateString(page.lang)}</span>
            <meta property="datePublished" content={date.toISOString()} />
          </Item>
        );
      }
      case 'Category':
      case 'Tag': {
        const values = (item === 'Category' ? fm.category : fm.tag) ?? [];
        if (!Array.isArray(values) || !values.length) return null;
        const kind = item === 'Category' ? 'category' : 'tag';
        return (
          <Item key={item} cls={`page-${kind}-info`} label={item === 'Category' ? t.category : t.tag} icon={ICONS[kind]}>
            {values.map((v, i) => (
              <span key={v + i} className={`page-${kind}-item ${kind}${i % 9}`}>
                {v}
              </span>
            ))}
            <meta property={item === 'Category' ? 'articleSection' : 'keywords'} content={values.join(',')} />
          </Item>
        );
      }
      case 'ReadingTime':
        return (
          <Item key={item} cls="page-reading-time-info" label={t.readingTime} icon={ICONS.time}>
            <span>{readingTimeText(words, texts)}</span>
            <meta property="timeRequired" content={timeRequired(words)} />
          </Item>
        );
      case 'Word':
        return (
          <Item key={item} cls="page-word-info" label={t.words} icon={ICONS.word}>
            <span>{wordsText(words, texts)}</span>
            <meta property="wordCount" content={String(words)} />
          </Item>
        );
      default:
        // PageView: no counter service is configured, so nothing to show.
        return null;
    }
  };
  const items = infoItems(fm).map(render).filter(Boolean);
  if (!items.length) return null;
  return (
    <div className="page-info" aria-label={t.pageInfo} role="group">
      {items}
    </div>
  );
}
