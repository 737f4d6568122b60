// Copy buttons on code blocks (WG-05, WG-06): inserted before each `pre` once, a click copies the code
// (shell prompts stripped) and shows "copied" for 2000 ms. CSS hides them at ≤419 px and in print.
// A chunk of its own, fetched by the enhancers 500 ms after the content is shown.

import './copyCode.css';
import type { Strings } from '../i18n';

/** The labels a copy button reads, from the page locale's UI strings. */
export type CopyLabels = Pick<Strings, 'copyCode' | 'copied'>;

const SHELL = /language-(shellscript|shell|bash|sh|zsh)/;

/** The text a click copies: shell blocks lose a leading `$ ` / `> ` prompt on every line. */
export function copyText(text: string, containerClass: string): string {
  return SHELL.test(containerClass) ? text.replace(/^ *(\$|>) /gm, '') : text;
}

/** Insert the buttons that are missing (idempotent: each `pre` is marked once it has one). */
export function insertCopyButtons(root: ParentNode, t: CopyLabels): void {
  root.querySelectorAll<HTMLElement>('div[class*="language-"] > pre:not(.copy-code-registered)').forEach((pre) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-code-button';
    button.setAttribute('aria-label', t.copyCode);
    button.dataset.copied = t.copied;
    button.innerHTML = '<div class="copy-icon"></div>';
    pre.before(button);
    pre.classList.add('copy-code-registered');
  });
}

async function write(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // No async clipboard (insecure origin, denied): the selection fallback.
    const area = document.createElement('textarea');
    area.value = text;
    area.style.cssText = 'position:fixed;opacity:0';
    document.body.append(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

const timers = new WeakMap<HTMLElement, number>();

/** Delegated click handling for every copy button under `root`; returns the cleanup. */
function handleCopyClicks(root: HTMLElement): () => void {
  const onClick = (e: MouseEvent) => {
    const button = (e.target as Element).closest?.<HTMLElement>('.copy-code-button');
    const pre = button?.nextElementSibling as HTMLElement | null;
    if (!button || !pre) return;
    void write(copyText(pre.innerText, button.parentElement?.className ?? '')).then(() => {
      button.classList.add('copied');
      clearTimeout(timers.get(button));
      timers.set(
        button,
        window.setTimeout(() => {
          button.classList.remove('copied');
          button.blur();
        }, 2000),
      );
    });
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}

/** Insert the buttons under `root` and handle their clicks; returns the cleanup. */
export function enhanceCopyCode(root: HTMLElement, t: CopyLabels): () => void {
  insertCopyButtons(root, t);
  return handleCopyClicks(root);
}
