// The shared shape of a callback page: read what the provider put into the address, refuse early
// with a clear message when something is missing, exchange the code once, show the token.

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Outcome, ToolError, TokenAnswer } from './http';
import type { WidgetProps } from '../registry';
import { localPath, readQuery, type CallbackQuery } from './lib';
import { Alert, Busy, ErrorBox, Output, StartAgain, TokenResult, Tool, useTool, type ToolContext } from './ui';

export type Run<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; data: T }
  | { status: 'failed'; error: ToolError };

/** A request started by the page or a button; a second start while one runs is ignored. */
export function useRun<T>() {
  const [run, setRun] = useState<Run<T>>({ status: 'idle' });
  const busy = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const start = useCallback(async (task: () => Promise<Outcome<T>>): Promise<Outcome<T> | null> => {
    if (busy.current) return null;
    busy.current = true;
    setRun({ status: 'loading' });
    const out = await task();
    busy.current = false;
    if (alive.current) setRun(out.ok ? { status: 'done', data: out.data } : { status: 'failed', error: out.error });
    return out;
  }, []);
  const reset = useCallback(() => setRun({ status: 'idle' }), []);
  return { run, start, reset };
}

export interface Detail {
  label: string;
  value: string;
  secret?: boolean;
}

export interface CallbackSpec<C> {
  /** The client details the exchange needs, from the query; null when the state is missing or damaged. */
  parse: (q: CallbackQuery) => C | null;
  exchange: (ctx: C, code: string) => Promise<Outcome<TokenAnswer>>;
  /** Whether the exchange goes through the selectable helper API (changes the network advice). */
  viaApi: boolean;
  /** The page the flow begins on, in the reader's locale (`/tool/dropbox/request.html`). */
  restart: string;
  details?: (ctx: C) => Detail[];
  /** Shown under the token (e.g. the SharePoint site ID lookup). */
  extra?: (token: TokenAnswer, ctx: C) => ReactNode;
  /** A way to begin the flow on this page, shown under the missing-code and provider errors. */
  start?: ReactNode;
  /** Shown instead of the missing-state error when the page can ask the reader for the details. */
  askContext?: (use: (ctx: C) => void) => ReactNode;
  noRefreshHint?: string;
  showAccess?: boolean;
}

/**
 * Exchanges by page and code. An authorization code works once, so if the widget is mounted again
 * (a re-render of the page) it gets the same answer instead of spending the code a second time.
 * Failed exchanges are forgotten, and "try again" always asks anew. Memory only, for this page load.
 */
const exchanges = new Map<string, Promise<Outcome<TokenAnswer>>>();

function exchangeOnce(key: string, task: () => Promise<Outcome<TokenAnswer>>, fresh: boolean): Promise<Outcome<TokenAnswer>> {
  let pending = fresh ? undefined : exchanges.get(key);
  if (!pending) {
    pending = task().then((out) => {
      if (!out.ok) exchanges.delete(key);
      return out;
    });
    exchanges.set(key, pending);
  }
  return pending;
}

export function CallbackFlow<C>({ spec }: { spec: CallbackSpec<C> }) {
  const { t, env } = useTool();
  const restart = <StartAgain href={localPath(env.locale, spec.restart)} />;
  const [query] = useState(() => readQuery(window.location.search));
  const [ctx, setCtx] = useState<C | null>(() => spec.parse(query));
  const { run, start } = useRun<TokenAnswer>();
  const exchange = useCallback(
    (c: C, fresh = false) => {
      const code = query.code;
      if (code) void start(() => exchangeOnce(`${window.location.pathname}|${code}`, () => spec.exchange(c, code), fresh));
    },
    // `spec` is a constant of its module, so it is left out of the dependencies.
    [query.code, start],
  );
  const started = useRef(false);
  useEffect(() => {
    if (started.current || query.error || !query.code || !ctx) return;
    started.current = true;
    exchange(ctx);
  }, [ctx, exchange, query.code, query.error]);

  if (query.error) {
    return (
      <>
        <Alert kind="error" title={t.providerError(query.error)}>
          {query.errorDescription && <p>{query.errorDescription}</p>}
          {!spec.start && <div className="tool-row">{restart}</div>}
        </Alert>
        {spec.start}
      </>
    );
  }
  if (!query.code) {
    return (
      <>
        <Alert kind="error" title={t.missingCode}>
          <p>{t.missingCodeText}</p>
          {!spec.start && <div className="tool-row">{restart}</div>}
        </Alert>
        {spec.start}
      </>
    );
  }
  if (!ctx) {
    if (spec.askContext) return <>{spec.askContext(setCtx)}</>;
    return (
      <Alert kind="error" title={t.missingState}>
        <p>{t.missingStateText}</p>
        <div className="tool-row">{restart}</div>
      </Alert>
    );
  }
  return (
    <>
      {spec.details?.(ctx).map((d) => (
        <Output key={d.label} label={d.label} value={d.value} secret={d.secret} />
      ))}
      {run.status === 'loading' && <Busy />}
      {run.status === 'failed' && <ErrorBox error={run.error} viaApi={spec.viaApi} onRetry={() => exchange(ctx, true)} restart={restart} />}
      {run.status === 'done' && (
        <>
          <TokenResult refresh={run.data.refresh_token} access={spec.showAccess ? run.data.access_token : undefined} warnMissing={spec.noRefreshHint} />
          {spec.extra?.(run.data, ctx)}
        </>
      )}
    </>
  );
}

/** The client ID and secret a callback received, as the details it lists (the secret hidden). */
export function clientDetails(t: ToolContext['t'], c: { clientId: string; clientSecret: string }): Detail[] {
  return [
    { label: t.clientId, value: c.clientId },
    { label: t.clientSecret, value: c.clientSecret, secret: true },
  ];
}

/** A provider's callback page: the one flow above, given only what differs for that provider. */
export function callbackPage<C>(spec: (tool: ToolContext) => CallbackSpec<C>) {
  function Body() {
    return <CallbackFlow spec={spec(useTool())} />;
  }
  return function Callback({ env }: WidgetProps) {
    return (
      <Tool env={env}>
        <Body />
      </Tool>
    );
  };
}
