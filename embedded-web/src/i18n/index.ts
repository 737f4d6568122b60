// UI strings. The server chooses every string the app shows for a locale (cli/site/ui_strings.rs,
// from the one table both read: strings.json) and sends them chosen, as `ui` in the locale data;
// the app reads them and never picks a language itself. Only the type comes from the table, so no
// string table is in any chunk.

import type table from './strings.json';
import type { LocaleData } from '../types';

export type Strings = (typeof table)['app']['en'];
/** A bundled language (a key of the table); the server names the one a locale reads (locale data
 *  `strings`); widgets get it as `env.lang`, their strings come in `ui` like all others. */
export type Lang = keyof (typeof table)['app'];

/** A key with no text reads as itself (data from a server older than the app), never `undefined`. */
const missing = new Proxy({} as Strings, { get: (_, key) => String(key) });

/** The UI strings of a locale's data as the server chose them. */
export function strings(locale: Pick<LocaleData, 'ui'> | null | undefined): Strings {
  return (locale?.ui as Strings | undefined) ?? missing;
}
