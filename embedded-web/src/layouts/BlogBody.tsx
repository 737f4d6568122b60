// A blog page (article list, categories, tags, one category or tag, timeline, starred): the view the
// server decided (cli/site/blog/view.rs), drawn as the server draws it (cli/document/shell/blog.rs).

import type { ReactNode } from 'react';
import type { Strings } from '../i18n';
import { withBase } from '../lib/base';
import { isExternal } from '../lib/paths';
import type { BlogCard, BlogTerm, BlogView, Blogger, PageData } from '../types';
import { Footer } from './common';
// The blog kind's rules, linked by the server on blog pages and on a home that lists articles (main.tsx).
import '../styles/blog.css';

function Chips({ kind, terms }: { kind: 'category' | 'tag'; terms?: BlogTerm[] }) {
  return (terms ?? []).map((t) => (
    <li key={t.link}>
      <a className={`vp-term ${kind}`} href={withBase(t.link)}>
        {t.name}
      </a>
    </li>
  ));
}

function Card({ view, card, level }: { view: BlogView; card: BlogCard; level: 2 | 3 }) {
  const Title = level === 2 ? 'h2' : 'h3';
  const hasMeta = card.sticky || card.star || (card.date && card.dateText);
  const hasTerms = !!(card.categories?.length || card.tags?.length);
  return (
    <article className="vp-article">
      <Title className="vp-article-title">
        <a href={withBase(card.route)}>{card.title}</a>
      </Title>
      {hasMeta && (
        <p className="vp-article-meta">
          {card.sticky && <span className="vp-article-mark sticky">{view.stickyLabel}</span>}
          {card.star && <span className="vp-article-mark star">{view.starLabel}</span>}
          {card.date && card.dateText && (
            <time className="vp-article-date" dateTime={card.date}>
              {card.dateText}
            </time>
          )}
        </p>
      )}
      {card.excerpt && <p className="vp-article-excerpt">{card.excerpt}</p>}
      {hasTerms && (
        <ul className="vp-article-terms">
          <Chips kind="category" terms={card.categories} />
          <Chips kind="tag" terms={card.tags} />
        </ul>
      )}
    </article>
  );
}

function Cards({ view, list, level }: { view: BlogView; list: BlogCard[]; level: 2 | 3 }) {
  return (
    <ul className="vp-article-list">
      {list.map((c) => (
        <li key={c.route} className="vp-article-item">
          <Card view={view} card={c} level={level} />
        </li>
      ))}
    </ul>
  );
}

function List({ view }: { view: BlogView }) {
  if (view.terms?.length) {
    return (
      <ul className="vp-term-list">
        {view.terms.map((t) => (
          <li key={t.link}>
            <a className="vp-term" href={withBase(t.link)}>
              {t.name}
              <span className="vp-term-count">{t.count}</span>
            </a>
          </li>
        ))}
      </ul>
    );
  }
  if (view.years?.length) {
    return view.years.map((y) => (
      <section key={y.year} className="vp-timeline-year">
        <h2 className="vp-timeline-label">{y.year}</h2>
        <Cards view={view} list={y.articles} level={3} />
      </section>
    ));
  }
  if (view.articles?.length) return <Cards view={view} list={view.articles} level={2} />;
  return <p className="vp-blog-empty">{view.empty}</p>;
}

function Pager({ view }: { view: BlogView }) {
  const pager = view.pager;
  if (!pager) return null;
  return (
    <nav className="vp-pager" aria-label={pager.text}>
      {pager.prev && (
        <a className="vp-pager-link prev" rel="prev" href={withBase(pager.prev)}>
          {pager.prevLabel}
        </a>
      )}
      <span className="vp-pager-text">{pager.text}</span>
      {pager.next && (
        <a className="vp-pager-link next" rel="next" href={withBase(pager.next)}>
          {pager.nextLabel}
        </a>
      )}
    </nav>
  );
}

function Switcher({ view, t }: { view: BlogView; t: Strings }) {
  return (
    <nav className="vp-blog-nav" aria-label={t.blogNav}>
      {view.nav.map((n) => (
        <a key={n.link} className="vp-blog-nav-link" href={withBase(n.link)} aria-current={n.current ? 'page' : undefined}>
          {n.text}
        </a>
      ))}
    </nav>
  );
}

function BloggerCard({ b }: { b: Blogger }) {
  return (
    <aside className="vp-blogger" aria-label={b.label}>
      {b.avatar && <img className="vp-blogger-avatar" src={withBase(b.avatar)} alt="" width="96" height="96" />}
      <p className="vp-blogger-name">{b.name}</p>
      {b.description && <p className="vp-blogger-description">{b.description}</p>}
      {b.intro && (
        <a className="vp-blogger-intro" href={withBase(b.intro)}>
          {b.introLabel}
        </a>
      )}
      <ul className="vp-blogger-stats">
        {b.stats.map((s) => (
          <li key={s.link}>
            <a href={withBase(s.link)}>
              <span className="vp-blogger-count">{s.count}</span>
              {s.text}
            </a>
          </li>
        ))}
      </ul>
      {!!b.medias?.length && (
        <ul className="vp-blogger-medias" aria-label={b.mediasLabel}>
          {b.medias.map((m) => (
            <li key={m.name}>
              <a
                className="vp-blogger-media"
                href={isExternal(m.link) ? m.link : withBase(m.link)}
                {...(isExternal(m.link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {m.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}

/** The list, with the blogger card beside it where the view has one. */
function BesideBlogger({ view, children }: { view: BlogView; children: ReactNode }) {
  if (!view.blogger) return <>{children}</>;
  return (
    <div className="vp-blog-main">
      <div className="vp-blog-list">{children}</div>
      <BloggerCard b={view.blogger} />
    </div>
  );
}

/** A blog home's part below the hero (as `home_section` in cli/document/shell/blog.rs). */
export function BlogHome({ view, t }: { view: BlogView; t: Strings }) {
  return (
    <section className="vp-blog-home" aria-labelledby="blog-home-title">
      <Switcher view={view} t={t} />
      <BesideBlogger view={view}>
        <h2 id="blog-home-title" className="vp-blog-home-title">
          {view.heading}
        </h2>
        {view.articles?.length ? <Cards view={view} list={view.articles} level={3} /> : <p className="vp-blog-empty">{view.empty}</p>}
        <Pager view={view} />
      </BesideBlogger>
    </section>
  );
}

export default function BlogBody({ page, t }: { page: PageData; t: Strings }) {
  const view = page.blog;
  if (!view) return null;
  return (
    <>
      <main id="main-content" className="vp-page vp-blog" tabIndex={-1}>
        <Switcher view={view} t={t} />
        <h1 id="main-title" className="vp-blog-title">
          {view.heading}
        </h1>
        <BesideBlogger view={view}>
          <List view={view} />
          <Pager view={view} />
        </BesideBlogger>
      </main>
      <Footer footer={page.parts.footer} />
    </>
  );
}
