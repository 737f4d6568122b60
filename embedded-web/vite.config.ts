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
  },
  test: {
    include: ['src/**/*.test.ts'],
  },
});
