/**
 * Issue 31: guest pages shared by every isolate of a data centre through the Cache API. Two
 * isolates are two views of one real D1 (each has its own in-isolate cache and stamp memory); the
 * Cache API is a small stand-in that honours max-age on a pinned clock (Node has no caches.default).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Env, StaffMember } from '../../functions/api/env';
import { STAMP_CHECK_MS } from '../../functions/api/services/catalogue/catalogue-cache';
import { sharedPageKey } from '../../functions/api/services/catalogue/shared-page-cache';
import { correctStock } from '../../functions/api/services/catalogue/staff-stock';
import { cachedGuestPage, keepGuestPage } from '../../src/server/guest-pages';
import { startWorker, type TestWorker } from '../support/worker';

const NOW = Date.parse('2026-11-20T10:00:00+05:30');
let clock = NOW;

/** The Cache API as this test needs it: keyed by URL, a copy gone once its max-age has passed. */
class PinnedCache {
  readonly kept = new Map<string, { body: string; status: number; headers: [string, string][]; until: number }>();
  async match(req: Request): Promise<Response | undefined> {
    const copy = this.kept.get(req.url);
    if (!copy || clock >= copy.until) return undefined;
    return new Response(copy.body, { status: copy.status, headers: copy.headers });
  }
  async put(req: Request, res: Response): Promise<void> {
    const age = Number(/max-age=(\d+)/.exec(res.headers.get('Cache-Control') ?? '')?.[1] ?? 0);
    this.kept.set(req.url, { body: await res.text(), status: res.status, headers: [...res.headers], until: clock + age * 1000 });
  }
}

let w: TestWorker;
let shared: PinnedCache;
const renders: string[] = [];

/** One isolate: its own in-memory cache and stamp (both are kept per database object). */
function isolate(): Env {
  const db = w.env.DB;
  const view = { prepare: db.prepare.bind(db), batch: db.batch.bind(db), exec: db.exec.bind(db) } as unknown as D1Database;
  return { ...w.env, DB: view, CATALOGUE_CACHE_SECONDS: '30' };
}

const URL_SHOP = 'https://store.test/shop?sort=price';
const page = (text: string) => () => {
  renders.push(text);
  return Promise.resolve(
    new Response(`<main>${text}</main>`, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=30' },
    }),
  );
};

/** A guest's request as the Worker entry sees it: the caches first, else Astro renders and keeps. */
async function visit(env: Env, text: string): Promise<{ body: string; cache: string | null; control: string | null }> {
  const request = new Request(URL_SHOP);
  const res = (await cachedGuestPage(request, env, clock)) ?? (await keepGuestPage(env.DB, env, URL_SHOP, page(text), clock));
  return { body: await res.text(), cache: res.headers.get('X-Cache'), control: res.headers.get('Cache-Control') };
}

beforeAll(async () => {
  w = await startWorker();
});
afterAll(async () => {
  delete (globalThis as { caches?: unknown }).caches;
  await w?.dispose();
});
beforeEach(() => {
  shared = new PinnedCache();
  (globalThis as { caches?: unknown }).caches = { default: shared };
  renders.length = 0;
  clock = NOW;
});

describe('the shared guest page cache', () => {
  it('a page one isolate rendered is served by another without a render, with the page’s own Cache-Control', async () => {
    const a = isolate();
    const b = isolate();
    expect(await visit(a, 'from A')).toMatchObject({ body: '<main>from A</main>', cache: 'MISS' });
    expect(await visit(b, 'from B')).toEqual({ body: '<main>from A</main>', cache: 'SHARED', control: 'public, max-age=0, s-maxage=30' });
    expect(renders).toEqual(['from A']);
  });

  it('a console change moves the stamp: the next isolate to read it asks for new keys and renders afresh', async () => {
    const a = isolate();
    const b = isolate();
    await visit(a, 'before the change');
    await w.env.DB.prepare('UPDATE catalogue_stamp SET version = version + 1 WHERE id = 1').run();
    // B reads the stamp for the first time now: the moved one, so A's copy is not B's to serve
    expect(await visit(b, 'after the change')).toMatchObject({ body: '<main>after the change</main>', cache: 'MISS' });
    // A still holds its own copy until its next stamp check, then follows
    clock += STAMP_CHECK_MS;
    expect(await visit(a, 'A again')).toMatchObject({ body: '<main>after the change</main>', cache: 'SHARED' });
    expect(renders).toEqual(['before the change', 'after the change']);
  });

  it('a stock correction on the stock screen moves the stamp as a console edit does', async () => {
    const stamp = async () =>
      (await w.env.DB.prepare('SELECT version FROM catalogue_stamp WHERE id = 1').first<{ version: number }>())!.version;
    const before = await stamp();
    const pack = await w.env.DB.prepare('SELECT pack_id FROM branch_stock WHERE branch_id = 1 AND product_id = 1 LIMIT 1').first<{
      pack_id: number;
    }>();
    const manager = { id: 1, role: 'manager', branch_id: null } as StaffMember;
    await correctStock(w.env.DB, manager, 1, { shelfCount: 41, reason: 'counted', branch: 1, pack: pack!.pack_id }, NOW);
    expect(await stamp()).toBe(before + 1);
  });

  it('a shared copy lives no longer than the in-isolate one (CATALOGUE_CACHE_SECONDS)', async () => {
    await visit(isolate(), 'first');
    const version = (await w.env.DB.prepare('SELECT version FROM catalogue_stamp WHERE id = 1').first<{ version: number }>())!.version;
    const copy = shared.kept.get(sharedPageKey(URL_SHOP, version).url)!;
    expect(copy.until - NOW).toBe(30_000);
    clock = NOW + 30_000;
    expect(await visit(isolate(), 'second')).toMatchObject({ body: '<main>second</main>', cache: 'MISS' });
  });

  it('without a Cache API (Node, or none bound) pages are still cached per isolate, and nothing fails', async () => {
    delete (globalThis as { caches?: unknown }).caches;
    const a = isolate();
    await visit(a, 'one');
    expect(await visit(a, 'two')).toMatchObject({ body: '<main>one</main>', cache: 'HIT' });
    expect(await visit(isolate(), 'three')).toMatchObject({ body: '<main>three</main>', cache: 'MISS' });
  });
});
