// Page meta footer (PG-12): edit link, last update time and contributors, as the server decided
// them (cli/document/parts.rs: the edit link's pattern, the time written for the locale).

import type { PageData } from '../../types';
import Icon from '../Icon';

export default function PageMeta({ page }: { page: PageData }) {
  const meta = page.parts.meta;
  if (!meta) return null;
  const { edit, updated, contributors } = meta;
  return (
    <footer className="page-meta">
      {edit && (
        <div className="meta-item edit-link">
          <a className="label" href={edit.link} target="_blank" rel="noopener noreferrer">
            <Icon icon="icon-page" />
            {edit.text}
          </a>
        </div>
      )}
      {(updated || contributors) && (
        <div className="meta-item git-info">
          {updated && (
            <div className="update-time">
              <span className="label">{updated.label}: </span>
              <span className="info">
                <time dateTime={updated.iso}>{updated.text}</time>
              </span>
            </div>
          )}
          {contributors && (
            <div className="contributors">
              <span className="label">{contributors.label}: </span>
              <span className="info">
                {contributors.people.map((c, i) => (
                  <span key={c.name + c.email} className="contributor" title={`email: ${c.email}`}>
                    {c.name}
                    {i < contributors.people.length - 1 && ', '}
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
