// Entry: read the data the server inlined, keep the prerendered content HTML, mount the app.

import { createRoot } from 'react-dom/client';
import App from './App';
import { initTheme } from './hooks/useTheme';
import { loadStrings } from './i18n';
import { loadBody } from './layouts/bodies';
import type { InitialData } from './types';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/navbar.css';
import './styles/sidebar.css';
import './styles/home.css';
import './styles/ads.css';
import './styles/markdown.css';
import './styles/highlight.css';
import './styles/widgets.css';

const dataTag = document.getElementById('__DOCS_DATA__');
const container = document.getElementById('app');
if (dataTag && container) {
  const initial = JSON.parse(dataTag.textContent ?? '{}') as InitialData;
  initTheme(initial.site.darkmode);
  const initialHtml = document.getElementById('docs-content')?.innerHTML ?? '';
  const mount = () => createRoot(container).render(<App initial={initial} initialHtml={initialHtml} />);
  // Without its strings the app cannot mount: the prerendered page stays readable and the
  // preload-error banner offers a reload. Without its body chunk it mounts all the same.
  Promise.all([loadStrings(initial.page.lang), loadBody(initial.page.layout).catch(() => undefined)]).then(mount, () => undefined);
}
