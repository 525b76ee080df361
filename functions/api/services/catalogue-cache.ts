/**
 * Read-through cache for answers that are the same for every shopper (catalogue API reads and guest
 * catalogue pages). An entry lives at most CATALOGUE_CACHE_SECONDS (default 30) and never past the
 * next deal-window edge, so a deal price appears and disappears exactly on time; stock, prices and
 * deals are re-checked by the server at cart and order time whatever a cached page showed.
 */
import type { Env } from '../env';
import { TtlCache } from '../lib/ttl-cache';

export const DEFAULT_CACHE_SECONDS = 30;

export interface CachedAnswer {
  status: number;
  body: string;
  headers: [string, string][];
}

// one cache per database binding: tests run several seeded databases in one process
const caches = new WeakMap<object, TtlCache<CachedAnswer>>();

function cacheFor(db: D1Database): TtlCache<CachedAnswer> {
  let found = caches.get(db);
  if (!found) {
    found = new TtlCache<CachedAnswer>(500);
    caches.set(db, found);
  }
  return found;
}

export function cacheSeconds(env: Pick<Env, 'CATALOGUE_CACHE_SECONDS'>): number {
  const raw = env.CATALOGUE_CACHE_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_CACHE_SECONDS;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** The next instant a deal window opens or closes, after `now` (Infinity when none). */
async function nextDealEdge(db: D1Database, now: number): Promise<number> {
  const row = await db
    .prepare(
      `SELECT MIN(edge) AS edge FROM (
         SELECT MIN(deal_start) AS edge FROM product WHERE is_type IS NOT NULL AND deal_start > ?1
         UNION ALL
         SELECT MIN(deal_end) FROM product WHERE is_type IS NOT NULL AND deal_end > ?1)`,
    )
    .bind(now)
    .first<{ edge: number | null }>();
  return row?.edge ?? Number.POSITIVE_INFINITY;
}

/**
 * When an answer computed at `now` stops being true: the TTL or the next deal edge, whichever is
 * first. Asked afresh on every miss (one indexed query), so an edited deal window is honoured at once.
 */
export async function expiryFor(db: D1Database, now: number, ttlMs: number): Promise<number> {
  return Math.min(now + ttlMs, await nextDealEdge(db, now));
}

export function readCached(db: D1Database, key: string, now: number): CachedAnswer | undefined {
  return cacheFor(db).get(key, now);
}

export function toResponse(answer: CachedAnswer): Response {
  const headers = new Headers(answer.headers);
  headers.set('X-Cache', 'HIT');
  return new Response(answer.body, { status: answer.status, headers });
}

/**
 * Keeps a fresh answer until expiryFor() says it stops being true, and returns the response to send
 * in its place (the body can be read only once, so both come from one read).
 */
export async function keepResponse(db: D1Database, key: string, res: Response, now: number, ttlMs: number): Promise<Response> {
  const body = await res.text();
  const headers: [string, string][] = [...res.headers.entries()];
  const expires = await expiryFor(db, now, ttlMs);
  if (expires > now) cacheFor(db).set(key, { status: res.status, body, headers }, expires);
  const response = new Response(body, { status: res.status, headers: res.headers });
  response.headers.set('X-Cache', 'MISS');
  return response;
}
