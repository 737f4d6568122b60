// Project home (HM-01..05): ad slot, hero, features, highlights, the page's own Markdown, footer.
// With `portfolio: true` the hero is the portfolio card instead (PF-01).

import HomeAds from '../components/Ads/HomeAds';
import { Content, Footer } from './common';
import Icon from '../components/Icon';
import Portfolio from '../components/Portfolio';
import PageNotice from '../components/Notice/PageNotice';
import type { Strings } from '../i18n';
import { isExternal } from '../lib/paths';
import type { PageData, SiteConfig } from '../types';
import Highlights from './Highlights';
import { BlogHome } from './BlogBody';
import { withBase } from '../lib/base';
// The home kind's rules, linked by the server on home pages (main.tsx).
import '../styles/home.css';

const external = (link: string) => (isExternal(link) ? { target: '_blank', rel: 'noopener noreferrer' } : {});

function Hero({ page }: { page: PageData }) {
  const fm = page.frontmatter;
  return (
    <header className="vp-hero-info-wrapper">
      {fm.heroImage && <img className="vp-hero-image" src={withBase(fm.heroImage)} alt="" width="160" height="160" />}
      <div className="vp-hero-info">
        <h1 id="main-title">{fm.heroText ?? page.title}</h1>
        {fm.tagline && <p id="main-description">{fm.tagline}</p>}
        <p className="vp-hero-actions">
          {(fm.actions ?? []).map((a) => (
            <a key={a.text} className={`vp-hero-action ${a.type ?? 'default'}`} href={withBase(a.link)} {...external(a.link)}>
              {a.text}
            </a>
          ))}
        </p>
      </div>
    </header>
  );
}

export default function HomeBody({ site, page, html, t }: { site: SiteConfig; page: PageData; html: string; t: Strings }) {
  const fm = page.frontmatter;
  if (fm.portfolio) {
    return (
      <>
        <main id="main-content" className="vp-project-home vp-portfolio-home" tabIndex={-1}>
          <Portfolio fm={fm} author={site.author.name} t={t} />
          <Content html={html} />
        </main>
        <Footer footer={page.parts.footer} />
      </>
    );
  }
  return (
    <>
      <main id="main-content" className="vp-project-home" tabIndex={-1}>
        <HomeAds ads={site.ads} locale={page.locale} t={t} />
        <Hero page={page} />
        {/* Under the hero: the title and its buttons stay on a phone's first screen. */}
        <PageNotice page={page} t={t} />
        {fm.features && fm.features.length > 0 && (
          <div className="vp-feature-wrapper">
            <div className="vp-features">
              {fm.features.map((f) => (
                <div key={f.title} className={`vp-feature-item${f.link ? ' link' : ''}`}>
                  <Icon icon={f.icon} className="vp-feature-icon" />
                  <h2 className="vp-feature-title">{f.link ? <a href={withBase(f.link)} {...external(f.link)}>{f.title}</a> : f.title}</h2>
                  {f.details && <p className="vp-feature-details">{f.details}</p>}
                </div>
              ))}
            </div>
          </div>
        )}
        <Highlights highlights={fm.highlights ?? []} />
        {page.blog?.kind === 'home' && <BlogHome view={page.blog} t={t} />}
        <Content html={html} />
      </main>
      <Footer footer={page.parts.footer} />
    </>
  );
}
