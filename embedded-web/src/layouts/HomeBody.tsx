// Project home (HM-01..03): hero, features, highlights, then the page's own Markdown.

import Content from '../components/Content';
import Icon from '../components/Icon';
import { isExternal } from '../lib/paths';
import type { PageData } from '../types';

export default function HomeBody({ page, html }: { page: PageData; html: string }) {
  const fm = page.frontmatter;
  return (
    <main id="main-content" className="vp-project-home" tabIndex={-1}>
      <header className="vp-hero-info-wrapper">
        {fm.heroImage && <img className="vp-hero-image" src={fm.heroImage} alt="" width="160" height="160" />}
        <div className="vp-hero-info">
          <h1 id="main-title">{fm.heroText ?? page.title}</h1>
          {fm.tagline && <p id="main-description">{fm.tagline}</p>}
          <p className="vp-hero-actions">
            {(fm.actions ?? []).map((a) => (
              <a key={a.text} className={`vp-hero-action ${a.type ?? 'default'}`} href={a.link} {...(isExternal(a.link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                {a.text}
              </a>
            ))}
          </p>
        </div>
      </header>
      {fm.features && fm.features.length > 0 && (
        <div className="vp-feature-wrapper">
          <div className="vp-features">
            {fm.features.map((f) => (
              <div key={f.title} className={`vp-feature-item${f.link ? ' link' : ''}`}>
                <Icon icon={f.icon} className="vp-feature-icon" />
                <h2 className="vp-feature-title">{f.link ? <a href={f.link}>{f.title}</a> : f.title}</h2>
                {f.details && <p className="vp-feature-details">{f.details}</p>}
              </div>
            ))}
          </div>
        </div>
      )}
      {(fm.highlights ?? []).map((h) => (
        <section key={h.header} className="vp-highlight-wrapper">
          <h2 className="vp-highlight-header">{h.header}</h2>
          {h.description && <p className="vp-highlight-description">{h.description}</p>}
          <dl className="vp-highlights">
            {h.features.map((f) => (
              <div key={f.title} className="vp-highlight">
                <dt className="vp-highlight-title">{f.title}</dt>
                {f.details && <dd className="vp-highlight-details">{f.details}</dd>}
              </div>
            ))}
          </dl>
        </section>
      ))}
      <Content html={html} />
      {typeof fm.footer === 'string' && <footer className="vp-footer-wrapper"><div className="vp-footer">{fm.footer}</div></footer>}
    </main>
  );
}
