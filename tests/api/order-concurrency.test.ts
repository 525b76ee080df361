import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduledJobs } from '../../functions/api/jobs';
import { placeOrder, prepareCheckout } from '../../functions/api/services/checkout/checkout';
import { ShopError } from '../../functions/api/errors';
import { FIXTURE_PRODUCTS, MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import {
  createCustomer,
  footprint,
  plainProducts,
  pointsOf,
  product,
  sessionCookie,
  setCart,
  setStockAt,
  stockOf,
  type ProductRow,
} from '../support/order-helpers';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let lastFive: ProductRow;
let filler: ProductRow;
/** a product worth the cash minimum on its own */
let big: ProductRow;

beforeAll(async () => {
  w = await startWorker();
  lastFive = await product(w, FIXTURE_PRODUCTS.lastFive);
  // the milk alone is below the cash minimum; a plentiful second line makes each cart a real order
  const plain = await plainProducts(w, { minStock: 60, limit: 300 });
  filler = plain.find((p) => p.discount_price + lastFive.discount_price >= MIN_ORDER_PAISE)!;
  big = plain.find((p) => p.discount_price >= MIN_ORDER_PAISE)!;
});
afterAll(() => w?.dispose());

describe('50 shoppers, 5 bottles of milk', () => {
  /** Orders of a product placed by these shoppers, straight from the database. */
  async function milkOrders(t: TestWorker, userIds: number[], productId: number): Promise<number> {
    const marks = userIds.map((_, i) => `?${i + 2}`).join(', ');
    const row = await t.env.DB.prepare(
      `SELECT count(*) AS n FROM orders o JOIN order_line l ON l.order_id = o.id WHERE l.product_id = ?1 AND o.user_id IN (${marks})`,
    )
      .bind(productId, ...userIds)
      .first<{ n: number }>();
    return row!.n;
  }

  it('exactly 5 orders succeed, stock ends at 0, the other 45 are told it is out of stock', async () => {
    // the race runs inside workerd, where the app and D1 meet as in production
    const wd = await startWorker();
    try {
      const milk = await product(wd, FIXTURE_PRODUCTS.lastFive);
      expect(milk.stock).toBe(5);
      const fillerBefore = await stockOf(wd, filler.id);
      // arranged one by one: only the orders themselves race
      const shoppers: { id: number; cookie: string }[] = [];
      for (let i = 0; i < 50; i++) {
        const c = await createCustomer(wd);
        await setCart(wd, c.id, [
          { product_id: milk.id, qty: 1 },
          { product_id: filler.id, qty: 1 },
        ]);
        shoppers.push({ id: c.id, cookie: await sessionCookie(wd, c.id) });
      }
      const before = await footprint(wd);

      const results = await Promise.all(
        shoppers.map((s) =>
          wd.call(
            'POST',
            '/api/order',
            { flag: 1, branch: 1, payment_method: 'cash' },
            { cookie: s.cookie, 'idempotency-key': crypto.randomUUID() },
          ),
        ),
      );

      const ok = results.filter((r) => r.body.status === 1);
      const refused = results.filter((r) => r.body.status !== 1);
      expect(ok).toHaveLength(5);
      expect(refused).toHaveLength(45);
      for (const r of refused) {
        expect(r.status).toBe(409);
        expect(r.body.message).toMatch(new RegExp(`^(${milk.name} is out of stock|Only 0 left in stock for ${milk.name})$`));
      }
      expect(await stockOf(wd, milk.id)).toBe(0);
      expect(
        await milkOrders(
          wd,
          shoppers.map((s) => s.id),
          milk.id,
        ),
      ).toBe(5);
      // the refused orders took nothing else either
      expect(await stockOf(wd, filler.id)).toBe(fillerBefore - 5);
      const after = await footprint(wd);
      expect(after.orders).toBe(before.orders + 5);
      expect(after.lines).toBe(before.lines + 10);
      expect(after.carts.n).toBe(before.carts.n - 10);

      // invoice serials stay consecutive: refused orders rolled their counter bump back
      const serials = ok.map((r) => Number(String(r.body.response.invoice_no).split('/')[2])).sort((a, b) => a - b);
      expect(serials[4]! - serials[0]!).toBe(4);
      expect(new Set(serials).size).toBe(5);
    } finally {
      await wd.dispose();
    }
  });
});

describe('40 payers, 5 bottles of milk: intents hold their stock (issue 14 item 6)', () => {
  it('at most 5 intents are created, the rest hear it is out of stock before paying; cash orders see held units as gone; expiry gives them back', async () => {
    const wd = await startWorker();
    try {
      const milk = await product(wd, FIXTURE_PRODUCTS.lastFive);
      expect(milk.stock).toBe(5);
      const payers: { id: number; cookie: string }[] = [];
      for (let i = 0; i < 40; i++) {
        const c = await createCustomer(wd);
        await setCart(wd, c.id, [
          { product_id: milk.id, qty: 1 },
          { product_id: filler.id, qty: 1 },
        ]);
        payers.push({ id: c.id, cookie: await sessionCookie(wd, c.id) });
      }
      const results = await Promise.all(
        payers.map((s) => wd.call('POST', '/api/payments/create', { flag: 1, branch: 1 }, { cookie: s.cookie })),
      );
      const ok = results.filter((r) => r.body.status === 1);
      const refused = results.filter((r) => r.body.status !== 1);
      expect(ok).toHaveLength(5);
      for (const r of refused) {
        expect(r.status).toBe(409);
        expect(r.body.message).toMatch(new RegExp(`^(${milk.name} is out of stock|Only 0 left in stock for ${milk.name})$`));
      }
      const intents = await wd.env.DB.prepare(
        `SELECT count(*) AS n FROM payment_intent WHERE user_id IN (${payers.map((p) => p.id).join(', ')})`,
      ).first<{ n: number }>();
      expect(intents!.n).toBe(5);
      expect(await stockOf(wd, milk.id)).toBe(0);

      // a cash shopper cannot take the units the payers hold
      const cash = await createCustomer(wd);
      await setCart(wd, cash.id, [
        { product_id: milk.id, qty: 1 },
        { product_id: filler.id, qty: 1 },
      ]);
      const cashCookie = await sessionCookie(wd, cash.id);
      const refusedCash = await wd.call('POST', '/api/order', { flag: 1, branch: 1, payment_method: 'cash' }, { cookie: cashCookie });
      expect(refusedCash.status).toBe(409);
      expect(refusedCash.body.message).toBe(`${milk.name} is out of stock`);

      // nobody paid: after the intents' 15 minutes the scheduled run puts the bottles back
      await runScheduledJobs(wd.env, Date.now() + 16 * 60_000);
      expect(await stockOf(wd, milk.id)).toBe(5);
      expect(
        (await wd.call('POST', '/api/order', { flag: 1, branch: 1, payment_method: 'cash' }, { cookie: cashCookie })).body.status,
      ).toBe(1);
      expect(await stockOf(wd, milk.id)).toBe(4);
    } finally {
      await wd.dispose();
    }
  });
});

describe('the write batch itself refuses what changed after the checks', () => {
  it('stock sold between pricing and writing aborts the whole batch', async () => {
    const c = await createCustomer(w);
    const p = (await plainProducts(w, { minStock: 20 }))[0]!;
    await setCart(w, c.id, [
      { product_id: p.id, qty: 3 },
      { product_id: big.id, qty: 1 },
    ]);
    const user = { id: c.id, phone: c.phone, first_name: 'Test', last_name: 'Shopper', email: 'x@gmail.com' };
    const now = Date.now();
    const plan = await prepareCheckout(w.env.DB, user, { deliveryMode: 'pickup', branch: 1, payment_method: 'cash' }, now);
    // someone else buys all but 2 in the meantime
    await setStockAt(w, p.id, 2, 1);
    const before = await footprint(w);

    const attempt = placeOrder(w.env.DB, plan, { now, guardCart: true });
    await expect(attempt).rejects.toThrow(ShopError);
    await expect(attempt).rejects.toThrow(`Only 2 left in stock for ${p.name}`);
    expect(await footprint(w)).toEqual(before);
  });

  it('points spent elsewhere between the check and the write abort it too', async () => {
    const c = await createCustomer(w, { points: 10_000 });
    await setCart(w, c.id, [{ product_id: filler.id, qty: 1 }]);
    const user = { id: c.id, phone: c.phone, first_name: 'Test', last_name: 'Shopper', email: 'x@gmail.com' };
    const now = Date.now();
    const plan = await prepareCheckout(w.env.DB, user, { deliveryMode: 'pickup', branch: 1, payment_method: 'point' }, now);
    await w.env.DB.prepare('UPDATE reward_account SET balance = 1 WHERE mobile = ?1').bind(c.phone).run();
    const before = await footprint(w);
    await expect(placeOrder(w.env.DB, plan, { now, guardCart: true })).rejects.toThrow('You have only 1 reward points');
    expect(await footprint(w)).toEqual(before);
    expect(await pointsOf(w, c.phone)).toBe(1);
  });

  it('a cart already turned into an order cannot be ordered again', async () => {
    const c = await createCustomer(w);
    await setCart(w, c.id, [{ product_id: big.id, qty: 2 }]);
    const user = { id: c.id, phone: c.phone, first_name: 'Test', last_name: 'Shopper', email: 'x@gmail.com' };
    const now = Date.now();
    const plan = await prepareCheckout(w.env.DB, user, { deliveryMode: 'pickup', branch: 1, payment_method: 'cash' }, now);
    const first = await placeOrder(w.env.DB, plan, { now, guardCart: true });
    expect(first.replay).toBe(false);
    const before = await footprint(w);
    await expect(placeOrder(w.env.DB, plan, { now, guardCart: true })).rejects.toThrow('Your cart has changed');
    expect(await footprint(w)).toEqual(before);
  });
});
