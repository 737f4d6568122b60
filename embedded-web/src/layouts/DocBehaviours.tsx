// What a doc page does rather than draws: the active heading while scrolling (PG-11), the content
// enhancers (tabs, copy buttons, image viewer) and the back-to-top button (WG-17). None of
// it paints at first render, so it is a chunk the doc column fetches once it has been committed.

import BackToTop from '../components/BackToTop';
import { useActiveHeading } from '../hooks/useActiveHeading';
import { useEnhancers } from '../hooks/useEnhancers';
import { useLocation } from '../lib/router';
import type { Strings } from '../i18n';
import type { PageData } from '../types';

/** `t`: the page locale's UI strings (copy buttons, image viewer, back to top among them). */
export default function DocBehaviours({ page, html, t }: { page: PageData; html: string; t: Strings }) {
  useActiveHeading(`${page.route}|${html.length}`, useLocation().hash);
  useEnhancers(html, t);
  return page.frontmatter.backToTop !== false ? <BackToTop label={t.backToTop} /> : null;
}
