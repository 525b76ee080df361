import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { startWorker, type TestWorker } from '../support/worker';

/**
 * The in-memory catalogue cache (functions/api/services/catalogue-cache.ts) with its TTL on: it must
 * serve repeats from memory, yet never outlive a deal window edge, never keep failures, and never
 * let one database's answers leak into another's.
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
    const end = Date.now() + 1500;
    await w.env.DB.prepare('UPDATE product SET deal_start = ?1, deal_end = ?2 WHERE slug = ?3').bind(Date.now() - 60_000, end, slug).run();
    const during = await w.call('GET', `/api/product/${slug}`);
    expect(during.headers.get('x-cache')).toBe('MISS');
    expect(during.body.response.to_date).toBe(end);
    expect((await w.call('GET', `/api/product/${slug}`)).headers.get('x-cache')).toBe('HIT');
    await new Promise((r) => setTimeout(r, end - Date.now() + 50));
    const after = await w.call('GET', `/api/product/${slug}`);
    expect(after.headers.get('x-cache')).toBe('MISS');
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
