/**
 * The guest page cache every isolate of a data centre shares: Cloudflare's Cache API (issue 31).
 * The in-isolate cache (catalogue-cache.ts) answers first; on its miss this one does, so a page one
 * isolate rendered serves the others too instead of each rendering its own.
 *
 * Purging: the Cache API can only delete in the data centre that runs the delete, so a change in
 * the console does not delete anything here. Every key carries the catalogue stamp instead (the
 * number every console change moves in its own batch, migration 0029): once an isolate has read the
 * new stamp (at once in the isolate that took the write, within STAMP_CHECK_MS elsewhere) it asks
 * for new keys, and the old copies are never read again and age out. A copy is fresh no longer than
 * the in-isolate one (CATALOGUE_CACHE_SECONDS, never past the next deal-window edge), so prices and
 * deals keep the same rule.
 *
 * Where it is off: without a Cache API (tests in Node), and on *.workers.dev, where Cloudflare makes
 * every cache operation a no-op; a custom domain turns it on (README, Deploy).
 */
import type { CachedAnswer } from './catalogue-cache';

/** A host no request can come from: the keys are ours, never a shopper's URL fetched through the cache. */
const KEY_HOST = 'https://guest-pages.cache.invalid';
/** The page's own Cache-Control, kept beside the shared copy's (which says how long the copy lives). */
const OWN_CACHE_CONTROL = 'X-Page-Cache-Control';

export function sharedPageKey(url: string, version: number): Request {
  return new Request(`${KEY_HOST}/v${version}?page=${encodeURIComponent(url)}`);
}

function sharedCache(): Cache | null {
  const storage = (globalThis as { caches?: CacheStorage & { default?: Cache } }).caches;
  return storage?.default ?? null;
}

/** The shared copy of a guest page under this catalogue stamp, or null. */
export async function readSharedPage(url: string, version: number): Promise<Response | null> {
  const cache = sharedCache();
  if (!cache) return null;
  const hit = await cache.match(sharedPageKey(url, version));
  if (!hit) return null;
  const headers = new Headers(hit.headers);
  const own = headers.get(OWN_CACHE_CONTROL);
  headers.delete(OWN_CACHE_CONTROL);
  if (own === null) headers.delete('Cache-Control');
  else headers.set('Cache-Control', own);
  headers.set('X-Cache', 'SHARED');
  return new Response(hit.body, { status: hit.status, headers });
}

/** Keeps a rendered guest page for every isolate here, fresh until `staleAt`. */
export async function keepSharedPage(url: string, version: number, answer: CachedAnswer, staleAt: number, now: number): Promise<void> {
  const cache = sharedCache();
  const seconds = Math.floor((staleAt - now) / 1000);
  if (!cache || seconds < 1) return;
  const headers = new Headers(answer.headers);
  const own = headers.get('Cache-Control');
  if (own !== null) headers.set(OWN_CACHE_CONTROL, own);
  headers.set('Cache-Control', `max-age=${seconds}`);
  headers.delete('X-Cache');
  await cache.put(sharedPageKey(url, version), new Response(answer.body, { status: answer.status, headers }));
}
