import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { festivalDealRows, festivalDealSql } from '../../scripts/festival/deals';
import { DEV_PREVIEW_SECRET } from '../../functions/api/services/content/preview';
import type { FestivalPriceWire } from '../../src/lib/domain/content/festival-price-schemas';
import { signPreviewPass } from '../../src/lib/domain/content/preview-pass';
import { DEMO_CUSTOMERS } from '../../scripts/seed/fixtures';
import { loginAs } from '../support/session';
import { startWorker, type TestWorker } from '../support/worker';

/**
 * Issue 33: a preview link shows the festival cards as on its day, through the same route and rule
 * as today's (only "now" changes), and only with a pass signed with the store's secret and not expired.
 */

// Sankranti 2027: jaggery at ₹65 for 20 units, 12–16 January; "today" is 5 January, before it starts
const FESTIVAL = { name: 'Sankranti', status: 'published' as const, starts: '2027-01-12', ends: '2027-01-16' };
const TODAY = Date.parse('2027-01-05T10:00:00+05:30');
const WEEK = 7 * 86_400_000;

let w: TestWorker;
let jaggery: { id: number; slug: string; discount_price: number; previous_price: number };

function prices(query: string) {
  return w.call<{ status: number; code?: string; message?: string; response: FestivalPriceWire[] }>('GET', `/api/festivalPrices?${query}`);
}

beforeAll(async () => {
  w = await startWorker();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  jaggery = (await w.env.DB.prepare(
    "SELECT id, slug, discount_price, previous_price FROM product WHERE name LIKE '%Jaggery Powder%'",
  ).first())!;
  const deals = [{ product: jaggery.slug, price: 65, units: 20 }];
  for (const sql of festivalDealSql(festivalDealRows([{ ...FESTIVAL, deals }]), TODAY)) await w.env.DB.prepare(sql).run();
});
afterAll(async () => {
  vi.useRealTimers();
  await w?.dispose();
});

describe('festival preview link', () => {
  it('today, before the festival: the card shows the regular price', async () => {
    const res = await prices(`slugs=${jaggery.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.response[0]).toMatchObject({ price: jaggery.discount_price, deal: false, left: null });
  });

  it('with a signed pass for the first day: the deal price, units left and end of that day, never cached', async () => {
    const pass = await signPreviewPass(DEV_PREVIEW_SECRET, '2027-01-12', TODAY + WEEK);
    const res = await prices(`slugs=${jaggery.slug}&preview=${pass}`);
    expect(res.status).toBe(200);
    expect(res.body.response[0]).toMatchObject({ price: 6500, mrp: jaggery.previous_price, deal: true, left: 20, sold_out: false });
    expect(res.body.response[0]!.deal_end).toBe(Date.parse('2027-01-17T00:00:00+05:30'));
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it("what the preview showed for the first day is what a shopper's cart charges on that day (clock pinned)", async () => {
    const pass = await signPreviewPass(DEV_PREVIEW_SECRET, '2027-01-12', TODAY + WEEK);
    const shown = (await prices(`slugs=${jaggery.slug}&preview=${pass}`)).body.response[0]!;
    try {
      vi.setSystemTime(Date.parse('2027-01-12T09:30:00+05:30'));
      const asha = await loginAs(w, DEMO_CUSTOMERS[0].id);
      const res = await asha.post('/api/cartInsert', { pid: jaggery.id, qty: 1, flag: 1 });
      expect(res.status).toBe(200);
      expect(res.body.response[0]).toMatchObject({ deal: true, unit_price: shown.price });
    } finally {
      vi.setSystemTime(TODAY);
    }
  });

  it('refuses a pass with another day, another key, or past its expiry, in words with a code', async () => {
    const pass = await signPreviewPass(DEV_PREVIEW_SECRET, '2027-01-12', TODAY + WEEK);
    const otherDay = pass.replace('2027-01-12', '2027-01-13');
    const otherKey = await signPreviewPass('a guess', '2027-01-12', TODAY + WEEK);
    for (const bad of [otherDay, otherKey, 'garbage', `${pass}.x`]) {
      const res = await prices(`slugs=${jaggery.slug}&preview=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(403);
      expect(res.body).toMatchObject({
        status: 0,
        code: 'srv.previewInvalid',
        message: 'This preview link is not valid. Ask for a new one.',
      });
    }
    const old = await signPreviewPass(DEV_PREVIEW_SECRET, '2027-01-12', TODAY - 1);
    const res = await prices(`slugs=${jaggery.slug}&preview=${old}`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('srv.previewExpired');
  });

  it('in production without PREVIEW_SECRET every pass is refused (fail closed), even one the dev key signed', async () => {
    const pass = await signPreviewPass(DEV_PREVIEW_SECRET, '2027-01-12', TODAY + WEEK);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    w.env.ENVIRONMENT = 'production';
    try {
      const res = await prices(`slugs=${jaggery.slug}&preview=${pass}`);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('srv.previewOff');
      expect(errors.mock.calls.flat().join(' ')).toContain('FAIL CLOSED');
      // with the secret set, a pass it signed works in production too
      w.env.PREVIEW_SECRET = 'the store secret';
      const signed = await signPreviewPass('the store secret', '2027-01-12', TODAY + WEEK);
      expect((await prices(`slugs=${jaggery.slug}&preview=${signed}`)).body.response[0]).toMatchObject({ price: 6500, deal: true });
      expect((await prices(`slugs=${jaggery.slug}&preview=${pass}`)).status).toBe(403);
    } finally {
      w.env.ENVIRONMENT = 'development';
      delete w.env.PREVIEW_SECRET;
      errors.mockRestore();
    }
  });
});
