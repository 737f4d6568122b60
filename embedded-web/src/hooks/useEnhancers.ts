// Runs the content enhancers after the content HTML of a page has been committed: tabs (WG-01..04) at
// once when the page has any, copy buttons after 500 ms (WG-05/06) and image targets after 800 ms
// (WG-07). Each is a chunk of its own (the image viewer is fetched on the first image click, WG-08),
// so the first load of a plain doc page carries none of them. Focus mode: useFocusMode.ts.

import { useEffect } from 'react';
import type { Strings } from '../i18n';
import '../enhance/enhance.css';

type Viewer = typeof import('../enhance/imageViewer');
let viewer: Viewer | undefined;

const content = () => document.getElementById('docs-content');

/** `t`: the page locale's UI strings (copy buttons, image viewer). */
export function useEnhancers(html: string, t: Strings): void {
  useEffect(() => {
    const root = content();
    if (!root) return;
    let live = true;
    const cleanups: (() => void)[] = [];
    if (root.querySelector('.vp-tabs,.vp-code-tabs')) {
      void import('../enhance/tabs').then((m) => live && cleanups.push(m.enhanceTabs(root)));
    }
    const copy = window.setTimeout(() => {
      void import('../enhance/copyCode').then((m) => live && cleanups.push(m.enhanceCopyCode(root, t)));
    }, 500);
    let images: HTMLImageElement[] = [];
    const scan = window.setTimeout(() => {
      images = Array.from(root.querySelectorAll<HTMLImageElement>(':not(a) > img:not([data-no-view])'));
    }, 800);
    const onClick = (e: MouseEvent) => {
      const i = images.indexOf(e.target as HTMLImageElement);
      if (i < 0) return;
      void import('../enhance/imageViewer').then((m) => {
        viewer = m;
        m.openViewer(images, i, t);
      });
    };
    root.addEventListener('click', onClick);
    return () => {
      live = false;
      clearTimeout(copy);
      clearTimeout(scan);
      root.removeEventListener('click', onClick);
      cleanups.forEach((c) => c());
      viewer?.closeViewer();
    };
  }, [html, t]);
}
