import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The Rust binary embeds dist/ and fills index.html's <!--docs-…--> slots per page.
export default defineConfig({
  plugins: [react()],
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
