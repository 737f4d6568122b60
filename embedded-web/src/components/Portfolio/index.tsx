// Portfolio home (PF-01..04): avatar, welcome line, name, typed titles and media links.

import { useTyping } from '../../hooks/useTyping';
import type { Strings } from '../../i18n';
import type { FrontMatter } from '../../types';
import Icon from '../Icon';
import { withBase } from '../../lib/base';

export default function Portfolio({ fm, author, t }: { fm: FrontMatter; author: string; t: Strings }) {
  const typed = useTyping(fm.titles ?? []);
  const bg = typeof fm.bgImage === 'string' ? fm.bgImage : undefined;
  return (
    <section id="portfolio" className={`vp-portfolio${bg ? ' bg' : ''}`} style={bg ? { backgroundImage: `url(${withBase(bg)})` } : undefined}>
      {fm.avatar && (
        <div className="vp-portfolio-avatar">
          <img className="light" src={withBase(fm.avatar)} alt={fm.name ?? author} width="160" height="160" />
        </div>
      )}
      <div className="vp-portfolio-container">
        <h6 className="vp-portfolio-welcome">{fm.welcome ?? t.welcome}</h6>
        <h1 id="main-title" className="vp-portfolio-name">
          {fm.name ?? author}
        </h1>
        {(fm.titles ?? []).length > 0 && (
          <h2 className="vp-portfolio-title" aria-label={(fm.titles ?? []).join(', ')}>
            <span aria-hidden="true">{typed}</span>
          </h2>
        )}
        {fm.medias && fm.medias.length > 0 && (
          <div className="vp-portfolio-medias">
            {fm.medias.map((m) => (
              <a key={m.name} href={m.url} target="_blank" rel="noopener noreferrer">
                <Icon icon={m.icon ?? `icon-${m.name.toLowerCase()}`} />
                <span className="vp-portfolio-media-name">{m.name}</span>
              </a>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
