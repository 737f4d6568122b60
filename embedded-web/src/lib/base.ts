// The path the site is mounted under (`/repo/` on a GitHub Pages project site). The server writes
// it into every page as `<meta name="docs-base">` when it is not `/`. The app works with routes
// (`/guide/x.html`) everywhere; this is the one place that turns them into addresses and back.

let cached: string | undefined;

/** `/` or `/repo/`. */
export function base(): string {
  if (cached === undefined) {
    const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="docs-base"]');
    const value = meta?.getAttribute('content') ?? '/';
    cached = value.startsWith('/') && value.endsWith('/') ? value : '/';
  }
  return cached;
}

/** The address of a site-absolute path under the base: `/guide/x.html` → `/repo/guide/x.html`.
 *  Anything else (`https://…`, `//cdn/…`, `#top`, relative paths) is returned as is. */
export function withBase(path: string, root?: string): string;
export function withBase(path: string | undefined, root?: string): string | undefined;
export function withBase(path: string | undefined, root: string = base()): string | undefined {
  if (path === undefined || root === '/' || !path.startsWith('/') || path.startsWith('//')) return path;
  return root + path.slice(1);
}

/** The route of an address under the base (`/repo/zh/` → `/zh/`; `/repo` → `/`); null when the
 *  address lies outside the site. */
export function stripBase(pathname: string, root: string = base()): string | null {
  if (root === '/') return pathname;
  if (pathname === root.slice(0, -1)) return '/';
  return pathname.startsWith(root) ? pathname.slice(root.length - 1) : null;
}
