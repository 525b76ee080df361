// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import cloudflare from '@astrojs/cloudflare';

export default defineConfig({
  output: 'server',
  // Parallel local builds (e.g. two worktrees) can write elsewhere: ASTRO_OUT_DIR=dist-x
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  site: 'http://localhost:8787',
  adapter: cloudflare({
    platformProxy: { enabled: true },
    imageService: 'passthrough',
  }),
  integrations: [react()],
  // prerendered pages as terms.html, served at /terms without a redirect to /terms/
  build: { inlineStylesheets: 'auto', format: 'file' },
  prefetch: false,
  devToolbar: { enabled: false },
  vite: {
    resolve: { alias: { '@functions': new URL('./functions', import.meta.url).pathname } },
  },
});
