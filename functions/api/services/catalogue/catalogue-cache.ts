/**
 * Read-through cache for answers that are the same for every shopper (catalogue API reads and guest
 * catalogue pages). An entry is fresh for CATALOGUE_CACHE_SECONDS (default 30); after that, one
 * request at a time renders a new copy while the others are still answered from the old one, for at
 * most as long again. Nothing is ever served past the next deal-window edge, so a deal price appears
 * and disappears exactly on time; stock, prices and deals are re-checked by the server at cart and
 * order time whatever a cached page showed.
 *
 * Why stale-while-revalidate: when a busy entry expired, every request in flight missed at once and
 * rendered the same page from D1 side by side (32 connections → 32 renders), which is what pushed the
 * tail latency up. Waiting on another request's render is not an option in Workers (a promise from
 * another request's context may be cancelled with it), so the refreshing request renders for itself.
 */
import type { Env } from '../../env';
import { readCatalogueStamp } from '../../db/catalogue';
import { TtlCache } from '../../lib/ttl-cache';
import { bindingOf } from '../../lib/d1-sessions';

export const DEFAULT_CACHE_SECONDS = 30;

export interface CachedAnswer {
  status: number;
  /** the bytes as sent: a hit hands them to the Response as they are (no text to encode per request) */
  body: ArrayBuffer;
  headers: [string, string][];
}

interface Kept {
  answer: CachedAnswer;
  /** from this instant one request renders a fresh copy (until then, every request gets this one) */
  staleAt: number;
  /** when a request last set out to render a fresh copy (0: none yet) */
  refreshingSince: number;
}

/** A refresh that has not stored its answer by then (it failed or was cut off) lets another try. */
const REFRESH_GRACE_MS = 10_000;

// one cache per database binding: tests run several seeded databases in one process. Each request
// reaches it through its own D1 session (lib/d1-sessions.ts), so the key is the binding behind it.
const caches = new WeakMap<object, TtlCache<Kept>>();

function cacheFor(db: D1Database): TtlCache<Kept> {
  const binding = bindingOf(db);
  let found = caches.get(binding);
  if (!found) {
    found = new TtlCache<Kept>(500);
    caches.set(binding, found);
  }
  return found;
}

/**
 * Drops every kept answer of this database after staff changed a product (stock, out of stock).
 * Any page or list may show the product, and the cache is not indexed by product, so all of it
 * goes; the next request renders afresh. Other isolates drop theirs when they see the catalogue
 * stamp move (checkCatalogueStamp), if the change moved it.
 */
export function forgetCatalogue(db: D1Database): void {
  caches.delete(bindingOf(db));
  // the next request reads the stamp the change moved, so it also leaves the shared page cache's old copies
  stamps.delete(bindingOf(db));
}

/** The catalogue stamp this isolate last read (checkCatalogueStamp), or null before the first read. */
export function catalogueVersion(db: D1Database): number | null {
  return stamps.get(bindingOf(db))?.version ?? null;
}

/**
 * The cache rule across isolates (docs/catalogue-console.md): every catalogue change made in the
 * console adds one to the catalogue stamp in its own batch (migration 0029). An isolate looks at
 * the stamp at most once per STAMP_CHECK_MS, before it answers from its cache; a number other than
 * the one its copies were made under drops them all. So an edit taken by one isolate is shown by
 * every other within a second, at the cost of one one-row read per isolate per second.
 */
export const STAMP_CHECK_MS = 1000;
const stamps = new WeakMap<object, { version: number; checkedAt: number }>();

export async function checkCatalogueStamp(db: D1Database, now: number): Promise<void> {
  const binding = bindingOf(db);
  const seen = stamps.get(binding);
  if (seen && now - seen.checkedAt < STAMP_CHECK_MS && now >= seen.checkedAt) return;
  // One request reads the stamp; the others arriving while it reads answer from the copies as they
  // are, as they do between checks. Before, every request in that window read it too: at ~1,400
  // requests a second, some twenty D1 reads queued behind each other once a second, which was the
  // API routes' p99 (scripts/bench/NOTES.md, thirteenth session).
  if (seen) seen.checkedAt = now;
  let version: number;
  try {
    version = await readCatalogueStamp(db);
  } catch {
    return; // a database before migration 0029: the TTL alone, as before
  }
  if (seen && seen.version !== version) caches.delete(binding);
  stamps.set(binding, { version, checkedAt: now });
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

export interface CacheHit {
  answer: CachedAnswer;
  /** HIT: fresh; STALE: past its TTL while another request renders the new copy */
  state: 'HIT' | 'STALE';
}

/**
 * The kept answer for `key`, or undefined when this request must render it: nothing kept, past the
 * deal edge or the stale limit, or stale with no refresh under way (this request becomes the refresh).
 */
export function readCached(db: D1Database, key: string, now: number): CacheHit | undefined {
  const kept = cacheFor(db).get(key, now);
  if (!kept) return undefined;
  if (now < kept.staleAt) return { answer: kept.answer, state: 'HIT' };
  if (now - kept.refreshingSince >= REFRESH_GRACE_MS) {
    kept.refreshingSince = now;
    return undefined;
  }
  return { answer: kept.answer, state: 'STALE' };
}

export function toResponse(hit: CacheHit): Response {
  const headers = new Headers(hit.answer.headers);
  headers.set('X-Cache', hit.state);
  return new Response(hit.answer.body, { status: hit.answer.status, headers });
}

/**
 * Keeps a fresh answer (fresh for the TTL, served stale for at most as long again, never past the
 * next deal edge) and returns the response to send in its place (the body can be read only once, so
 * both come from one read). The deal edge is asked afresh on every render (one indexed query), so an
 * edited deal window is honoured at once.
 */
export async function keepResponse(
  db: D1Database,
  key: string,
  res: Response,
  now: number,
  ttlMs: number,
  /** also keeps the answer elsewhere (the shared page cache), fresh until `staleAt` */
  share?: (answer: CachedAnswer, staleAt: number) => Promise<void>,
): Promise<Response> {
  const body = await res.arrayBuffer();
  const headers: [string, string][] = [...res.headers.entries()];
  const edge = await nextDealEdge(db, now);
  const staleAt = Math.min(now + ttlMs, edge);
  if (staleAt > now) {
    const answer = { status: res.status, body, headers };
    cacheFor(db).set(key, { answer, staleAt, refreshingSince: 0 }, Math.min(now + 2 * ttlMs, edge));
    await share?.(answer, staleAt);
  }
  const response = new Response(body, { status: res.status, headers: res.headers });
  response.headers.set('X-Cache', 'MISS');
  return response;
}
