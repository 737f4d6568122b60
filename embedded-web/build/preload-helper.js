// Stands in for Vite's `\0vite/preload-helper.js` (see vite.config.ts): what every lazy `import()`
// goes through to fetch the chunk's stylesheets (and its own imports, as modulepreload) beside it.
// Vite's helper also covers browsers without modulepreload, CSP nonces and non-relative bases, none
// of which this site needs; this one is a third of its size in the first load. Same contract: a
// stylesheet or chunk that fails raises a cancelable `vite:preloadError` on window, and the import
// rejects unless a listener prevented it.

const seen = {};

function fail(err) {
  const e = new Event('vite:preloadError', { cancelable: true });
  e.payload = err;
  window.dispatchEvent(e);
  if (!e.defaultPrevented) throw err;
}

function fetchDep(dep, importer) {
  const href = new URL(dep, importer).href;
  if (href in seen) return seen[href];
  const css = href.endsWith('.css');
  for (const l of document.getElementsByTagName('link')) {
    if (l.href === href && (!css || l.rel === 'stylesheet')) return (seen[href] = undefined);
  }
  const link = document.createElement('link');
  link.rel = css ? 'stylesheet' : 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
  return (seen[href] = css
    ? new Promise((resolve, reject) => {
        link.onload = resolve;
        link.onerror = () => reject(new Error(`Unable to preload CSS for ${href}`));
      })
    : undefined);
}

export const __vitePreload = (load, deps, importer) =>
  Promise.all((deps || []).map((dep) => Promise.resolve(fetchDep(dep, importer)).catch(fail))).then(() => load().catch(fail));
