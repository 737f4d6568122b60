// Focus mode (WG-22), fetched only when the site turns it on: resting on the article for `delay` ms adds
// `is-focusing` to <html> (the frame fades, see focus.css); leaving removes it at once.

import './focus.css';

export function focusMode(root: HTMLElement, delay: number): () => void {
  const cls = document.documentElement.classList;
  let timer = 0;
  const enter = () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => cls.add('is-focusing'), delay);
  };
  const leave = () => {
    clearTimeout(timer);
    cls.remove('is-focusing');
  };
  root.addEventListener('mouseenter', enter);
  root.addEventListener('mouseleave', leave);
  return () => {
    leave();
    root.removeEventListener('mouseenter', enter);
    root.removeEventListener('mouseleave', leave);
  };
}
