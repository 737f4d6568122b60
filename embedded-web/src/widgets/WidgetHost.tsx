// Mounts a React widget into every `[data-widget]` placeholder on the page (a portal per element),
// after each page change. The content HTML stays as the server rendered it; widgets only add to it.

import { Component, createElement, lazy, Suspense, useLayoutEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Strings } from '../i18n';
import Loading from './Loading';
import { loaders, type WidgetEnv, type WidgetProps } from './registry';

const components = new Map<string, LazyExoticComponent<ComponentType<WidgetProps>>>();

function component(name: string) {
  let c = components.get(name);
  if (!c) {
    c = lazy(loaders[name]);
    components.set(name, c);
  }
  return c;
}

function parseProps(raw: string | undefined): Record<string, string> {
  try {
    const value: unknown = JSON.parse(raw || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

interface Found {
  key: string;
  name: string;
  el: HTMLElement;
  props: Record<string, string>;
}

/** A widget that throws (or whose chunk fails to load) offers a reload; the rest of the page stays. */
class Boundary extends Component<{ t: Strings; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    const { t } = this.props;
    return (
      <div className="widget-error" role="alert">
        {t.widgetFailed}{' '}
        <button type="button" onClick={() => location.reload()}>
          {t.reload}
        </button>
      </div>
    );
  }
}

/** `scanKey` changes whenever the placeholders may have changed (a new page, a new layout). */
export default function WidgetHost({ scanKey, env }: { scanKey: string; env: WidgetEnv }) {
  const [found, setFound] = useState<Found[]>([]);
  useLayoutEffect(() => {
    const els = Array.from(document.querySelectorAll<HTMLElement>('[data-widget]'));
    const next: Found[] = [];
    els.forEach((el, i) => {
      const name = el.dataset.widget ?? '';
      if (!(name in loaders)) {
        if (import.meta.env.DEV) console.warn(`[widgets] unknown widget "${name}"`);
        return;
      }
      next.push({ key: `${scanKey}#${i}`, name, el, props: parseProps(el.dataset.props) });
    });
    setFound(next);
  }, [scanKey]);
  return found.map((w) =>
    createPortal(
      <Boundary t={env.t}>
        <Suspense fallback={<Loading />}>{createElement(component(w.name), { props: w.props, el: w.el, env })}</Suspense>
      </Boundary>,
      w.el,
      w.key,
    ),
  );
}
