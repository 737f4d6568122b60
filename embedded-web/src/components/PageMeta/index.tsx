// Page meta footer (PG-12): edit link built from the docs repository, last update time and
// contributors from git. Each part can be switched off in front-matter; no docs repository = no edit link.

import type { Strings } from '../../i18n';
import { editLink } from '../../lib/editLink';
import type { PageData, SiteConfig } from '../../types';
import Icon from '../Icon';

export default function PageMeta({ page, site, t }: { page: PageData; site: SiteConfig; t: Strings }) {
  const fm = page.frontmatter;
  const edit = fm.editLink === false ? null : editLink(site.docsRepo, page.filePathRelative);
  const updated = fm.lastUpdated !== false && page.git?.updatedTime ? new Date(page.git.updatedTime).toLocaleString(page.lang) : null;
  const people = fm.contributors !== false ? (page.git?.contributors ?? []) : [];
  if (!edit && !updated && !people.length) return null;
  return (
    <footer className="page-meta">
      {edit && (
        <div className="meta-item edit-link">
          <a className="label" href={edit} target="_blank" rel="noopener noreferrer">
            <Icon icon="icon-page" />
            {t.editLink}
          </a>
        </div>
      )}
      {(updated || people.length > 0) && (
        <div className="meta-item git-info">
          {updated && (
            <div className="update-time">
              <span className="label">{t.lastUpdated}: </span>
              <span className="info">
                <time dateTime={new Date(page.git!.updatedTime).toISOString()}>{updated}</time>
              </span>
            </div>
          )}
          {people.length > 0 && (
            <div className="contributors">
              <span className="label">{t.contributors}: </span>
              <span className="info">
                {people.map((c, i) => (
                  <span key={c.name + c.email} className="contributor" title={`email: ${c.email}`}>
                    {c.name}
                    {i < people.length - 1 && ', '}
                  </span>
                ))}
              </span>
            </div>
          )}
        </div>
      )}
    </footer>
  );
}
