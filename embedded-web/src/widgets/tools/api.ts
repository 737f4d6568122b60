// The helper API address, read from the selector at the moment of each call (API-04).

import { apiBase } from '../api';
import type { WidgetEnv } from '../registry';

export function api(env: WidgetEnv, path: string): string {
  return apiBase(env.site.apiSelector) + path;
}
