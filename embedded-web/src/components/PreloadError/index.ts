// A chunk that fails to load (an old tab after a deploy, a dropped connection) raises Vite's
// `vite:preloadError`; instead of a blank or half-working page the reader gets a banner offering a
// reload. Plain DOM on purpose: it must survive even if React's tree is gone. Installed on import.

import { enhanceStrings } from '../../enhance/strings';
import './PreloadError.css';

function show() {
  if (document.querySelector('.vp-preload-error')) return;
  const t = enhanceStrings(document.documentElement.lang);
  const box = document.createElement('div');
  box.className = 'vp-preload-error';
  box.setAttribute('role', 'alert');
  const text = document.createElement('span');
  text.textContent = t.failed;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = t.reload;
  reload.onclick = () => location.reload();
  box.append(text, reload);
  document.body.append(box);
}

window.addEventListener('vite:preloadError', show);
