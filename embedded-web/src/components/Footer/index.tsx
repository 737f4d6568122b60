// Site footer (PG-14, HM-05): the page's or locale's footer HTML, then the copyright line with the
// license. Footer HTML is trusted content from the front-matter or the locale file.

import type { FrontMatter, SiteConfig } from '../../types';

/** Front-matter text as written; else "<license> Licensed | " + site copyright or "Copyright © year author". */
export function copyrightText(fm: FrontMatter, site: SiteConfig): string | null {
  if (fm.copyright === false) return null;
  if (typeof fm.copyright === 'string') return fm.copyright;
  const text = site.copyright ?? `Copyright © ${new Date().getFullYear()} ${site.author.name}`;
  const license = typeof fm.license === 'string' && fm.license ? fm.license : site.license;
  return license ? `${license} Licensed | ${text}` : text;
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
