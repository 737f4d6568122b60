// Chart.js charts (WG-13): the fence body is the chart config as JSON (no evaluated JavaScript: the CSP
// forbids it); drawn 800 ms after mount and redrawn in the other colour mode's text and grid colours.

import { useEffect, useMemo, useRef, useState } from 'react';
import { decodeCode, parseConfig, useDark, useDelay, useFallback } from './diagram';
import Loading from './Loading';
import type { WidgetProps } from './registry';
import './charts.css';

export default function ChartJS({ el }: WidgetProps) {
  const config = useMemo(() => parseConfig(decodeCode(el)), [el]);
  const ready = useDelay(800);
  const dark = useDark();
  const [drawn, setDrawn] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  useFallback(el, drawn);

  useEffect(() => {
    if (!ready || !config) return;
    let live = true;
    let chart: { destroy(): void } | undefined;
    import('chart.js').then(({ Chart, registerables }) => {
      if (!live || !canvas.current) return;
      Chart.register(...registerables);
      Chart.defaults.color = dark ? '#d6d9de' : '#57606a';
      Chart.defaults.borderColor = dark ? 'rgba(255,255,255,0.15)' : 'rgba(0,0,0,0.1)';
      // Chart.js mutates what it is given; every drawing gets its own copy.
      chart = new Chart(canvas.current, structuredClone(config) as never);
      canvas.current.dataset.theme = dark ? 'dark' : 'light';
      setDrawn(true);
    });
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [ready, config, dark]);

  if (!config) return null; // Not JSON: the source stays as the fallback.
  return (
    <div className="chartjs-wrapper">
      {!drawn && (
        <div className="chart-loading">
          <Loading height={192} />
        </div>
      )}
      <canvas ref={canvas} role="img" />
    </div>
  );
}
