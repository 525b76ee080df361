// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import cloudflare from '@astrojs/cloudflare';
import keystatic from '@keystatic/astro';
import { cmsEnabled } from './src/lib/cms/cms-mode';
import { homePictures } from './src/lib/cms/picture-variants';
import { dropUploadCopies } from './src/lib/cms/upload-originals';
import { leanClientChunks } from './scripts/vite/lean-client-chunks.mjs';
import { shopCoreChunk } from './scripts/vite/shop-core-chunk.mjs';

/*
 * Vite's own import.meta.env names, which Vitest also puts in process.env: a build started from a test
 * run (the e2e suite, the bench) inherits them, and Astro takes every variable of the build's
 * environment as a private one, so `import.meta.env.BASE_URL` became `process.env.BASE_URL`, undefined
 * in workerd, and astro:i18n's getRelativeLocaleUrl made relative links (kn/cart). Vite sets them.
 */
for (const name of ['BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR']) delete process.env[name];

/**
 * The content editor (/keystatic) joins only `npm run cms` (astro dev with KEYSTATIC=1); a build that
 * asks for it stops (src/lib/cms/cms-mode.ts), so the store never ships routes that write files.
 */
/** @type {import('astro').AstroIntegration} */
const contentEditor = {
  name: 'haat-content-editor',
  hooks: {
    'astro:config:setup': async (options) => {
      if (!cmsEnabled(process.env, options.command)) return;
      await /** @type {any} */ (keystatic().hooks['astro:config:setup'])(options);
      // marketing's own steps beside the form: preview on any day, publish, history with undo, calendar (issue 33)
      options.injectRoute({ pattern: '/editor/preview', entrypoint: './src/lib/cms/editor-pages/preview.astro', prerender: false });
      options.injectRoute({ pattern: '/editor/publish', entrypoint: './src/lib/cms/editor-pages/publish.astro', prerender: false });
      options.injectRoute({ pattern: '/editor/history', entrypoint: './src/lib/cms/editor-pages/history.astro', prerender: false });
      options.injectRoute({ pattern: '/editor/calendar', entrypoint: './src/lib/cms/editor-pages/calendar.astro', prerender: false });
      // Save keeps the team's comments and the pictures' file names (src/lib/cms/save-keeper.ts)
      options.addMiddleware({ entrypoint: new URL('./src/lib/cms/save-keeper-middleware.ts', import.meta.url), order: 'pre' });
      // Vite's dependency scan cannot resolve the astro:env/server import in @keystatic/astro/api
      options.updateConfig({
        vite: {
          optimizeDeps: { exclude: ['@keystatic/astro'] },
          // only the repository's name reaches the editor's browser code (keystatic.config.ts), never the
          // KEYSTATIC_* secrets, which an envPrefix would expose
          define: { 'import.meta.env.KEYSTATIC_GITHUB_REPO': JSON.stringify(process.env.KEYSTATIC_GITHUB_REPO ?? '') },
        },
      });
    },
  },
};

/** Marketing's uploads reach shoppers only as resized copies (src/lib/cms/upload-originals.ts). */
let uploadsDir = 'src/assets';
/** @type {import('astro').AstroIntegration} */
const keepUploadsOut = {
  name: 'haat-keep-uploads-out',
  hooks: {
    'astro:config:done': ({ config }) => {
      uploadsDir = fileURLToPath(new URL('./src/assets', config.root));
    },
    'astro:build:done': ({ dir, logger }) => {
      const dropped = dropUploadCopies(fileURLToPath(dir), uploadsDir);
      if (dropped.length)
        logger.info(`removed ${dropped.length} uploaded original(s) only resized copies are shown of: ${dropped.join(', ')}`);
    },
  },
};

export default defineConfig({
  output: 'server',
  // Parallel local builds (e.g. two worktrees) can write elsewhere: ASTRO_OUT_DIR=dist-x
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  site: 'http://localhost:8787',
  adapter: cloudflare({
    // the editor's server (npm run cms) may use another local database and variables file: the browser
    // tests start it on a private seeded copy (CMS_STATE) with their own variables (CMS_ENV_FILE)
    platformProxy: {
      enabled: true,
      persist: process.env.CMS_STATE ? { path: `${process.env.CMS_STATE}/v3` } : true,
      ...(process.env.CMS_ENV_FILE ? { envFiles: [process.env.CMS_ENV_FILE] } : {}),
    },
    // astro:assets resizes pre-rendered pages' pictures (festival banners) with sharp at build;
    // nothing is resized in the Worker at request time
    imageService: 'compile',
    // Astro's handler with a guest page-cache shortcut in front (src/worker.ts)
    workerEntryPoint: { path: 'src/worker.ts' },
  }),
  integrations: [react(), contentEditor, keepUploadsOut],
  // English at today's URLs, /kn/… and /hi/… the same pages: every shop page lives under
  // src/pages/[lang]/ (src/middleware.ts renders /cart through /en/cart), so Astro.currentLocale and
  // getRelativeLocaleUrl serve all three (docs/i18n-routing.md)
  i18n: { locales: ['en', 'kn', 'hi'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  // prerendered pages as terms.html, served at /terms without a redirect to /terms/
  build: { inlineStylesheets: 'auto', format: 'file' },
  prefetch: false,
  devToolbar: { enabled: false },
  // Astro hashes every script and style it emits (island runtime, our bundled <script>s, inlined
  // CSS) into the page's Content-Security-Policy: a response header for server-rendered pages, a
  // <meta> in pre-rendered ones. No 'unsafe-inline'. frame-ancestors cannot live in a <meta>, so the
  // Worker entry (src/server/security-headers.ts) and public/_headers add it and the other headers.
  // Works with our islands and the Cloudflare adapter (tests/e2e/csp.e2e.ts: no violation, all hydrate).
  experimental: {
    csp: {
      // only our own files plus the hashes; Razorpay's origins are added on /checkout by the Worker
      scriptDirective: { resources: ["'self'"] },
      styleDirective: { resources: ["'self'"] },
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "connect-src 'self'",
        // the QR scanner decodes in a Worker it builds from a Blob
        "worker-src 'self' blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
    },
  },
  vite: {
    // home slides and ad tiles: resized and converted at build (src/lib/cms/picture-variants.ts)
    plugins: [shopCoreChunk, homePictures(), leanClientChunks()],
    // no modulepreload of a lazy chunk's imports: what a lazy chunk imports is already on the page
    // (shop-core, the buy button), and without that list Vite's preload wrapper has nothing to do
    // and goes (scripts/vite/lean-client-chunks.mjs)
    build: { modulePreload: false },
  },
});
