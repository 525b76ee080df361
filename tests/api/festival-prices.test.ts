import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { festivalDealRows, festivalDealSql } from '../../scripts/festival/deals';
import { DEMO_CUSTOMERS } from '../../scripts/seed/fixtures';
import type { FestivalPriceWire } from '../../src/lib/domain/content/festival-price-schemas';
import { loginAs, type LoggedIn } from '../support/session';
import { startWorker, type TestWorker } from '../support/worker';

/**
 * Issue 33: the festival page's card price (GET /api/festivalPrices, which the pre-rendered page
 * fills its cards from) is what the cart charges on that day, from D1, deal or no deal.
 */

// Sankranti 2027 as marketing would write it: jaggery at ₹65 for 20 units, 10–18 January
const FESTIVAL = { name: 'Sankranti', status: 'published' as const, starts: '2027-01-10', ends: '2027-01-18' };
const DEAL_RUPEES = 65;
const UNITS = 20;
/** midday IST on a day inside the window, and two days after it */
const IN_WINDOW = Date.parse('2027-01-14T12:00:00+05:30');
const AFTER = Date.parse('2027-01-20T12:00:00+05:30');
// a product no seeded deal touches, so the pinned day decides alone
const OTHER = 'haldirams-soan-papdi-500-g';

let w: TestWorker;
let asha: LoggedIn;
let jaggery: { id: number; slug: string; discount_price: number; previous_price: number };

async function cardPrices(...slugs: string[]): Promise<Map<string, FestivalPriceWire>> {
  const res = await w.call<{ status: number; response: FestivalPriceWire[] }>('GET', `/api/festivalPrices?slugs=${slugs.join(',')}`);
  expect(res.status).toBe(200);
  return new Map(res.body.response.map((p) => [p.slug, p]));
}

async function cartCharges(pid: number): Promise<{ deal: boolean; unit_price: number }> {
  await w.env.DB.prepare('DELETE FROM cart_line').run();
  const res = await asha.post('/api/cartInsert', { pid, qty: 1, flag: 1 });
  expect(res.status).toBe(200);
  return res.body.response[0] as { deal: boolean; unit_price: number };
}

beforeAll(async () => {
  w = await startWorker();
  // the clock is pinned; only Date is faked, so the bridge's timers run as usual
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(IN_WINDOW);
  asha = await loginAs(w, DEMO_CUSTOMERS[0].id);
  jaggery = (await w.env.DB.prepare(
    "SELECT id, slug, discount_price, previous_price FROM product WHERE name LIKE '%Jaggery Powder%'",
  ).first())!;
  const deals = [{ product: jaggery.slug, price: DEAL_RUPEES, units: UNITS }];
  for (const sql of festivalDealSql(festivalDealRows([{ ...FESTIVAL, deals }]), IN_WINDOW)) await w.env.DB.prepare(sql).run();
});
afterAll(async () => {
  vi.useRealTimers();
  await w?.dispose();
});

describe('festival card prices from D1', () => {
  it('inside the deal window: the card shows the deal price the cart charges, the MRP, units left and the end', async () => {
    vi.setSystemTime(IN_WINDOW);
    const card = (await cardPrices(jaggery.slug, OTHER)).get(jaggery.slug)!;
    const cart = await cartCharges(jaggery.id);
    expect(cart).toMatchObject({ deal: true, unit_price: DEAL_RUPEES * 100 });
    expect(card).toMatchObject({ price: cart.unit_price, mrp: jaggery.previous_price, deal: true, left: UNITS, sold_out: false });
    // the deal ends at 00:00 IST after the festival's last day
    expect(card.deal_end).toBe(Date.parse('2027-01-19T00:00:00+05:30'));
    expect(card.price).toBeLessThan(jaggery.discount_price);
  });

  it('a product without a deal: the card and the cart both show its regular price', async () => {
    vi.setSystemTime(IN_WINDOW);
    const id = (await w.env.DB.prepare('SELECT id FROM product WHERE slug = ?1').bind(OTHER).first<{ id: number }>())!.id;
    const card = (await cardPrices(jaggery.slug, OTHER)).get(OTHER)!;
    const cart = await cartCharges(id);
    expect(cart.deal).toBe(false);
    expect(card).toMatchObject({ price: cart.unit_price, deal: false, left: null, deal_end: null, sold_out: false });
  });

  it('after the window: the card and the cart both show the regular price, no units left or countdown', async () => {
    vi.setSystemTime(AFTER);
    const card = (await cardPrices(jaggery.slug)).get(jaggery.slug)!;
    const cart = await cartCharges(jaggery.id);
    expect(cart).toMatchObject({ deal: false, unit_price: jaggery.discount_price });
    expect(card).toMatchObject({ price: jaggery.discount_price, deal: false, left: null, deal_end: null, sold_out: false });
  });

  it('every deal unit bought inside the window: the card says sold out at the regular price the cart charges', async () => {
    vi.setSystemTime(IN_WINDOW);
    await w.env.DB.prepare('UPDATE product SET purchased_count = max_count WHERE id = ?1').bind(jaggery.id).run();
    const card = (await cardPrices(jaggery.slug)).get(jaggery.slug)!;
    expect(card).toMatchObject({ price: jaggery.discount_price, deal: false, sold_out: true, left: null });
    const cart = await cartCharges(jaggery.id);
    expect(cart).toMatchObject({ deal: false, unit_price: card.price });
  });

  it('refuses a bad list of products with one 400, and leaves out a slug the catalogue does not have', async () => {
    expect((await w.call('GET', '/api/festivalPrices?slugs=not%20a%20slug')).status).toBe(400);
    expect((await w.call('GET', '/api/festivalPrices')).status).toBe(400);
    expect([...(await cardPrices('no-such-product', OTHER)).keys()]).toEqual([OTHER]);
  });
});
