// A full-screen zoom of a figure or diagram drawn in the page (issue 59 items 7 and 11): the drawing
// fitted to the screen on the page's own background, so it keeps the colour mode (the raw file
// opened alone is light on white in dark mode). The dialog pattern: the focus goes to its close
// button and stays in it, Esc or a click anywhere closes it, and the focus returns to the opener.

import './zoom.css';

let active: (() => void) | null = null;

/** Close the zoom if one is open. */
export function closeZoom(): void {
  active?.();
}

/** Show `drawing` (placed as it is: pass a copy) full screen. `className` is added to the overlay. */
export function openZoom(drawing: Element, labels: { dialog: string; close: string }, className = ''): void {
  closeZoom();
  const opener = document.activeElement as HTMLElement | null;
  const root = document.createElement('div');
  root.className = `docs-zoom ${className}`.trim();
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-modal', 'true');
  root.setAttribute('aria-label', labels.dialog);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'docs-zoom-close';
  close.setAttribute('aria-label', labels.close);
  close.title = labels.close;
  const body = document.createElement('div');
  body.className = 'docs-zoom-body';
  body.append(drawing);
  root.append(close, body);

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') done();
    else if (e.key === 'Tab') close.focus(); // the one stop inside
    else return;
    e.preventDefault();
  };
  const done = () => {
    active = null;
    document.removeEventListener('keydown', onKey, true);
    removeEventListener('popstate', done);
    root.remove();
    if (opener?.isConnected) opener.focus({ preventScroll: true });
  };
  root.addEventListener('click', done);
  document.addEventListener('keydown', onKey, true);
  // Back closes it, as it would leave a page.
  addEventListener('popstate', done);
  document.body.append(root);
  active = done;
  close.focus();
}
