// Mermaid diagrams (WG-11): drawn 800 ms after mount with the theme's `base` variables, redrawn when the
// colour mode changes; a preview overlay and an SVG download. The library is fetched by this chunk only.

import { useEffect, useMemo, useRef, useState } from 'react';
import { decodeCode, useDark, useDelay, useFallback } from './diagram';
import Loading from './Loading';
import type { WidgetProps } from './registry';
import './Mermaid.css';

let seq = 0;

/** The theme's variables for mermaid's `base` theme. */
export function themeVariables(dark: boolean): Record<string, string | boolean> {
  return {
    dark,
    background: dark ? '#1e1e1e' : '#fff',
    primaryColor: dark ? '#389d70' : '#4abf8a',
    primaryBorderColor: dark ? '#389d70' : '#4abf8a',
    primaryTextColor: '#fff',
    secondaryColor: '#ffb500',
    secondaryBorderColor: dark ? '#fff' : '#000',
    secondaryTextColor: dark ? '#ddd' : '#333',
    tertiaryColor: dark ? '#282828' : '#efeef4',
    tertiaryBorderColor: dark ? '#bbb' : '#242424',
    tertiaryTextColor: dark ? '#ddd' : '#333',
    noteBkgColor: dark ? '#f6d365' : '#fff5ad',
    noteTextColor: '#242424',
    noteBorderColor: dark ? '#f6d365' : '#333',
    lineColor: dark ? '#d3d3d3' : '#333',
    textColor: dark ? '#fff' : '#242424',
    mainBkg: dark ? '#389d70' : '#4abf8a',
    errorBkgColor: '#eb4d5d',
    errorTextColor: '#fff',
    nodeBorder: dark ? '#389d70' : '#4abf8a',
    nodeTextColor: dark ? '#fff' : '#242424',
    signalTextColor: dark ? '#9e9e9e' : '#242424',
    classText: '#fff',
    labelColor: '#fff',
    titleColor: dark ? '#fff' : '#242424',
    edgeLabelBackground: dark ? '#1e1e1e' : '#fff',
    clusterBkg: dark ? '#282828' : '#efeef4',
    clusterBorder: dark ? '#bbb' : '#242424',
  };
}

/** The `title:` of a leading `---` block, for the download's file name. */
function titleOf(code: string): string {
  return /^---\s*\n(?:[^\n]*\n)*?\s*title:\s*(.+)\n/.exec(code)?.[1].trim() ?? '';
}

export default function Mermaid({ el, env }: WidgetProps) {
  const t = env.t;
  const code = useMemo(() => decodeCode(el), [el]);
  const ready = useDelay(800);
  const dark = useDark();
  const [svg, setSvg] = useState('');
  const [failed, setFailed] = useState(false);
  const drawn = useRef<HTMLDivElement>(null);
  useFallback(el, svg !== '');

  useEffect(() => {
    if (!ready || !code) return;
    let live = true;
    const id = `mermaid-${++seq}`;
    import('mermaid')
      .then(async ({ default: mermaid }) => {
        mermaid.initialize({ startOnLoad: false, theme: 'base', themeVariables: themeVariables(dark), flowchart: { useMaxWidth: false }, securityLevel: 'strict' });
        const out = await mermaid.render(id, code);
        if (live) setSvg(out.svg);
      })
      .catch(() => {
        document.getElementById(`d${id}`)?.remove(); // mermaid's scratch element after a parse error
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [ready, dark, code]);

  // The preview is the shared zoom overlay (the dialog pattern, the page's colours), as figures use.
  const preview = () => {
    const copy = drawn.current?.querySelector('svg')?.cloneNode(true) as Element | undefined;
    if (copy) void import('../enhance/zoom').then((m) => m.openZoom(copy, { dialog: t.mermaidPreview, close: t.mermaidClose }, 'mermaid-preview'));
  };
  useEffect(() => () => void import('../enhance/zoom').then((m) => m.closeZoom()), []);

  const download = () => {
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${titleOf(code).replace(/[\\/:*?"<>|]/g, '_') || 'mermaid'}.svg`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  if (failed) return <p className="widget-error" role="alert">{t.mermaidFailed}</p>;
  if (!svg) return <Loading height={96} />;
  return (
    <>
      <div className="mermaid-actions">
        <button type="button" className="preview-button" aria-label={t.mermaidPreview} title={t.mermaidPreview} onClick={preview} />
        <button type="button" className="download-button" aria-label={t.mermaidDownload} title={t.mermaidDownload} onClick={download} />
      </div>
      {/* A diagram wider than the column is scaled to fit it (issue 59 item 11); a click zooms it. */}
      <div ref={drawn} className="mermaid-wrapper" onClick={preview} dangerouslySetInnerHTML={{ __html: svg }} />
    </>
  );
}
