// A page's own <head> tags (front matter `head:`), which the server decided and wrote marked
// `data-page-head` (cli/document/head/site_head.rs): on a client-side visit the previous page's
// are removed and the next page's written from its page data, so the head is the one a first
// paint of that page has. Only meta and link elements are ever added: a page may not load a
// script (the server refuses one), and a script element parsed here would not run anyway.

const MARK = 'data-page-head';

/** Replace the marked tags in `head` with those of `html` (the page data's `pageHead`). */
export function swapPageHead(html: string | undefined, head: HTMLHeadElement = document.head): void {
  head.querySelectorAll(`[${MARK}]`).forEach((el) => el.remove());
  if (!html) return;
  const template = head.ownerDocument.createElement('template');
  template.innerHTML = html;
  for (const el of Array.from(template.content.children)) {
    if ((el.tagName === 'META' || el.tagName === 'LINK') && el.hasAttribute(MARK)) head.appendChild(el);
  }
}
