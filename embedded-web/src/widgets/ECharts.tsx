// ECharts charts (WG-13): the fence body is the option object as JSON; drawn 800 ms after mount, resized
// with the window (debounced 100 ms) and redrawn with the dark theme when the colour mode changes.

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { decodeCode, parseConfig, useDark, useDelay, useFallback, useResize } from './diagram';
import Loading from './Loading';
import type { WidgetProps } from './registry';
import './charts.css';

interface Instance {
  resize(): void;
  dispose(): void;
}

export default function ECharts({ el }: WidgetProps) {
  const option = useMemo(() => parseConfig(decodeCode(el)), [el]);
  const ready = useDelay(800);
  const dark = useDark();
  const [drawn, setDrawn] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Instance | null>(null);
  useFallback(el, drawn);
  useResize(useCallback(() => chart.current?.resize(), []));

  useEffect(() => {
    if (!ready || !option) return;
    let live = true;
    import('echarts').then((echarts) => {
      if (!live || !box.current) return;
      const instance = echarts.init(box.current, dark ? 'dark' : undefined);
      instance.setOption(option);
      chart.current = instance;
      box.current.dataset.theme = dark ? 'dark' : 'light';
      setDrawn(true);
    });
    return () => {
      live = false;
      chart.current?.dispose();
      chart.current = null;
    };
  }, [ready, option, dark]);

  if (!option) return null;
  return (
    <div className="echarts-wrapper">
      {!drawn && (
        <div className="chart-loading">
          <Loading height={360} />
        </div>
      )}
      <div ref={box} className="echarts-canvas" role="img" />
    </div>
  );
}
