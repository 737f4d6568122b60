// flowchart.js diagrams (WG-12): preset from the fence (`vue` default, `ant`, `pie`), drawn 800 ms after
// mount at scale 0.8 / 0.9 / 1 by window width (redrawn on resize, debounced 100 ms) and on colour change.

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { decodeCode, useDark, useDelay, useFallback, useResize } from './diagram';
import Loading from './Loading';
import type { WidgetProps } from './registry';
import './charts.css';

type Options = Record<string, unknown>;

const base = { 'line-width': 2, 'line-length': 50, 'text-margin': 10, 'font-size': 14, 'arrow-end': 'block', 'yes-text': 'Yes', 'no-text': 'No' };

/** Shapes per preset: which symbols are filled with which colour. */
function preset(name: string, dark: boolean): Options {
  const text = dark ? '#d6d9de' : '#2c3e50';
  const line = dark ? '#9aa2ad' : '#2c3e50';
  const plain = { 'font-color': text, 'line-color': line, 'element-color': line, fill: dark ? '#1e2128' : '#fff' };
  const filled = (fill: string) => ({ 'font-color': '#fff', 'element-color': fill, fill });
  switch (name) {
    case 'ant':
      return {
        ...base,
        ...plain,
        'line-width': 1,
        symbols: {
          start: filled('#595959'),
          end: filled('#595959'),
          operation: filled('#1890ff'),
          inputoutput: filled('#1890ff'),
          subroutine: filled('#ff485e'),
          condition: filled('#ff485e'),
          parallel: filled('#1890ff'),
        },
      };
    case 'pie':
      return {
        ...base,
        ...plain,
        'line-width': 1,
        symbols: {
          start: filled('#ff6f61'),
          end: filled('#ff6f61'),
          operation: filled('#f1a86c'),
          inputoutput: filled('#f1a86c'),
          subroutine: filled('#9b7ed8'),
          condition: filled('#4cbfa6'),
          parallel: filled('#f1a86c'),
        },
      };
    default:
      return {
        ...base,
        ...plain,
        symbols: {
          start: filled('#4abf8a'),
          end: filled('#4abf8a'),
          condition: { 'element-color': '#4abf8a' },
          inputoutput: { 'element-color': '#4abf8a' },
        },
      };
  }
}

/** 0.8 on narrow phones, 1 on wide screens, else 0.9. */
export const scaleFor = (width: number) => (width < 419 ? 0.8 : width > 1280 ? 1 : 0.9);

export default function FlowChart({ el }: WidgetProps) {
  const code = useMemo(() => decodeCode(el), [el]);
  const name = el.dataset.preset || 'vue';
  const ready = useDelay(800);
  const dark = useDark();
  const [scale, setScale] = useState(() => scaleFor(innerWidth));
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useFallback(el, drawn);
  useResize(useCallback(() => setScale(scaleFor(innerWidth)), []));

  useEffect(() => {
    if (!ready || !code) return;
    let live = true;
    import('flowchart.js')
      .then(({ default: flowchart }) => {
        const target = box.current;
        if (!live || !target) return;
        target.replaceChildren();
        flowchart.parse(code).drawSVG(target, { ...preset(name, dark), scale });
        target.dataset.scale = String(scale);
        setDrawn(true);
      })
      .catch(() => live && setFailed(true)); // The fallback source stays visible.
    return () => {
      live = false;
    };
  }, [ready, code, name, dark, scale]);

  return (
    <>
      {!drawn && !failed && <Loading height={192} />}
      <div ref={box} className="flowchart-wrapper" data-preset={name} />
    </>
  );
}
