import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The Rust binary embeds dist/ and fills index.html's <!--docs-…--> slots per page.
export default defineConfig({
  plugins: [react()],
  // Chunks find each other (and their CSS) relative to the importing module, not from '/': the same
  // build then works when the site is mounted under a base path (`docs build --base /repo/`). The
  // server puts index.html's own '/assets/...' URLs under the base.
  experimental: {
    renderBuiltUrl: (_file, { hostType }) => (hostType === 'html' ? undefined : { relative: true }),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
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
