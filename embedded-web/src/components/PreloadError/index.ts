// A chunk that fails to load (an old tab after a deploy, a dropped connection) raises Vite's
// `vite:preloadError`; instead of a blank or half-working page the reader gets a banner offering a
// reload. Plain DOM on purpose: it must survive even if React's tree is gone. Installed on import.

import { useEffect } from 'react';
import type { Strings } from '../../i18n';
import './PreloadError.css';

type Labels = Pick<Strings, 'chunkFailed' | 'reload'>;

// The page locale's strings once a page has been painted with them. Before that the language
// table itself may be what failed to load, so the banner falls back to English words of its own.
let labels: Labels = { chunkFailed: 'Part of the site failed to load.', reload: 'Reload' };

/** Keep the banner's words in the language of the page on screen. */
export function usePreloadErrorLabels(t: Labels): void {
  useEffect(() => {
    labels = t;
  }, [t]);
}

function show() {
  if (document.querySelector('.vp-preload-error')) return;
  const box = document.createElement('div');
  box.className = 'vp-preload-error';
  box.setAttribute('role', 'alert');
  const text = document.createElement('span');
  text.textContent = labels.chunkFailed;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = labels.reload;
  reload.onclick = () => location.reload();
  box.append(text, reload);
  document.body.append(box);
}

window.addEventListener('vite:preloadError', show);
