/*
 * Haat Fresh's service worker (issue 17: an installable store that survives a weak signal).
 * Written by hand: a few dozen lines do what the store needs, where Workbox / @vite-pwa would add
 * a build plugin and a runtime for the same.
 *
 * - install: precache the offline page in each language (/offline, /kn/offline, /hi/offline), the
 *   files they name (their CSS, their script), the logo and icons;
 * - pages: network first. A page answered as public (a guest catalogue page, the same for everyone:
 *   `Cache-Control: public` / `s-maxage`) is kept for a weak signal; a `private` / `no-store` page
 *   (signed in, cart, checkout, account) never is. Offline: the kept copy, else the offline page in
 *   the language of the page asked for (/kn/… → /kn/offline);
 * - /_astro/* (hashed, never change) and /icons/*: cache first; the other shell files (the logo):
 *   network first, the precached copy offline;
 * - /api/*, /staff*, /partials/* and anything not GET: never touched, straight to the network.
 */
const VERSION = 'haat-v1';
const SHELL = `${VERSION}-shell`;
const PAGES = `${VERSION}-pages`;
const OFFLINE = '/offline';
const OFFLINE_PAGES = [OFFLINE, '/kn/offline', '/hi/offline'];
/** A Kannada or Hindi page's path prefix (src/lib/domain/i18n/langs.ts splitLocale) */
const LANG_PREFIX = /^\/(kn|hi)(?=\/|$)/;
const SHELL_FILES = [...OFFLINE_PAGES, '/logo.svg', '/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];
const NEVER = /^\/(api|staff|partials|checkout|cart|login|logout|my-|order|invoice|wishlist|notification|bills|redeemhistory|account)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      await cache.addAll(SHELL_FILES);
      // the offline pages' own stylesheets and scripts, whatever their build hashes
      const html = (await Promise.all(OFFLINE_PAGES.map(async (p) => (await cache.match(p)).text()))).join('\n');
      const files = [...new Set(html.match(/\/_astro\/[\w.@-]+\.(css|js)/g) || [])];
      await cache.addAll(files);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (!key.startsWith(VERSION)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

/** Only a page the server says is the same for everyone may be kept. */
function shareable(res) {
  const cc = res.headers.get('cache-control') || '';
  return res.ok && res.type === 'basic' && !/private|no-store/.test(cc) && /public|s-maxage/.test(cc) && !res.headers.has('set-cookie');
}

async function page(request, path) {
  // /kn/cart is as private as /cart
  const bare = path.replace(LANG_PREFIX, '') || '/';
  try {
    const res = await fetch(request);
    if (!NEVER.test(bare) && shareable(res)) {
      const copy = res.clone();
      caches.open(PAGES).then((c) => c.put(request, copy));
    }
    return res;
  } catch {
    return (
      (!NEVER.test(bare) && (await caches.match(request, { cacheName: PAGES }))) ||
      (await caches.match(offlinePageFor(path))) ||
      (await caches.match(OFFLINE)) ||
      Response.error()
    );
  }
}

/** The offline page in the language of the page asked for: /kn/cart → /kn/offline. */
function offlinePageFor(path) {
  const lang = LANG_PREFIX.exec(path);
  return lang ? `/${lang[1]}/offline` : OFFLINE;
}

async function staticFile(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok) {
    const copy = res.clone();
    caches.open(SHELL).then((c) => c.put(request, copy));
  }
  return res;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin || /^\/(api|staff)\b/.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(page(request, url.pathname));
  else if (/^\/(_astro|icons)\//.test(url.pathname)) event.respondWith(staticFile(request));
  // the logo and the like: fresh when online, the precached copy when not
  else if (SHELL_FILES.includes(url.pathname))
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname).then((hit) => hit || Response.error())));
});
