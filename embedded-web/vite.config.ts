import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { iconMasks } from './build/icon-masks';

/** Swap Vite's preload helper for build/preload-helper.js (same contract, a third of the bytes in
 *  every page's first load, issue 19): the helper's module only re-exports ours. */
function slimPreloadHelper(): Plugin {
  const ours = JSON.stringify(decodeURIComponent(new URL('./build/preload-helper.js', import.meta.url).pathname));
  return {
    name: 'docs:slim-preload-helper',
    apply: 'build',
    transform: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler: () => ({ code: `export { __vitePreload } from ${ours};`, map: null }),
    },
  };
}

// The Rust binary embeds dist/ and fills index.html's <!--docs-…--> slots per page.
export default defineConfig({
  plugins: [react(), slimPreloadHelper(), iconMasks()],
  // Chunks find each other (and their CSS) relative to the importing module, not from '/': the same
  // build then works when the site is mounted under a base path (`docs build --base /repo/`). The
  // server puts index.html's own '/assets/...' URLs under the base.
  experimental: {
    renderBuiltUrl: (_file, { hostType }) => (hostType === 'html' ? undefined : { relative: true }),
  },
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: which stylesheets each layout's body chunk needs, read by the server
    // to link them in the head of the pages of that kind (cli/web/kind_styles.rs).
    manifest: true,
    assetsDir: 'assets',
    emptyOutDir: true,
    // An SVG a stylesheet references stays a file (the icon shapes, build/icon-masks.ts): inlined, every
    // page's first-load stylesheet would carry all of them.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
    target: 'es2022',
    modulePreload: {
      polyfill: false,
      // React and the bundler runtime are modulepreloaded by index.html itself: a lazy chunk need not
      // list them again (each listing is bytes in the first load and a lookup when it is imported).
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((d) => !/(^|\/)(react|rolldown-runtime)-[\w-]+\.js$/.test(d)),
    },
    rolldownOptions: {
      output: {
        // React in its own long-cached chunk: our code changes far more often than React does,
        // and the budget (DESIGN.md) counts the two separately.
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
  test: {
    include: ['src/**/*.test.ts'],
  },
});
