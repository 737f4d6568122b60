// Entry: read the data the server inlined, keep the prerendered content HTML, mount the app. The
// server drew the whole page in the app's markup, so the app's first commit replaces it in place.

import { createRoot } from 'react-dom/client';
// First in the stylesheet, as when the progress bar lived in this chunk (it is fetched after the mount).
import './components/Progress/Progress.css';
import App from './App';
import { initTheme } from './hooks/useTheme';
import { loadBody } from './layouts/bodies';
import { keepDrawnMeta } from './components/PageBottom/drawn';
import type { InitialData } from './types';
import { startingData } from './lib/data';
import { readDrawnPage } from './lib/drawnPage';
// Every layout's stylesheet: what all page kinds draw. A layout's own rules (home, blog, the doc
// column and sidebar) are in its body chunk's stylesheet, which the server links in the head of the
// pages of that kind (cli/web/kind_styles.rs), so the first paint is styled without any script; a
// client navigation to another kind waits for its sheet with the chunk (build/preload-helper.js).
// The page's notice is drawn by the server in the main column of home and doc pages (cli/document/notice.rs).
import './components/Notice/Notice.css';
// Installed before any chunk can fail to load: the body chunks load before the mount.
import './components/PreloadError';
import './enhance/enhance.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/navbar.css';
import './styles/ads.css';
import './styles/markdown.css';
import './styles/highlight.css';
import './styles/widgets.css';

const drawn = readDrawnPage(document);
const container = document.getElementById('app');
if (drawn && container) {
  const { inlined, html: initialHtml } = drawn;
  keepDrawnMeta(inlined.page.route);
  const mount = ([initial]: [InitialData | null, unknown]) => {
    if (!initial) return;
    initTheme(initial.site.darkmode);
    createRoot(container).render(<App initial={initial} initialHtml={initialHtml} />);
  };
  // Without its layout's body or its common data the app cannot draw this page: the prerendered
  // page stays readable (and, for a body, the preload-error banner offers a reload).
  Promise.all([startingData(inlined).catch(() => null), loadBody(inlined.page.layout, true)]).then(mount, () => undefined);
}
