// The API base the tool widgets call (API-01..04): `cf` is the hosted API from `site.yaml`
// (`apiSelector`), `local` a copy of the API on the reader's machine, offered only when the site
// itself is opened from localhost or an IP address. The choice lives in localStorage `api_name`.

import { useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '../lib/storage';

export const API_KEY = 'api_name';

export interface ApiOption {
  key: string;
  url: string;
}

interface ApiConfig {
  default?: string;
  options?: Record<string, unknown>;
  localPort?: number;
}

/** Whether the page is served from this machine or a bare IP address (where a local API makes sense). */
export function isLocalOrigin(origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname;
  } catch {
    return false;
  }
  return host === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');
}

export function apiOptions(config: unknown, origin: string): ApiOption[] {
  const c = (config ?? {}) as ApiConfig;
  const options = Object.entries(c.options ?? {})
    .filter((e): e is [string, string] => typeof e[1] === 'string')
    .map(([key, url]) => ({ key, url: url.replace(/\/+$/, '') }));
  if (isLocalOrigin(origin)) options.push({ key: 'local', url: `http://localhost:${c.localPort ?? 3002}` });
  return options;
}

/** The stored key when it is one of the options, else the configured default (`cf`), else the first. */
export function selectedKey(config: unknown, options: ApiOption[], stored: string | null): string {
  if (stored && options.some((o) => o.key === stored)) return stored;
  const fallback = ((config ?? {}) as ApiConfig).default ?? 'cf';
  return options.some((o) => o.key === fallback) ? fallback : (options[0]?.key ?? fallback);
}

const listeners = new Set<() => void>();
const onStorage = (e: StorageEvent) => {
  if (e.key === API_KEY) listeners.forEach((l) => l());
};

// Another browser tab changing the choice updates this one too.
function subscribe(cb: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(cb);
  return () => {
    listeners.delete(cb);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The base URL to call right now (API-04: read at call time, never cached). */
export function apiBase(config: unknown): string {
  const options = apiOptions(config, location.origin);
  const key = selectedKey(config, options, readStorage(API_KEY));
  return options.find((o) => o.key === key)?.url ?? '';
}

/** Options, the current key and a setter; every selector on the page follows the same value. */
export function useApi(config: unknown) {
  const options = apiOptions(config, location.origin);
  const stored = useSyncExternalStore(subscribe, () => readStorage(API_KEY));
  const key = selectedKey(config, options, stored);
  const setKey = (next: string) => {
    writeStorage(API_KEY, next);
    listeners.forEach((l) => l());
  };
  return { options, key, setKey, base: options.find((o) => o.key === key)?.url ?? '' };
}
