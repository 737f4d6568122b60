// The image viewer (WG-08, KB-07), loaded on the first image click: a modal gallery of the page's
// images opened at the clicked one. Esc, the close button, a click on the backdrop, the wheel or a page
// scroll close it; arrow keys and the arrow buttons move through the images (wrapping around).

import type { Strings } from '../../i18n';
import './viewer.css';
import { decodedHash } from '../../lib/paths';

/** The viewer's labels, from the page locale's UI strings. */
export type ViewerLabels = Pick<Strings, 'close'> & Pick<Strings, 'imageViewer' | 'imageDownload' | 'imageFullscreen' | 'imagePrev' | 'imageNext'>;

let active: (() => void) | null = null;

/** Close the viewer if it is open (route changes call this). */
export function closeViewer(): void {
  active?.();
}

function button(cls: string, label: string): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = `pswp__button pswp__button--${cls}`;
  b.setAttribute('aria-label', label);
  b.title = label;
  return b;
}

/** Open the gallery of `images` at `start`. */
export function openViewer(images: HTMLImageElement[], start: number, t: ViewerLabels): void {
  closeViewer();
  const opener = document.activeElement as HTMLElement | null;
  let index = start;

  const root = document.createElement('div');
  root.className = 'pswp pswp--open';
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-label', t.imageViewer);
  const bar = document.createElement('div');
  bar.className = 'pswp__top-bar';
  const counter = document.createElement('div');
  counter.className = 'pswp__counter';
  counter.setAttribute('aria-live', 'polite');
  const download = button('download', t.imageDownload);
  const full = button('fs', t.imageFullscreen);
  const close = button('close', t.close);
  bar.append(counter, download, full, close);
  const figure = document.createElement('figure');
  figure.className = 'pswp__item';
  const img = document.createElement('img');
  img.className = 'pswp__img';
  const caption = document.createElement('figcaption');
  caption.className = 'pswp__caption';
  figure.append(img, caption);
  const prev = button('arrow--prev', t.imagePrev);
  const next = button('arrow--next', t.imageNext);
  root.append(bar, figure, prev, next);

  const show = (i: number) => {
    index = (i + images.length) % images.length;
    const source = images[index];
    img.src = source.currentSrc || source.src;
    img.alt = source.alt;
    caption.textContent = source.alt;
    caption.hidden = !source.alt;
    counter.textContent = `${index + 1} / ${images.length}`;
    root.dataset.index = String(index);
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') done();
    else if (e.key === 'ArrowLeft') show(index - 1);
    else if (e.key === 'ArrowRight') show(index + 1);
    else if (e.key === 'Tab') {
      // Keep focus inside the dialog.
      const items = Array.from(root.querySelectorAll<HTMLElement>('button:not([hidden])'));
      const at = items.indexOf(document.activeElement as HTMLElement);
      const to = e.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : (at + 1) % items.length;
      items[to]?.focus();
    } else return;
    e.preventDefault();
    e.stopPropagation();
  };
  const done = () => {
    root.remove();
    document.removeEventListener('keydown', onKey, true);
    window.removeEventListener('scroll', done);
    if (document.fullscreenElement === root) void document.exitFullscreen().catch(() => undefined);
    active = null;
    opener?.focus?.({ preventScroll: true });
  };

  close.onclick = done;
  prev.onclick = () => show(index - 1);
  next.onclick = () => show(index + 1);
  prev.hidden = next.hidden = images.length < 2;
  download.onclick = () => {
    const a = document.createElement('a');
    a.href = img.src;
    a.download = decodedHash(img.src.split(/[?#]/)[0].split('/').pop() || 'image');
    a.click();
  };
  full.onclick = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void root.requestFullscreen?.().catch(() => undefined);
  };
  root.addEventListener('click', (e) => {
    if (e.target === root || e.target === figure) done();
  });
  root.addEventListener('wheel', done, { passive: true });
  document.addEventListener('keydown', onKey, true);
  window.addEventListener('scroll', done, { passive: true });

  show(start);
  document.body.append(root);
  active = done;
  close.focus({ preventScroll: true });
}
