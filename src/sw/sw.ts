/**
 * Haat Fresh's service worker (issue 17: an installable store that survives a weak signal), built by
 * scripts/sw/build.mjs after `astro build` into /sw.js: esbuild bundles this file with Serwist, then
 * Serwist's injectManifest writes the precache list with each file's build revision in place of
 * `self.__SW_MANIFEST` (issue 27: a new deploy precaches its new files and drops the old ones; the
 * hand-written worker's one `haat-v1` cache kept every deploy's chunks forever).
 *
 * - install: precache the offline page in each language, the files they name, the logo and icons;
 * - pages: network first. A page answered as public (a guest catalogue page) is kept for a weak
 *   signal; a personal one never is (src/sw/rules.ts). Offline: the kept copy, else the offline page
 *   in the language of the page asked for (/kn/… → /kn/offline);
 * - /_astro/* (hashed, never change) and /icons/*: cache first; the logo and the like: network first,
 *   the precached copy offline;
 * - /api/*, /staff*, /partials/* and anything not GET: never touched, straight to the network.
 */
import { CacheFirst, ExpirationPlugin, NetworkFirst, PrecacheRoute, Serwist, type PrecacheEntry, type RouteHandlerCallback } from 'serwist';
import { isShellFile, isStaticFile, neverKept, offlinePageFor, OFFLINE, shareable, untouched } from './rules';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const DAY = 24 * 60 * 60;
/** The hand-written worker's caches (one version for every deploy): emptied once this one takes over. */
const OLD_CACHES = 'haat-v1-';

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // the precache keeps only this build's entries; caches of older Serwist formats go too
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
});

const pages = new NetworkFirst({
  cacheName: 'haat-pages',
  plugins: [
    {
      // a page is kept only when the server said it is the same for everyone, and never a personal one
      cacheWillUpdate: async ({ request, response }) =>
        !neverKept(new URL(request.url).pathname) && shareable(response) ? response : null,
    },
    // a weekly shopper's round of catalogue pages; a copy older than a week shows deals long gone
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true }),
  ],
});

const page: RouteHandlerCallback = async (options) => {
  const path = new URL(options.request.url).pathname;
  try {
    return await pages.handle(options);
  } catch {
    // no network and no kept copy (a personal page has none): the offline page in its language
    return (await serwist.matchPrecache(offlinePageFor(path))) ?? (await serwist.matchPrecache(OFFLINE)) ?? Response.error();
  }
};

const staticFiles = new CacheFirst({
  cacheName: 'haat-static',
  plugins: [
    // a build has ~190 files under /_astro (103 scripts, the rest styles and pictures), of which one
    // shopper's pages load a part: 150 holds that for a few deploys, then the oldest go; hashed names
    // never change, so the month only bounds how long an unused old chunk lingers
    new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true }),
  ],
});

/** The logo and the like: fresh when online, the precached copy when not. */
const shellFile: RouteHandlerCallback = async ({ request, url }) => {
  try {
    return await fetch(request);
  } catch {
    return (await serwist.matchPrecache(url.pathname)) ?? Response.error();
  }
};

const origin = self.location.origin;
// Serwist registers its precache route first; the shell files go ahead of it so they stay network first
const precacheRoute = serwist.routes.get('GET')?.find((route) => route instanceof PrecacheRoute);
if (precacheRoute) serwist.unregisterRoute(precacheRoute);
serwist.registerCapture(({ request, url }) => !untouched(request, url, origin) && isShellFile(url.pathname), shellFile);
if (precacheRoute) serwist.registerRoute(precacheRoute);
serwist.registerCapture(({ request, url }) => !untouched(request, url, origin) && request.mode === 'navigate', page);
serwist.registerCapture(({ request, url }) => !untouched(request, url, origin) && isStaticFile(url.pathname), staticFiles);

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith(OLD_CACHES)) await caches.delete(key);
    })(),
  );
});

serwist.addEventListeners();
