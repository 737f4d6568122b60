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
// Stylesheets of the doc layout's chunk, in the first-load stylesheet all the same: the server draws
// the page without scripts, so everything it draws is styled before any chunk arrives. (Kept in the
// order the doc column imported them when it lived in this chunk.)
import './components/PageBottom/bottom.css';
// The page's notice is drawn by the server in the main column (cli/document/notice.rs).
import './components/Notice/Notice.css';
// Installed before any chunk can fail to load: the body chunks load before the mount.
import './components/PreloadError';
import './enhance/enhance.css';
import './styles/page.css';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/navbar.css';
import './styles/sidebar.css';
import './styles/home.css';
import './styles/blog.css';
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
