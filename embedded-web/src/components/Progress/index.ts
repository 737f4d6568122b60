// Route progress bar (WG-16), nprogress's behaviour without the dependency: starts at 8 %, trickles
// every 800 ms, moves with a 200 ms transition, no spinner; `done` fills it, fades it and removes it.

import './Progress.css';

const SPEED = 200;
let bar: HTMLElement | null = null;
let status = 0;
let trickle = 0;
let hide = 0;

function set(n: number) {
  status = Math.min(Math.max(n, 0.08), 1);
  if (bar) bar.style.transform = `translate3d(${(status - 1) * 100}%,0,0)`;
}

/** Show the bar (or keep it going if a navigation is already under way). */
export function progressStart(): void {
  clearTimeout(hide);
  if (!bar?.isConnected) {
    const root = document.createElement('div');
    root.id = 'nprogress';
    root.setAttribute('aria-hidden', 'true');
    root.innerHTML = '<div class="bar"><div class="peg"></div></div>';
    document.body.append(root);
    bar = root.firstElementChild as HTMLElement;
    set(0);
  }
  (bar.parentElement as HTMLElement).style.opacity = '';
  clearInterval(trickle);
  trickle = window.setInterval(() => {
    const inc = status < 0.2 ? 0.1 : status < 0.5 ? 0.04 : status < 0.8 ? 0.02 : status < 0.99 ? 0.005 : 0;
    set(Math.min(status + inc, 0.994));
  }, 800);
}

/** Finish: fill, fade out, remove. */
export function progressDone(): void {
  clearInterval(trickle);
  const root = bar?.parentElement;
  if (!root) return;
  set(1);
  hide = window.setTimeout(() => {
    root.style.opacity = '0';
    hide = window.setTimeout(() => {
      root.remove();
      bar = null;
    }, SPEED);
  }, SPEED);
}
