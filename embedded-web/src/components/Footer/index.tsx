// Site footer (HM-05; PG-14 shape): the page's or locale's footer HTML, then the copyright line.
// Footer HTML is trusted content from the front-matter or the locale file.

import type { FrontMatter, SiteConfig } from '../../types';

export function copyrightText(fm: FrontMatter, site: SiteConfig): string | null {
  if (fm.copyright === false) return null;
  if (typeof fm.copyright === 'string') return fm.copyright;
  return site.copyright ?? `Copyright © ${new Date().getFullYear()} ${site.author.name}`;
}

export default function Footer({ fm, site, localeFooter }: { fm: FrontMatter; site: SiteConfig; localeFooter?: string }) {
  if (fm.footer === false) return null;
  const html = typeof fm.footer === 'string' ? fm.footer : localeFooter;
  const copyright = copyrightText(fm, site);
  if (!html && !copyright) return null;
  return (
    <footer className="vp-footer-wrapper">
      {html && <div className="vp-footer" dangerouslySetInnerHTML={{ __html: html }} />}
      {copyright && <div className="vp-copyright">{copyright}</div>}
    </footer>
  );
}
