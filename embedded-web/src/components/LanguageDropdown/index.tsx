// Language menu (NAV-05): the same page in the other locale when it exists, else that locale's home.

import type { PageData, SiteConfig } from '../../types';
import type { Strings } from '../../i18n';

export default function LanguageDropdown({ site, page, t }: { site: SiteConfig; page: PageData; t: Strings }) {
  const prefixes = Object.keys(site.locales);
  if (prefixes.length < 2) return null;
  const hash = typeof location === 'undefined' ? '' : location.hash;
  return (
    <div className="nav-item dropdown-wrapper i18n-dropdown">
      <button type="button" className="dropdown-title nav-button" aria-label={t.selectLanguage} aria-haspopup="true">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15 15 0 0 0-1.3-3.9A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8 8 0 0 1 0-4h3.4a16 16 0 0 0 0 4Zm.8 2h3a15 15 0 0 0 1.3 3.9A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.9A15 15 0 0 0 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14 14 0 0 1 0-4h4.6a14 14 0 0 1 0 4Zm.3 5.9a15 15 0 0 0 1.3-3.9h3a8 8 0 0 1-4.3 3.9Zm1.7-5.9a16 16 0 0 0 0-4h3.4a8 8 0 0 1 0 4Z" />
        </svg>
      </button>
      <ul className="nav-dropdown">
        {prefixes.map((prefix) => {
          const current = prefix === page.locale;
          const target = current ? page.route + hash : page.twins[prefix] ? page.twins[prefix] + hash : prefix;
          return (
            <li key={prefix} className="dropdown-item">
              <a href={target} hrefLang={site.locales[prefix].lang} lang={site.locales[prefix].lang} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined}>
                {site.locales[prefix].name}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
