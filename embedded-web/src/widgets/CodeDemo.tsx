// Code demo (WG-09, WG-10) over the server's `::: normal-demo` placeholder: the demo's HTML and CSS are
// shown in a shadow root 800 ms after mount; the code (the server's highlighted blocks, moved in here)
// is collapsed by default; CodePen and JSFiddle open in a new window through a form POST.
// The demo's JavaScript is not run here: the site's CSP allows no inline or evaluated scripts, so the
// script runs in CodePen / JSFiddle only (a note says so). Preprocessed parts (scss, markdown…) are
// not compiled in the page either; they go to CodePen with the matching `*_pre_processor`.

import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useDelay } from './diagram';
import Loading from './Loading';
import type { WidgetProps } from './registry';
import './CodeDemo.css';

const HTML_PRE: Record<string, string> = { html: 'none', vue: 'none', md: 'markdown', markdown: 'markdown', slim: 'slim', haml: 'haml' };
const JS_PRE: Record<string, string> = { js: 'none', javascript: 'none', coffee: 'coffeescript', ts: 'typescript', typescript: 'typescript', ls: 'livescript', livescript: 'livescript', jsx: 'babel' };
const CSS_PRE: Record<string, string> = { css: 'none', less: 'less', sass: 'sass', scss: 'scss', stylus: 'stylus', styl: 'stylus' };
const pre = (map: Record<string, string>, lang: string | undefined) => map[lang ?? ''] ?? 'none';

/** The `data` field CodePen's prefill endpoint reads. */
export function codepenData(p: Record<string, string>): string {
  return JSON.stringify({
    title: p.title ?? '',
    html: p.html ?? '',
    js: p.js ?? '',
    css: p.css ?? '',
    js_external: '',
    css_external: '',
    layout: 'left',
    editors: '101',
    html_pre_processor: pre(HTML_PRE, p.htmlLang),
    js_pre_processor: pre(JS_PRE, p.jsLang),
    css_pre_processor: pre(CSS_PRE, p.cssLang),
  });
}

function Hidden({ name, value }: { name: string; value: string }) {
  return <input type="hidden" name={name} value={value} />;
}

export default function CodeDemo({ props, el, env }: WidgetProps) {
  const t = env.t;
  const id = useId();
  const ready = useDelay(800);
  const [open, setOpen] = useState(false);
  const [height, setHeight] = useState(0);
  const display = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);

  // The server's highlighted code moves into the collapsible wrapper; its no-JS frame is hidden.
  useLayoutEffect(() => {
    const fallback = el.querySelector<HTMLElement>(':scope > .vp-code-demo-fallback');
    const code = fallback?.querySelector('.vp-code-demo-code');
    if (code && wrapper.current) wrapper.current.append(code);
    if (fallback) fallback.hidden = true;
  }, [el]);

  useEffect(() => {
    const host = display.current;
    if (!ready || !host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const css = pre(CSS_PRE, props.cssLang) === 'none' ? (props.css ?? '') : '';
    const html = pre(HTML_PRE, props.htmlLang) === 'none' ? (props.html ?? '') : '';
    const style = document.createElement('style');
    style.textContent = css;
    const app = document.createElement('div');
    app.className = 'code-demo-app';
    app.innerHTML = html;
    root.replaceChildren(style, app);
  }, [ready, props.css, props.html, props.cssLang, props.htmlLang]);

  const toggle = () => {
    setHeight(open ? 0 : (wrapper.current?.firstElementChild?.scrollHeight ?? 0) + 13.8);
    setOpen(!open);
  };

  return (
    <>
      <div className="vp-code-demo-header">
        <button type="button" className={`vp-code-demo-toggle-button ${open ? 'down' : 'end'}`} aria-label={t.codeDemoToggle} title={t.codeDemoToggle} aria-expanded={open} aria-controls={id} onClick={toggle} />
        {props.title && <span className="vp-code-demo-title">{props.title}</span>}
        <form className="code-demo-jsfiddle" target="_blank" action="https://jsfiddle.net/api/post/library/pure/" method="post">
          <Hidden name="title" value={props.title ?? ''} />
          <Hidden name="html" value={props.html ?? ''} />
          <Hidden name="js" value={props.js ?? ''} />
          <Hidden name="css" value={props.css ?? ''} />
          <Hidden name="wrap" value="1" />
          <Hidden name="panel_js" value={pre(JS_PRE, props.jsLang) === 'typescript' ? '4' : props.jsLang === 'jsx' ? '3' : '0'} />
          <Hidden name="panel_css" value={props.cssLang === 'scss' ? '1' : '0'} />
          <button type="submit" className="jsfiddle-button" aria-label={t.codeDemoJsfiddle} title={t.codeDemoJsfiddle} />
        </form>
        <form className="code-demo-codepen" target="_blank" action="https://codepen.io/pen/define" method="post">
          <Hidden name="data" value={codepenData(props)} />
          <button type="submit" className="codepen-button" aria-label={t.codeDemoCodepen} title={t.codeDemoCodepen} />
        </form>
      </div>
      <div className="vp-code-demo-display">
        {!ready && <Loading />}
        <div ref={display} className="vp-code-demo-frame" />
        {ready && props.js && <p className="vp-code-demo-note">{t.codeDemoScript}</p>}
      </div>
      <div ref={wrapper} id={id} className="vp-code-demo-code-wrapper" style={{ height }} inert={!open} />
    </>
  );
}
