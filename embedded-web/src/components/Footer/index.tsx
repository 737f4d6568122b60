// Site footer (PG-14, HM-05): the page's or locale's footer HTML, then the copyright line with the
// license, as the server decided them (cli/document/parts.rs). Footer HTML is trusted content from
// the front-matter or the locale file.

import type { Parts } from '../../types';

export default function Footer({ footer }: { footer?: Parts['footer'] }) {
  if (!footer) return null;
  return (
    <footer className="vp-footer-wrapper">
      {footer.html && <div className="vp-footer" dangerouslySetInnerHTML={{ __html: footer.html }} />}
      {footer.copyright && <div className="vp-copyright">{footer.copyright}</div>}
    </footer>
  );
}
