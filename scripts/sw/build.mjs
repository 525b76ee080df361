#!/usr/bin/env node
/**
 * Builds the store's service worker into the build directory as /sw.js, after `astro build` (npm run
 * build): esbuild bundles src/sw/sw.ts with Serwist's runtime, then Serwist's injectManifest puts the
 * precache list, each file with its build revision, where the source says `self.__SW_MANIFEST`. A
 * deploy that changes a precached file changes sw.js, so browsers install the new worker, which
 * fetches the new files and drops the old entries (src/sw/sw.ts).
 *
 * node scripts/sw/build.mjs [outDir]   (default: ASTRO_OUT_DIR or dist)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { getManifest, injectManifest } from '@serwist/build';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The offline page in each language as built (Astro's build.format 'file'), and its address. */
const OFFLINE_FILES = { 'offline.html': '/offline', 'kn/offline.html': '/kn/offline', 'hi/offline.html': '/hi/offline' };
const SHELL = ['logo.svg', 'favicon.svg', 'manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png'];

/** What is precached: the offline pages, the /_astro files they name (their CSS, any script), the shell. */
export function precacheFiles(outDir) {
  const html = Object.keys(OFFLINE_FILES)
    .map((f) => readFileSync(join(outDir, f), 'utf8'))
    .join('\n');
  const named = [...new Set(html.match(/\/_astro\/[\w.@-]+\.(css|js)/g) ?? [])].map((p) => p.slice(1));
  return [...Object.keys(OFFLINE_FILES), ...named, ...SHELL];
}

/** Serwist's options, shared by the build and the unit test of its manifest. */
export function manifestOptions(outDir) {
  return {
    globDirectory: outDir,
    globPatterns: precacheFiles(outDir),
    // a file the build names cannot be missing: fail the build rather than ship a worker without it
    globStrict: true,
    // hashed names are their own revision: no cache-busting query for them
    dontCacheBustURLsMatching: /^_astro\//,
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((e) => {
          const url = e.url.startsWith('/') ? e.url : `/${e.url}`;
          // pages are asked for by their address (/kn/offline), not their file
          const page = Object.entries(OFFLINE_FILES).find(([file]) => `/${file}` === url);
          return { ...e, url: page ? page[1] : url };
        }),
        warnings: [],
      }),
    ],
  };
}

/** The precache list a build in `outDir` gets (for the unit test and a look by hand). */
export async function precacheManifest(outDir) {
  const { manifestEntries, warnings } = await getManifest(manifestOptions(outDir));
  if (warnings.length) throw new Error(warnings.join('\n'));
  return manifestEntries ?? [];
}

export async function buildServiceWorker(outDir) {
  const swDest = join(outDir, 'sw.js');
  await build({
    entryPoints: [join(ROOT, 'src/sw/sw.ts')],
    outfile: swDest,
    bundle: true,
    // a classic worker script: navigator.serviceWorker.register('/sw.js') with no { type: 'module' }
    format: 'iife',
    target: 'es2020',
    minify: true,
    // Serwist's development logs and assertions go
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const { count, size, warnings } = await injectManifest({
    ...manifestOptions(outDir),
    swSrc: swDest,
    swDest,
    injectionPoint: 'self.__SW_MANIFEST',
  });
  if (warnings.length) throw new Error(warnings.join('\n'));
  return { count, size };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const outDir = process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? 'dist';
  const { count, size } = await buildServiceWorker(outDir);
  console.log(`sw.js: ${count} files precached (${(size / 1024).toFixed(1)} KiB) in ${outDir}/sw.js`);
}
