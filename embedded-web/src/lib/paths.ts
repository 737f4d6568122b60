// Route helpers, no DOM. Mirrors cli/site/route.rs.

import type { PageData } from '../types';

/** Routes a non-canonical path may mean, in order: `/a/b` → `/a/b.html`, `/a/b/`. */
export function candidates(path: string): string[] {
  const out: string[] = [];
  if (path.endsWith('index.html')) out.push(path.slice(0, -'index.html'.length));
  if (!path.endsWith('/') && !path.endsWith('.html')) out.push(`${path}.html`, `${path}/`);
  return out;
}

/** `text` decoded by `decode`; as it is when it is not valid percent-encoding: an address is text
 *  anyone can type (`#%E0%A4%A`, `#%`), and decodeURI/decodeURIComponent throw on it. */
function decodedWith(decode: (text: string) => string, text: string): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}

/** A path as its characters (`/zh/tag/%E5%9C%86/` → `/zh/tag/圆/`); as it is when it is not valid
 *  percent-encoding. */
export function decodedPath(path: string): string {
  return decodedWith(decodeURI, path);
}

/** A URL hash, heading id or other single URL component (a file name) as its characters (`#%E5%AE%89%E8%A3%85` → `#安装`), every escape
 *  decoded as heading ids are compared; as it is when it is not valid percent-encoding. */
export function decodedHash(hash: string): string {
  return decodedWith(decodeURIComponent, hash);
}

/** Longest locale prefix the path starts with (`/` when none). */
export function localeOf(path: string, prefixes: string[]): string {
  return prefixes.filter((p) => path.startsWith(p)).sort((a, b) => b.length - a.length)[0] ?? '/';
}

/** Whether `route` is `link` itself or inside the folder `link` points at. A locale's home
 *  (`homes`: the site's locale prefixes, as routes without the base) holds every page of its
 *  locale, so it is active only on itself. Mirrors cli/document/shell/navbar.rs `is_active`, which
 *  draws the first paint. */
export function isActiveLink(link: string, route: string, homes: readonly string[]): boolean {
  if (link === route) return true;
  if (!link.endsWith('/')) return false;
  return !homes.includes(link) && route.startsWith(link);
}

/** Whether a link leaves the site. */
export function isExternal(link: string): boolean {
  return /^(https?:)?\/\//.test(link) || /^(mailto|tel):/.test(link);
}

/** Where the language menu sends a reader (NAV-05): the current page for its own locale, the twin in
 *  another locale when it exists (hash and query kept), else that locale's home. A not-found page is
 *  no page: every entry leads home (the server's not-found data has the locale home as its route,
 *  the app puts the missing path there). */
export function localeLink(page: Pick<PageData, 'route' | 'locale' | 'twins' | 'layout'>, prefix: string, suffix: string): string {
  if (prefix === page.locale && page.layout !== 'notFound') return page.route + suffix;
  const twin = page.twins[prefix];
  return twin ? twin + suffix : prefix;
}
