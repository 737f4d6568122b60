// The parts every token helper is built from: labelled fields, buttons, alerts, read-only outputs
// with a copy button, and the error box that explains a failed request.

import { createContext, useContext, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { WidgetEnv } from '../registry';
import type { ToolError } from './http';
import { toolStrings, type Strings } from './strings';
import './tools.css';
import { withBase } from '../../lib/base';

export interface ToolContext {
  t: Strings;
  env: WidgetEnv;
}

const Ctx = createContext<ToolContext | null>(null);

export function useTool(): ToolContext {
  const c = useContext(Ctx);
  if (!c) throw new Error('tool component outside <Tool>');
  return c;
}

/** The frame of one tool: gives its parts the strings of the page's language. */
export function Tool({ env, children }: { env: WidgetEnv; children: ReactNode }) {
  return (
    <Ctx.Provider value={{ t: toolStrings(env.t), env }}>
      <div className="tool-widget">{children}</div>
    </Ctx.Provider>
  );
}

/** A form whose submit never reloads the page. */
export function Form({ onSubmit, children, label }: { onSubmit: () => void; children: ReactNode; label?: string }) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form className="tool-form" onSubmit={submit} aria-label={label} noValidate>
      {children}
    </form>
  );
}

interface FieldProps {
  label: string;
  value: string;
  onChange: (v: string) => void;
  type?: 'text' | 'password' | 'tel' | 'url';
  placeholder?: string;
  hint?: string;
  autoComplete?: string;
  invalid?: boolean;
  inputMode?: 'numeric' | 'text' | 'url' | 'tel';
}

export function Field({ label, value, onChange, type = 'text', placeholder, hint, autoComplete = 'off', invalid, inputMode }: FieldProps) {
  const id = useId();
  return (
    <div className="tool-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        spellCheck={false}
        inputMode={inputMode}
        aria-invalid={invalid || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="tool-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

export function Select<V extends string>({ label, value, onChange, options }: { label: string; value: V; onChange: (v: V) => void; options: [V, string][] }) {
  const id = useId();
  return (
    <div className="tool-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="tool-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

interface ButtonProps {
  children: ReactNode;
  onClick?: () => void;
  primary?: boolean;
  busy?: boolean;
  disabled?: boolean;
  submit?: boolean;
}

export function Button({ children, onClick, primary, busy, disabled, submit }: ButtonProps) {
  return (
    <button
      type={submit ? 'submit' : 'button'}
      className={`tool-button${primary ? ' primary' : ''}`}
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {children}
    </button>
  );
}

/** A link to another site (create a client, open a console): drawn as a link with an arrow, so it
 *  is not taken for one of the tool's buttons; external ones open in a new tab. */
export function LinkButton({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useTool();
  const external = /^https?:\/\//.test(href);
  return (
    <a className="tool-link" href={withBase(href)} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {external && <span className="sr-only"> {t.newTab}</span>}
    </a>
  );
}

export function Row({ children }: { children: ReactNode }) {
  return <div className="tool-row">{children}</div>;
}

export function Alert({ kind, title, children }: { kind: 'error' | 'warning' | 'info' | 'success'; title?: string; children?: ReactNode }) {
  const urgent = kind === 'error' || kind === 'warning';
  return (
    <div className={`tool-alert ${kind}`} role={urgent ? 'alert' : 'status'}>
      {title && <p className="tool-alert-title">{title}</p>}
      {children}
    </div>
  );
}

/** The fields a form still needs, one line each; nothing when none is missing. */
export function Missing({ fields }: { fields: string[] }) {
  const { t } = useTool();
  if (fields.length === 0) return null;
  return (
    <Alert kind="error">
      {fields.map((m) => (
        <p key={m}>{t.required(m)}</p>
      ))}
    </Alert>
  );
}

export function Busy({ label }: { label?: string }) {
  const { t } = useTool();
  return (
    <p className="tool-busy" role="status">
      <span className="tool-spinner" aria-hidden="true" />
      {label ?? t.working}
    </p>
  );
}

export function CopyButton({ text, what }: { text: string; what: string }) {
  const { t } = useTool();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    let ok = false;
    try {
      await navigator.clipboard.writeText(text);
      ok = true;
    } catch {
      ok = legacyCopy(text);
    }
    if (!ok) return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), 2000);
  };
  return (
    <button type="button" className="tool-copy" onClick={copy} aria-label={t.copyWhat(what)}>
      <span aria-live="polite">{copied ? t.copied : t.copy}</span>
    </button>
  );
}

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/** A read-only value with a copy button; secrets are masked until shown. */
export function Output({ label, value, secret, multiline }: { label: string; value: string; secret?: boolean; multiline?: boolean }) {
  const { t } = useTool();
  const id = useId();
  const [shown, setShown] = useState(false);
  const rows = Math.min(8, Math.max(2, Math.ceil(value.length / 64)));
  return (
    <div className="tool-field tool-output">
      <label htmlFor={id}>{label}</label>
      <div className="tool-output-line">
        {multiline && !secret ? (
          <textarea id={id} readOnly value={value} rows={rows} spellCheck={false} />
        ) : (
          <input id={id} readOnly value={value} type={secret && !shown ? 'password' : 'text'} spellCheck={false} autoComplete="off" />
        )}
        {secret && (
          <button type="button" className="tool-copy" aria-pressed={shown} onClick={() => setShown(!shown)}>
            {shown ? t.hide : t.show}
          </button>
        )}
        <CopyButton text={value} what={label} />
      </div>
    </div>
  );
}

/** The explanation of a failed request, with the ways forward. */
export function ErrorBox({ error, viaApi, onRetry, restart }: { error: ToolError; viaApi: boolean; onRetry?: () => void; restart?: ReactNode }) {
  const { t } = useTool();
  const title =
    error.kind === 'network' ? t.networkError(error.host) : error.kind === 'api' ? t.apiError(error.host) : t.formatError(error.host);
  return (
    <Alert kind="error" title={title}>
      {error.kind === 'network' && <p>{viaApi ? t.networkApiText : t.networkDirectText}</p>}
      {error.kind === 'api' && (
        <p>
          <code>{error.code}</code>
          {error.detail && ` ${error.detail}`}
        </p>
      )}
      {(onRetry || restart) && (
        <div className="tool-row">
          {onRetry && <Button onClick={onRetry}>{t.tryAgain}</Button>}
          {restart}
        </div>
      )}
    </Alert>
  );
}

export function StartAgain({ href }: { href: string }) {
  const { t } = useTool();
  return (
    <a className="tool-button" href={withBase(href)}>
      {t.startAgain}
    </a>
  );
}

/** The tokens of a successful exchange. */
export function TokenResult({ refresh, access, warnMissing }: { refresh?: string; access?: string; warnMissing?: string }) {
  const { t } = useTool();
  return (
    <div className="tool-result">
      {refresh ? (
        <Output label={t.refreshToken} value={refresh} multiline />
      ) : (
        <Alert kind="warning" title={t.noRefreshToken}>
          {warnMissing && <p>{warnMissing}</p>}
        </Alert>
      )}
      {access && <Output label={t.accessToken} value={access} multiline />}
      <p className="tool-hint">{t.keepSecret}</p>
    </div>
  );
}
