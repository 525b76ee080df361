import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { festivalDealRows, festivalDealSql } from '../../scripts/festival/deals';
import { DEMO_CUSTOMERS } from '../../scripts/seed/fixtures';
import { indiaDay } from '../../src/lib/domain/money/india-time';
import { loginAs, type LoggedIn } from '../support/session';
import { startWorker, type TestWorker } from '../support/worker';

// a product no seeded deal or fixture touches
const SLUG = 'haldirams-gulab-jamun-1-kg';
const DAY = 86_400_000;
let w: TestWorker;
let asha: LoggedIn;
let product: { id: number; discount_price: number };

async function sync(starts: string, ends: string, units = 2, { withDeal = true } = {}) {
  const deal = { product: SLUG, price: Math.floor(product.discount_price / 200), units };
  const deals = withDeal ? [deal] : [];
  for (const sql of festivalDealSql(festivalDealRows([{ name: 'Test', status: 'published', starts, ends, deals }])))
    await w.env.DB.prepare(sql).run();
  return Math.round(deal.price * 100);
}

const cartPrice = async () => {
  await w.env.DB.prepare('DELETE FROM cart_line').run();
  const res = await asha.post('/api/cartInsert', { pid: product.id, qty: 1, flag: 1 });
  return res.body.response[0] as { deal: boolean; unit_price: number };
};

beforeAll(async () => {
  w = await startWorker();
  asha = await loginAs(w, DEMO_CUSTOMERS[0].id);
  product = (await w.env.DB.prepare('SELECT id, discount_price FROM product WHERE slug = ?1')
    .bind(SLUG)
    .first<{ id: number; discount_price: number }>())!;
});
afterAll(() => w?.dispose());

describe('a festival deal from the content files is enforced like every deal', () => {
  it('today inside the festival: the cart charges the deal price, and only for the deal units', async () => {
    const today = indiaDay(Date.now());
    const price = await sync(indiaDay(Date.now() - DAY), today);
    await w.env.DB.prepare('DELETE FROM cart_line').run();
    const two = await asha.post('/api/cartInsert', { pid: product.id, qty: 2, flag: 1 });
    expect(two.status).toBe(200);
    expect(two.body.response[0]).toMatchObject({ deal: true, unit_price: price, line_total: 2 * price });
  });

  it('a festival that ended yesterday sells at the regular price', async () => {
    await sync(indiaDay(Date.now() - 3 * DAY), indiaDay(Date.now() - DAY));
    await w.env.DB.prepare('DELETE FROM cart_line').run();
    const res = await asha.post('/api/cartInsert', { pid: product.id, qty: 1, flag: 1 });
    expect(res.body.response[0]).toMatchObject({ deal: false, unit_price: product.discount_price });
  });

  it('a deal taken out of the festival mid-festival ends at the next sync: the regular price again', async () => {
    const price = await sync(indiaDay(Date.now() - DAY), indiaDay(Date.now() + DAY));
    await expect(cartPrice()).resolves.toMatchObject({ deal: true, unit_price: price });
    await sync(indiaDay(Date.now() - DAY), indiaDay(Date.now() + DAY), 2, { withDeal: false });
    await expect(cartPrice()).resolves.toMatchObject({ deal: false, unit_price: product.discount_price });
  });

  it('a deal someone set since on that product (another window) is not ended by the sync', async () => {
    await sync(indiaDay(Date.now() - DAY), indiaDay(Date.now() + DAY));
    const start = Date.now() - 60_000;
    const end = Date.now() + DAY;
    await w.env.DB.prepare('UPDATE product SET deal_start = ?1, deal_end = ?2 WHERE id = ?3').bind(start, end, product.id).run();
    await sync(indiaDay(Date.now() - DAY), indiaDay(Date.now() + DAY), 2, { withDeal: false });
    const row = await w.env.DB.prepare('SELECT deal_start, deal_end FROM product WHERE id = ?1').bind(product.id).first();
    expect(row).toEqual({ deal_start: start, deal_end: end });
  });
});
