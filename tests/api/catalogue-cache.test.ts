import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { startWorker, type TestWorker } from '../support/worker';

/** A request served at `t` (x-dev-now, development only): the cache's time moves without a wait. */
const at = (t: number) => ({ 'x-dev-now': String(t) });

/**
 * The in-memory catalogue cache (functions/api/services/catalogue/catalogue-cache.ts) with its TTL on: it must
 * serve repeats from memory, refresh an expired entry with one render (the others get the old copy
 * meanwhile, for at most one more TTL), yet never outlive a deal window edge, never keep failures,
 * and never let one database's answers leak into another's.
 */
let w: TestWorker;
let other: TestWorker;

beforeAll(async () => {
  w = await startWorker({ CATALOGUE_CACHE_SECONDS: '30' });
  other = await startWorker({ CATALOGUE_CACHE_SECONDS: '30' });
});
afterAll(async () => {
  await w.dispose();
  await other.dispose();
});

const rename = (t: TestWorker, slug: string, name: string) =>
  t.env.DB.prepare('UPDATE product SET name = ?1 WHERE slug = ?2').bind(name, slug).run();

describe('catalogue cache', () => {
  it('answers a repeated read from memory (a row changed behind its back does not show yet)', async () => {
    const slug = FIXTURE_PRODUCTS.withVariants;
    const first = await w.call('GET', `/api/product/${slug}`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    await rename(w, slug, 'Renamed behind the cache');
    const second = await w.call('GET', `/api/product/${slug}`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body.response.name).toBe(first.body.response.name);
    expect(second.headers.get('cache-control')).toContain('s-maxage');
  });

  it('keys POST reads by their body', async () => {
    const hot = await w.call('POST', '/api/homeProduct', { type: 'hot' });
    const fresh = await w.call('POST', '/api/homeProduct', { type: 'new' });
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect(JSON.stringify(fresh.body)).not.toBe(JSON.stringify(hot.body));
    expect((await w.call('POST', '/api/homeProduct', { type: 'hot' })).headers.get('x-cache')).toBe('HIT');
  });

  it('does not keep a padded request body', async () => {
    const padded = { type: 'best', pad: 'x'.repeat(5000) };
    expect((await w.call('POST', '/api/homeProduct', padded)).status).toBe(200);
    const again = await w.call('POST', '/api/homeProduct', padded);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-cache')).toBeNull();
  });

  it('never keeps a failure', async () => {
    const first = await w.call('GET', '/api/product/no-such-product-anywhere');
    expect(first.status).toBe(404);
    const again = await w.call('GET', '/api/product/no-such-product-anywhere');
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache')).toBeNull();
  });

  it('expires exactly at the next deal edge, so the deal price goes when the deal does', async () => {
    const slug = FIXTURE_PRODUCTS.flashDeal;
    const t0 = Date.now();
    const end = t0 + 1500;
    await w.env.DB.prepare('UPDATE product SET deal_start = ?1, deal_end = ?2 WHERE slug = ?3')
      .bind(t0 - 60_000, end, slug)
      .run();
    const during = await w.call('GET', `/api/product/${slug}`, undefined, at(t0));
    expect(during.headers.get('x-cache')).toBe('MISS');
    expect(during.body.response.to_date).toBe(end);
    expect((await w.call('GET', `/api/product/${slug}`, undefined, at(t0 + 1))).headers.get('x-cache')).toBe('HIT');
    const after = await w.call('GET', `/api/product/${slug}`, undefined, at(end));
    expect(after.headers.get('x-cache')).toBe('MISS');
  });

  it('after its TTL, one request renders afresh while the others are still answered from the kept copy', async () => {
    const quick = await startWorker({ CATALOGUE_CACHE_SECONDS: '1' });
    try {
      const slug = FIXTURE_PRODUCTS.lastFive;
      const t0 = Date.now();
      const first = await quick.call('GET', `/api/product/${slug}`, undefined, at(t0));
      expect(first.headers.get('x-cache')).toBe('MISS');
      await rename(quick, slug, 'Renamed after the first read');
      const burst = await Promise.all([1, 2, 3, 4].map(() => quick.call('GET', `/api/product/${slug}`, undefined, at(t0 + 1100))));
      const states = burst.map((b) => b.headers.get('x-cache'));
      // exactly one render; whoever came before it stored its copy got the old one, marked STALE
      expect(states.filter((s) => s === 'MISS')).toHaveLength(1);
      expect(states.filter((s) => s === 'STALE').length).toBeGreaterThan(0);
      for (const b of burst) {
        expect(b.body.response.name).toBe(b.headers.get('x-cache') === 'STALE' ? first.body.response.name : 'Renamed after the first read');
      }
      const after = await quick.call('GET', `/api/product/${slug}`, undefined, at(t0 + 1200));
      expect(after.headers.get('x-cache')).toBe('HIT');
      expect(after.body.response.name).toBe('Renamed after the first read');
    } finally {
      await quick.dispose();
    }
  });

  it('never answers from a copy more than twice its TTL old', async () => {
    const quick = await startWorker({ CATALOGUE_CACHE_SECONDS: '1' });
    try {
      const slug = FIXTURE_PRODUCTS.lastFive;
      const t0 = Date.now();
      expect((await quick.call('GET', `/api/product/${slug}`, undefined, at(t0))).headers.get('x-cache')).toBe('MISS');
      expect((await quick.call('GET', `/api/product/${slug}`, undefined, at(t0 + 2100))).headers.get('x-cache')).toBe('MISS');
    } finally {
      await quick.dispose();
    }
  });

  it('keeps each database apart', async () => {
    const slug = FIXTURE_PRODUCTS.minTwo;
    await rename(other, slug, 'Only in the other store');
    await w.call('GET', `/api/product/${slug}`);
    const fromOther = await other.call('GET', `/api/product/${slug}`);
    expect(fromOther.headers.get('x-cache')).toBe('MISS');
    expect(fromOther.body.response.name).toBe('Only in the other store');
  });

  it('is off when CATALOGUE_CACHE_SECONDS is 0 (the default for the other API tests)', async () => {
    const off = await startWorker();
    try {
      await off.call('GET', `/api/product/${FIXTURE_PRODUCTS.lastFive}`);
      expect((await off.call('GET', `/api/product/${FIXTURE_PRODUCTS.lastFive}`)).headers.get('x-cache')).toBeNull();
    } finally {
      await off.dispose();
    }
  });
});
