// Home highlight blocks: a header, a line of description, then a list of titled details.

import type { FrontMatter } from '../types';

export default function Highlights({ highlights }: { highlights: NonNullable<FrontMatter['highlights']> }) {
  return (
    <>
      {highlights.map((h) => (
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
    </>
  );
}
