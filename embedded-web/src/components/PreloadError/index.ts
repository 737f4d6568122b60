// A chunk that fails to load (an old tab after a deploy, a dropped connection) raises Vite's
// `vite:preloadError`; instead of a blank or half-working page the reader gets a banner offering a
// reload. Plain DOM on purpose: it must survive even if React's tree is gone. Installed on import.

import './PreloadError.css';

// Its own two lines in both languages (the same as enhance/strings.ts), so the enhancers' label table
// stays out of the main chunk.
const TEXT = {
  en: { failed: 'Part of the site failed to load.', reload: 'Reload' },
  zh: { failed: '网站的一部分加载失败。', reload: '重新加载' },
};

function show() {
  if (document.querySelector('.vp-preload-error')) return;
  const t = document.documentElement.lang.startsWith('zh') ? TEXT.zh : TEXT.en;
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
