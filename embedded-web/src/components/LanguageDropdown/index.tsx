// Language menu (NAV-05): the same page in the other locale when it exists (query and hash kept),
// else that locale's home. Only shown with two or more locales.

import type { Strings } from '../../i18n';
import { localeLink } from '../../lib/paths';
import { useLocation } from '../../lib/router';
import type { PageData, SiteConfig } from '../../types';
import Dropdown from '../Navbar/Dropdown';
import { withBase } from '../../lib/base';

const GLOBE =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15 15 0 0 0-1.3-3.9A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8 8 0 0 1 0-4h3.4a16 16 0 0 0 0 4Zm.8 2h3a15 15 0 0 0 1.3 3.9A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.9A15 15 0 0 0 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14 14 0 0 1 0-4h4.6a14 14 0 0 1 0 4Zm.3 5.9a15 15 0 0 0 1.3-3.9h3a8 8 0 0 1-4.3 3.9Zm1.7-5.9a16 16 0 0 0 0-4h3.4a8 8 0 0 1 0 4Z';

export default function LanguageDropdown({ site, page, t }: { site: SiteConfig; page: PageData; t: Strings }) {
  const loc = useLocation();
  const prefixes = Object.keys(site.locales);
  if (prefixes.length < 2) return null;
  const suffix = loc.search + loc.hash;
  const title = (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" d={GLOBE} />
    </svg>
  );
  return (
    <Dropdown className="i18n-dropdown" label={t.selectLanguage} route={page.route} title={title}>
      {prefixes.map((prefix) => {
        const info = site.locales[prefix];
        const current = prefix === page.locale;
        return (
          <li key={prefix} className="dropdown-item">
            <a href={withBase(localeLink(page, prefix, suffix))} hrefLang={info.lang} lang={info.lang} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined}>
              {info.name}
            </a>
          </li>
        );
      })}
    </Dropdown>
  );
}
