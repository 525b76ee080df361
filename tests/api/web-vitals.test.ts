/**
 * Issue 30: shoppers' phones report Core Web Vitals to POST /api/vitals; the store keeps a histogram
 * per IST day, page kind, language and metric (no person, no cookie) and the dashboard reads its
 * 75th percentiles over the last 7 days.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isLocalMachine, vitalsReport } from '../../functions/api/services/reports/web-vitals';
import { VITALS_BEACONS_PER_HOUR } from '../../src/lib/domain/reports/web-vitals';
import { startWorker, type TestWorker } from '../support/worker';

const NOW = Date.parse('2026-11-20T10:00:00+05:30');
const DAY = 24 * 60 * 60_000;
let w: TestWorker;

const send = (body: unknown, ip = '198.51.100.7') => w.call('POST', '/api/vitals', body, { 'CF-Connecting-IP': ip });
const lcp = (value: number, page = 'home', lang = 'en') => ({ page, lang, metrics: [{ name: 'LCP', value }] });

beforeAll(async () => {
  w = await startWorker();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterAll(async () => {
  vi.useRealTimers();
  await w?.dispose();
});

describe('POST /api/vitals', () => {
  it('counts a beacon into the day histogram: 204, no body, no cookie, nothing about the person', async () => {
    const res = await send({
      page: 'product',
      lang: 'kn',
      metrics: [
        { name: 'LCP', value: 1810 },
        { name: 'CLS', value: 0.02 },
        { name: 'INP', value: 96 },
      ],
    });
    expect(res.status).toBe(204);
    expect(res.raw).toBe('');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { results } = await w.env.DB.prepare("SELECT * FROM web_vital WHERE page = 'product' ORDER BY metric").all();
    expect(results).toEqual([
      { day: '2026-11-20', page: 'product', lang: 'kn', metric: 'CLS', bucket: 20, views: 1 },
      { day: '2026-11-20', page: 'product', lang: 'kn', metric: 'INP', bucket: 100, views: 1 },
      { day: '2026-11-20', page: 'product', lang: 'kn', metric: 'LCP', bucket: 1900, views: 1 },
    ]);
  });

  it('refuses what is not a beacon with 400, and counts nothing', async () => {
    for (const body of [{ page: 'admin', lang: 'en', metrics: [{ name: 'LCP', value: 1 }] }, lcp(-3), { ...lcp(100), who: 'asha' }]) {
      expect((await send(body)).status).toBe(400);
    }
    const n = await w.env.DB.prepare("SELECT count(*) AS n FROM web_vital WHERE page IN ('admin') OR bucket = 0").first<{ n: number }>();
    expect(n!.n).toBe(0);
  });

  it(`one address counts at most ${VITALS_BEACONS_PER_HOUR} beacons an hour; others still count`, async () => {
    const flood = '203.0.113.99';
    for (let i = 0; i < VITALS_BEACONS_PER_HOUR; i++) expect((await send(lcp(30_000, 'search'), flood)).status).toBe(204);
    // the next is answered alike (a phone has nothing to do about it) but not counted
    expect((await send(lcp(30_000, 'search'), flood)).status).toBe(204);
    expect((await send(lcp(800, 'search'))).status).toBe(204);
    const row = await w.env.DB.prepare("SELECT sum(views) AS n FROM web_vital WHERE page = 'search' AND bucket = 30000").first<{
      n: number;
    }>();
    expect(row!.n).toBe(VITALS_BEACONS_PER_HOUR);
  });

  it("the developer's own machine (wrangler dev names every local browser 127.0.0.1) is not capped", async () => {
    for (let i = 0; i <= VITALS_BEACONS_PER_HOUR; i++) expect((await send(lcp(25_000, 'cart'), '127.0.0.1')).status).toBe(204);
    const row = await w.env.DB.prepare("SELECT sum(views) AS n FROM web_vital WHERE page = 'cart' AND bucket = 25000").first<{
      n: number;
    }>();
    expect(row!.n).toBe(VITALS_BEACONS_PER_HOUR + 1);
    expect([isLocalMachine('::1'), isLocalMachine(null), isLocalMachine('127.0.0.9'), isLocalMachine('198.51.100.7')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe("the dashboard's table", () => {
  it('p75 per page kind and language over the last 7 IST days, rated against the good lines', async () => {
    // cart in Hindi: 8 views today at 1 s, 4 views at 3 s 3 days ago (p75 of 12 → the 9th → 3 s, needs work)
    for (let i = 0; i < 8; i++) await send(lcp(1000, 'cart', 'hi'), `198.51.100.${i + 20}`);
    vi.setSystemTime(NOW - 3 * DAY);
    for (let i = 0; i < 4; i++) await send(lcp(3000, 'cart', 'hi'), `198.51.100.${i + 40}`);
    // 8 days ago: outside the window
    vi.setSystemTime(NOW - 8 * DAY);
    for (let i = 0; i < 20; i++) await send(lcp(9000, 'cart', 'hi'), `198.51.100.${i + 60}`);
    vi.setSystemTime(NOW);

    const report = await vitalsReport(w.env.DB, NOW);
    expect(report).toMatchObject({ from: '2026-11-14', to: '2026-11-20' });
    const cart = report.rows.find((r) => r.page === 'cart' && r.lang === 'hi')!;
    expect(cart.views).toBe(12);
    expect(cart.values.LCP).toEqual({ p75: 3000, rating: 'needs-improvement', count: 12 });
    expect(cart.values.INP).toEqual({ p75: null, rating: null, count: 0 });
    const product = report.rows.find((r) => r.page === 'product' && r.lang === 'kn')!;
    expect(product.values).toEqual({
      LCP: { p75: 1900, rating: 'good', count: 1 },
      INP: { p75: 100, rating: 'good', count: 1 },
      CLS: { p75: 0.02, rating: 'good', count: 1 },
    });
    // no row for a page and language nobody reported from
    expect(report.rows.find((r) => r.page === 'checkout')).toBeUndefined();
  });
});
