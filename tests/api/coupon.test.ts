import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { couponUsedUpMessage } from '../../src/lib/domain/checkout/coupon-limits';
import { ShopError } from '../../functions/api/errors';
import { placeOrder, prepareCheckout } from '../../functions/api/services/checkout/checkout';
import { count, createCustomer, plainProducts, sessionCookie, setCart, type ProductRow } from '../support/order-helpers';
import { COUPONS, DEMO_CUSTOMERS, FIXTURE_PRODUCTS } from '../../scripts/seed/fixtures';
import { loginAs, type LoggedIn } from '../support/session';
import { startWorker, type TestWorker } from '../support/worker';
import { sayIn } from '../../src/lib/domain/i18n/t';
import { en } from '../support/en';

let w: TestWorker;
let asha: LoggedIn;
let vikram: LoggedIn;
let milk: { id: number; price: number };
let kilo: { pid: number; aid: number; selling: number };

beforeAll(async () => {
  w = await startWorker();
  asha = await loginAs(w, DEMO_CUSTOMERS[0].id);
  vikram = await loginAs(w, DEMO_CUSTOMERS[1].id);
  const m = await w.env.DB.prepare('SELECT id, discount_price AS price FROM product WHERE slug = ?1')
    .bind(FIXTURE_PRODUCTS.lastFive)
    .first<{ id: number; price: number }>();
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
      expect(res.body).toMatchObject({ status: 0, message: en('srv.couponRequired') });
    }
  });

  it('SAVE10 takes 10% of the server total, whatever amount the client claims', async () => {
    const total = await riceCart(asha, 3);
    const res = await check(asha, { code: COUPONS.percentage.code, amount: 999_999_00, user_point: 99999, uid: vikram.userId });
    expect(res.status).toBe(200);
    const off = Math.round((total * COUPONS.percentage.discount) / 100);
    expect(res.body).toMatchObject({
      status: 1,
      message: en('couponValid'),
      response: {
        code: COUPONS.percentage.code,
        type: 'coupon',
        offer_type: 'percentage',
        discount: 10,
        Discount: total - off,
        saved: off,
        Details: expect.stringContaining('10% off'),
      },
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
    expect(res.body.response).toMatchObject({
      offer_type: 'amount',
      discount: COUPONS.amount.discount,
      Discount: total - COUPONS.amount.discount,
      saved: COUPONS.amount.discount,
    });
  });

  it('refuses FLAT50 below its minimum with the minimum in rupees', async () => {
    await asha.post('/api/cartInsert', { pid: milk.id, qty: 2 });
    const res = await check(asha, { code: COUPONS.amount.code });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, code: expect.any(String), message: 'Minimum order amount for this promocode is ₹500.00' });
  });

  it('refuses an expired code and an unknown code', async () => {
    await riceCart(asha, 4);
    expect((await check(asha, { code: COUPONS.expired.code })).body).toEqual({
      status: 0,
      code: expect.any(String),
      message: en('srv.couponExpired'),
    });
    expect((await check(asha, { code: 'NOSUCHCODE' })).body).toEqual({ status: 0, code: expect.any(String), message: en('couponInvalid') });
  });

  it('refuses a switched-off code as invalid', async () => {
    await riceCart(asha, 4);
    await w.env.DB.prepare('UPDATE coupon SET active = 0 WHERE code = ?1').bind(COUPONS.percentage.code).run();
    try {
      expect((await check(asha, { code: COUPONS.percentage.code })).body).toEqual({
        status: 0,
        code: expect.any(String),
        message: en('couponInvalid'),
      });
    } finally {
      await w.env.DB.prepare('UPDATE coupon SET active = 1 WHERE code = ?1').bind(COUPONS.percentage.code).run();
    }
  });

  it('a product coupon takes nothing off and names the free product in Details and slab_details', async () => {
    const total = await riceCart(asha, 9);
    const res = await check(asha, { code: COUPONS.product.code });
    expect(res.body.status).toBe(1);
    expect(res.body.response).toMatchObject({
      offer_type: 'product',
      Discount: total,
      saved: 0,
      slab_details: { discount_type: 'product', discount: 0 },
    });
    expect(res.body.response.Details).toMatch(/^Free .+ with this order$/);
  });

  it('uses the caller’s own cart: a customer with an empty cart is told so', async () => {
    await riceCart(asha, 3);
    const res = await check(vikram, { code: COUPONS.percentage.code, uid: asha.userId });
    expect(res.body).toEqual({ status: 0, code: expect.any(String), message: en('cartEmptyText') });
  });
});

describe('coupon use limits (issue 14 item 7)', () => {
  let rice: ProductRow;
  let qty: number;
  beforeAll(async () => {
    // a plain product with plenty of stock; enough of it for every coupon's and the order's minimum
    const plain = await plainProducts(w, { minStock: 150, limit: 400 });
    rice = plain.reduce((a, b) => (b.discount_price > a.discount_price ? b : a));
    qty = Math.ceil(60_000 / rice.discount_price);
  });

  async function newShopper() {
    const c = await createCustomer(w);
    const cookie = await sessionCookie(w, c.id);
    return { ...c, cookie, user: { id: c.id, phone: c.phone, first_name: 'Test', last_name: 'Shopper', email: 'x@gmail.com' } };
  }
  const fill = (userId: number) => setCart(w, userId, [{ product_id: rice.id, qty }]);
  const placeCash = (cookie: string, coupon: string) =>
    w.call(
      'POST',
      '/api/order',
      { flag: 1, branch: 1, payment_method: 'cash', coupon },
      { cookie, 'idempotency-key': crypto.randomUUID() },
    );
  const previewFor = (cookie: string, code: string) => w.call('POST', '/api/promocodeCheck', { code }, { cookie });
  const usesOf = (code: string) => count(w, 'SELECT u.id FROM coupon_use u JOIN coupon c ON c.id = u.coupon_id WHERE c.code = ?1', code);

  it('WELCOME15 is for the first order only: the preview says so before checkout, and the order is refused', async () => {
    const c = await newShopper();
    await fill(c.id);
    expect((await previewFor(c.cookie, 'WELCOME15')).body).toMatchObject({ status: 1, response: { code: 'WELCOME15' } });
    const first = await placeCash(c.cookie, 'WELCOME15');
    expect(first.body).toMatchObject({ status: 1 });
    expect(
      await w.env.DB.prepare('SELECT discount, coupon_code FROM orders WHERE id = ?1').bind(first.body.response.id).first(),
    ).toMatchObject({ coupon_code: 'WELCOME15' });

    await fill(c.id);
    const preview = await previewFor(c.cookie, 'WELCOME15');
    expect(preview.status).toBe(400);
    expect(preview.body).toEqual({ status: 0, code: expect.any(String), message: en('srv.couponFirstOrder') });
    const second = await placeCash(c.cookie, 'WELCOME15');
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ status: 0, message: en('srv.couponFirstOrder') });
    expect(await count(w, 'SELECT id FROM orders WHERE user_id = ?1', c.id)).toBe(1);

    // a customer who already ordered without it cannot start using it either
    const d = await newShopper();
    await fill(d.id);
    expect((await placeCash(d.cookie, COUPONS.percentage.code)).body.status).toBe(1);
    await fill(d.id);
    expect((await previewFor(d.cookie, 'WELCOME15')).body).toEqual({
      status: 0,
      code: expect.any(String),
      message: en('srv.couponFirstOrder'),
    });
  });

  it('two racing orders of one customer with WELCOME15: one use, the other refused in the same batch', async () => {
    const c = await newShopper();
    await fill(c.id);
    const now = Date.now();
    // both pass every check before either is written
    const plans = await Promise.all(
      [0, 1].map(() =>
        prepareCheckout(w.env.DB, c.user, { deliveryMode: 'pickup', branch: 1, payment_method: 'cash', coupon: 'WELCOME15' }, now),
      ),
    );
    const results = await Promise.allSettled(
      plans.map((plan) => placeOrder(w.env.DB, plan, { now, guardCart: false, idempotencyKey: crypto.randomUUID() })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(ShopError);
    expect(sayIn('en', refused.reason.said)).toBe(en('srv.couponFirstOrder'));
    expect(await count(w, "SELECT id FROM orders WHERE user_id = ?1 AND coupon_code = 'WELCOME15'", c.id)).toBe(1);
    expect(await count(w, 'SELECT u.id FROM coupon_use u WHERE u.user_id = ?1', c.id)).toBe(1);
  });

  it('per-customer and total limits count uses; a cancelled order gives its use back', async () => {
    const db = w.env.DB;
    await db.batch([
      db
        .prepare(
          `INSERT INTO coupon (code, title, offer_type, discount, min_amount, max_discount, starts_at, ends_at, active, per_customer_limit, total_limit)
         VALUES ('TWICEEACH', 'Twice each', 'amount', 1000, 0, 0, 0, ?1, 1, 2, 0), ('ONLYTWO', 'Two in all', 'amount', 1000, 0, 0, 0, ?1, 1, 0, 2)`,
        )
        .bind(Date.now() + 86_400_000),
    ]);
    const c = await newShopper();
    for (let i = 0; i < 2; i++) {
      await fill(c.id);
      expect((await placeCash(c.cookie, 'TWICEEACH')).body.status).toBe(1);
    }
    await fill(c.id);
    expect((await previewFor(c.cookie, 'TWICEEACH')).body).toEqual({
      status: 0,
      code: expect.any(String),
      message: sayIn('en', couponUsedUpMessage(2)),
    });
    expect((await placeCash(c.cookie, 'TWICEEACH')).body).toMatchObject({ status: 0, message: sayIn('en', couponUsedUpMessage(2)) });
    expect(await usesOf('TWICEEACH')).toBe(2);

    const [x, y, z] = [await newShopper(), await newShopper(), await newShopper()];
    for (const s of [x, y]) {
      await fill(s.id);
      expect((await placeCash(s.cookie, 'ONLYTWO')).body.status).toBe(1);
    }
    await fill(z.id);
    expect((await placeCash(z.cookie, 'ONLYTWO')).body).toMatchObject({ status: 0, message: en('srv.couponAllUsed') });

    // the store cancels y's order (issue 13's cancel frees the use this way): z may use it now
    const yOrder = await db.prepare('SELECT id FROM orders WHERE user_id = ?1').bind(y.id).first<{ id: number }>();
    await db.batch([
      db.prepare("UPDATE orders SET order_status = 'Cancelled' WHERE id = ?1").bind(yOrder!.id),
      db.prepare('DELETE FROM coupon_use WHERE order_id = ?1').bind(yOrder!.id),
    ]);
    expect((await placeCash(z.cookie, 'ONLYTWO')).body.status).toBe(1);
    expect(await usesOf('ONLYTWO')).toBe(2);
  });
});
