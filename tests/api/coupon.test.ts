import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COUPON_EXPIRED, COUPON_REQUIRED } from '../../src/lib/domain/coupon';
import { MSG } from '../../src/lib/domain/messages';
import { COUPONS, DEMO_CUSTOMERS, FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { loginAs, type LoggedIn } from '../support/session';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let asha: LoggedIn;
let vikram: LoggedIn;
let milk: { id: number; price: number };
let kilo: { pid: number; aid: number; selling: number };

beforeAll(async () => {
  w = await startWorker();
  asha = await loginAs(w, DEMO_CUSTOMERS[0].id);
  vikram = await loginAs(w, DEMO_CUSTOMERS[1].id);
  const m = await w.env.DB.prepare('SELECT id, discount_price AS price FROM product WHERE slug = ?1').bind(FIXTURE_PRODUCTS.lastFive).first<{ id: number; price: number }>();
  milk = m!;
  const k = await w.env.DB.prepare(
    `SELECT a.product_id AS pid, a.id AS aid, a.selling FROM product_attribute a JOIN product p ON p.id = a.product_id
      WHERE p.slug = ?1 ORDER BY a.sort LIMIT 1 OFFSET 1`,
  )
    .bind(FIXTURE_PRODUCTS.withVariants)
    .first<{ pid: number; aid: number; selling: number }>();
  kilo = k!;
});
afterAll(() => w?.dispose());
beforeEach(async () => {
  await w.env.DB.prepare('DELETE FROM cart_line').run();
});

const check = (who: LoggedIn, body: Record<string, unknown>) => who.post('/api/promocodeCheck', body);

/** A real cart: `n` kilos of rice (variant price), the server's own total. */
async function riceCart(who: LoggedIn, n: number): Promise<number> {
  const res = await who.post('/api/cartInsert', { pid: kilo.pid, aid: kilo.aid, qty: n });
  expect(res.body.status).toBe(1);
  return res.body.summary.subtotal;
}

describe('POST /api/promocodeCheck', () => {
  it('needs a login and a code', async () => {
    expect((await w.call('POST', '/api/promocodeCheck', { code: COUPONS.percentage.code })).status).toBe(401);
    for (const body of [{}, { code: '' }, { code: '   ' }]) {
      const res = await check(asha, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 0, message: COUPON_REQUIRED });
    }
  });

  it('SAVE10 takes 10% of the server total, whatever amount the client claims', async () => {
    const total = await riceCart(asha, 3);
    const res = await check(asha, { code: COUPONS.percentage.code, amount: 999_999_00, user_point: 99999, uid: vikram.userId });
    expect(res.status).toBe(200);
    const off = Math.round((total * COUPONS.percentage.discount) / 100);
    expect(res.body).toMatchObject({
      status: 1,
      message: MSG.couponValid,
      response: { code: COUPONS.percentage.code, type: 'coupon', offer_type: 'percentage', discount: 10, Discount: total - off, saved: off, Details: expect.stringContaining('10% off') },
    });
  });

  it('codes are case-insensitive', async () => {
    await riceCart(asha, 3);
    expect((await check(asha, { code: COUPONS.percentage.code.toLowerCase() })).body.status).toBe(1);
  });

  it('FLAT50 takes ₹50 off a cart over ₹500', async () => {
    const total = await riceCart(asha, 3);
    expect(total).toBeGreaterThanOrEqual(COUPONS.amount.min_amount);
    const res = await check(asha, { code: COUPONS.amount.code });
    expect(res.body.response).toMatchObject({ offer_type: 'amount', discount: COUPONS.amount.discount, Discount: total - COUPONS.amount.discount, saved: COUPONS.amount.discount });
  });

  it('refuses FLAT50 below its minimum with the minimum in rupees', async () => {
    await asha.post('/api/cartInsert', { pid: milk.id, qty: 2 });
    const res = await check(asha, { code: COUPONS.amount.code });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, message: 'Minimum order amount for this promocode is ₹500.00' });
  });

  it('refuses an expired code and an unknown code', async () => {
    await riceCart(asha, 4);
    expect((await check(asha, { code: COUPONS.expired.code })).body).toEqual({ status: 0, message: COUPON_EXPIRED });
    expect((await check(asha, { code: 'NOSUCHCODE' })).body).toEqual({ status: 0, message: MSG.couponInvalid });
  });

  it('refuses a switched-off code as invalid', async () => {
    await riceCart(asha, 4);
    await w.env.DB.prepare('UPDATE coupon SET active = 0 WHERE code = ?1').bind(COUPONS.percentage.code).run();
    try {
      expect((await check(asha, { code: COUPONS.percentage.code })).body).toEqual({ status: 0, message: MSG.couponInvalid });
    } finally {
      await w.env.DB.prepare('UPDATE coupon SET active = 1 WHERE code = ?1').bind(COUPONS.percentage.code).run();
    }
  });

  it('a product coupon takes nothing off and names the free product in Details and slab_details', async () => {
    const total = await riceCart(asha, 9);
    const res = await check(asha, { code: COUPONS.product.code });
    expect(res.body.status).toBe(1);
    expect(res.body.response).toMatchObject({ offer_type: 'product', Discount: total, saved: 0, slab_details: { discount_type: 'product', discount: 0 } });
    expect(res.body.response.Details).toMatch(/^Free .+ with this order$/);
  });

  it('uses the caller’s own cart: a customer with an empty cart is told so', async () => {
    await riceCart(asha, 3);
    const res = await check(vikram, { code: COUPONS.percentage.code, uid: asha.userId });
    expect(res.body).toEqual({ status: 0, message: MSG.cartEmptyText });
  });
});
