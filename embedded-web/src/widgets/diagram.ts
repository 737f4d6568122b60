// Shared by the diagram and chart widgets (WG-11..13): the decoded fence source, the 800 ms delay
// before the first drawing, the colour mode to follow, and the server's `<pre>` fallback to hide.

import { useEffect, useState, useSyncExternalStore } from 'react';

/** The `data-code` of a placeholder: base64 of the UTF-8 source. */
export function decodeCode(el: HTMLElement): string {
  try {
    const bin = atob(el.dataset.code ?? '');
    return new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return '';
  }
}

/** False for the first `ms` milliseconds after mount (the widget DOM delay), then true. */
export function useDelay(ms = 800): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(t);
  }, [ms]);
  return ready;
}

const subscribe = (cb: () => void) => {
  const o = new MutationObserver(cb);
  o.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => o.disconnect();
};

/** Whether the page is in dark mode; changes with `<html data-theme>`. */
export function useDark(): boolean {
  return useSyncExternalStore(subscribe, () => document.documentElement.dataset.theme === 'dark');
}

/** Hide the server's `<pre class="widget-fallback">` once the widget has drawn. */
export function useFallback(el: HTMLElement, drawn: boolean): void {
  useEffect(() => {
    const pre = el.querySelector<HTMLElement>(':scope > .widget-fallback');
    if (pre) pre.hidden = drawn;
  }, [el, drawn]);
}

/** Call `fn` after the window has stopped resizing for `ms`. */
export function useResize(fn: () => void, ms = 100): void {
  useEffect(() => {
    let t = 0;
    const on = () => {
      clearTimeout(t);
      t = window.setTimeout(fn, ms);
    };
    addEventListener('resize', on);
    return () => {
      removeEventListener('resize', on);
      clearTimeout(t);
    };
  }, [fn, ms]);
}

/** A chart's JSON config (an object), or null when the fence holds something else. */
export function parseConfig(code: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(code);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
