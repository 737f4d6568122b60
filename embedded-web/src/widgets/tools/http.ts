// One request helper for every tool: it never throws, and sorts failures into the three cases the
// pages explain differently (could not connect, the service answered with an error, unreadable answer).
// Nothing here logs: bodies carry tokens.

import { answerError } from './lib';

export type ToolError =
  | { kind: 'network'; host: string }
  | { kind: 'api'; host: string; code: string; detail: string }
  | { kind: 'format'; host: string };

export type Outcome<T> = { ok: true; data: T } | { ok: false; error: ToolError };

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Fetch a URL and read its JSON answer. */
export async function request<T>(url: string, init?: RequestInit): Promise<Outcome<T>> {
  const host = hostOf(url);
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer', ...init });
  } catch {
    return { ok: false, error: { kind: 'network', host } };
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return {
      ok: false,
      error: res.ok ? { kind: 'format', host } : { kind: 'api', host, code: `HTTP ${res.status}`, detail: res.statusText },
    };
  }
  const err = answerError(body);
  if (err) return { ok: false, error: { kind: 'api', host, ...err } };
  if (!res.ok) return { ok: false, error: { kind: 'api', host, code: `HTTP ${res.status}`, detail: res.statusText } };
  if (!body || typeof body !== 'object') return { ok: false, error: { kind: 'format', host } };
  return { ok: true, data: body as T };
}

export function postJson<T>(url: string, body: unknown): Promise<Outcome<T>> {
  return request<T>(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

export function postForm<T>(url: string, form: Record<string, string>): Promise<Outcome<T>> {
  return request<T>(url, { method: 'POST', body: new URLSearchParams(form) });
}

/** What the token endpoints answer (fields vary by provider). */
export interface TokenAnswer {
  refresh_token?: string;
  access_token?: string;
  expires_in?: number;
}
