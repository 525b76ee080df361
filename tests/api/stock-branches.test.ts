/**
 * Stock per branch and pack, on real D1 (issue 28, migration 0031): an order takes units from its
 * own branch's count of its own pack; a branch without them refuses with the shop's out-of-stock
 * words even when another branch has plenty; cancel and payment expiry give units back where they
 * came from; the ledger always sums to the counts (stock-ledger.test.ts has the random walk).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduledJobs } from '../../functions/api/jobs';
import { findOrderById } from '../../functions/api/db/orders/orders';
import { finishPacking } from '../../functions/api/services/orders/packing';
import { FIXTURE_PRODUCTS, MIN_ORDER_PAISE, SHIPPING } from '../../scripts/seed/fixtures';
import {
  addAddress,
  createCustomer,
  footprint,
  plainProducts,
  sessionCookie,
  setCart,
  setStockAt,
  stockAt,
  stockOf,
  type ProductRow,
} from '../support/order-helpers';
import { outOfThisHour } from '../support/payment-starts';
import { CLERK_2, move, staffLogin, walk } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

const INDIRANAGAR = 1;
const KORAMANGALA = 2;
const JAYANAGAR = 3;
const WHITEFIELD = 4;
const WHITEFIELD_PINCODE = '560066';

let w: TestWorker;
let plain: ProductRow[];
/** a product worth the cash minimum on its own */
let big: ProductRow;

beforeAll(async () => {
  w = await startWorker();
  plain = await plainProducts(w, { minStock: 20, limit: 300 });
  big = plain.find((p) => p.discount_price >= MIN_ORDER_PAISE)!;
});
afterAll(() => w?.dispose());

async function shopper(t: TestWorker, pincode?: string) {
  const c = await createCustomer(t);
  return { ...c, cookie: await sessionCookie(t, c.id), address: await addAddress(t, c.id, pincode) };
}

/** Ledger rows of an order or an intent, as [branch, pack, delta, kind]. */
async function movesOf(t: TestWorker, where: 'order_id' | 'intent_id', id: number) {
  const { results } = await t.env.DB.prepare(`SELECT branch_id, pack_id, delta, kind FROM stock_move WHERE ${where} = ?1 ORDER BY id`)
    .bind(id)
    .all<{ branch_id: number; pack_id: number; delta: number; kind: string }>();
  return results.map((m) => [m.branch_id, m.pack_id, m.delta, m.kind]);
}

describe('an order sells from its own branch', () => {
  it('the same pack sells at Indiranagar and is refused at Koramangala, whose count is 0', async () => {
    const p = plain[5]!;
    const qty = Math.ceil(MIN_ORDER_PAISE / p.discount_price) + 1;
    await setStockAt(w, p.id, qty + 3, INDIRANAGAR);
    // only Indiranagar carries it (the seed spreads counts over the other branches)
    for (const b of [KORAMANGALA, JAYANAGAR, WHITEFIELD, 5, 6]) await setStockAt(w, p.id, 0, b);

    const home = await shopper(w);
    await setCart(w, home.id, [{ product_id: p.id, qty }]);
    const sold = await w.call('POST', '/api/order', { flag: 0, address_id: home.address, payment_method: 'cash' }, { cookie: home.cookie });
    expect(sold.body).toMatchObject({ status: 1 });
    expect(await stockAt(w, p.id, INDIRANAGAR)).toBe(3);
    expect(await movesOf(w, 'order_id', sold.body.response.id)).toEqual([[INDIRANAGAR, 0, -qty, 'sale']]);

    const pickup = await shopper(w);
    await setCart(w, pickup.id, [{ product_id: p.id, qty: 1 }]);
    const before = await footprint(w);
    const refused = await w.call('POST', '/api/order', { flag: 1, branch: KORAMANGALA, payment_method: 'cash' }, { cookie: pickup.cookie });
    // SPEC §8 wording, naming the product, with its catalogue key: Indiranagar's 3 do not count
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: 0, message: `${p.name} is out of stock`, code: expect.any(String) });
    // and where the shopper can get it instead: a pickup store that has the pack
    expect(refused.body).toMatchObject({
      hint: 'Not at Koramangala today — pick up at Indiranagar',
      hint_code: 'stock.elsewhere',
      pickup_branch: INDIRANAGAR,
    });
    expect(await footprint(w)).toEqual(before);
    expect(await stockAt(w, p.id, INDIRANAGAR)).toBe(3);
  });

  it('a variant pack has its own count: the 1 kg bag runs out while the 500 g bag still sells', async () => {
    const rice = await w.env.DB.prepare('SELECT id, name FROM product WHERE slug = ?1')
      .bind(FIXTURE_PRODUCTS.withVariants)
      .first<{ id: number; name: string }>();
    const packs = (
      await w.env.DB.prepare('SELECT id FROM product_attribute WHERE product_id = ?1 ORDER BY sort, id')
        .bind(rice!.id)
        .all<{ id: number }>()
    ).results.map((a) => a.id);
    const [small, large] = packs as [number, number];
    await setStockAt(w, rice!.id, 0, INDIRANAGAR, large);
    await setStockAt(w, rice!.id, 40, INDIRANAGAR, small);
    const s = await shopper(w);
    const order = (cookie: string) => w.call('POST', '/api/order', { flag: 0, address_id: s.address, payment_method: 'cash' }, { cookie });

    await setCart(w, s.id, [
      { product_id: rice!.id, qty: 1, attribute_id: large },
      { product_id: big.id, qty: 1 },
    ]);
    const refused = await order(s.cookie);
    expect(refused.body).toMatchObject({ status: 0, message: `${rice!.name} is out of stock` });
    await setStockAt(w, rice!.id, 0, KORAMANGALA, large);
    for (const b of [JAYANAGAR, WHITEFIELD, 5, 6]) await setStockAt(w, rice!.id, 0, b, large);
    // no store has the 1 kg bag: no hint
    expect((await order(s.cookie)).body.hint).toBeUndefined();

    await setCart(w, s.id, [
      { product_id: rice!.id, qty: 2, attribute_id: small },
      { product_id: big.id, qty: 1 },
    ]);
    expect((await order(s.cookie)).body).toMatchObject({ status: 1 });
    expect(await stockAt(w, rice!.id, INDIRANAGAR, small)).toBe(38);
    expect(await stockAt(w, rice!.id, INDIRANAGAR, large)).toBe(0);
  });
});

describe('100 buyers at Jayanagar', () => {
  // 100 shoppers are arranged one by one before the race: slow on a loaded machine, not flaky
  it('take exactly its 7 units and none of Indiranagar’s', { timeout: 180_000 }, async () => {
    // the race runs inside workerd, where the app and D1 meet as in production
    const wd = await startWorker();
    try {
      const p = plain[7]!;
      await setStockAt(wd, p.id, 7, JAYANAGAR);
      await setStockAt(wd, p.id, 50, INDIRANAGAR);
      await setStockAt(wd, big.id, 1000, JAYANAGAR);
      const totalBefore = await stockOf(wd, p.id);
      const buyers: string[] = [];
      for (let i = 0; i < 100; i++) {
        const c = await createCustomer(wd);
        await setCart(wd, c.id, [
          { product_id: p.id, qty: 1 },
          { product_id: big.id, qty: 1 },
        ]);
        buyers.push(await sessionCookie(wd, c.id));
      }
      const results = await Promise.all(
        buyers.map((cookie) =>
          wd.call(
            'POST',
            '/api/order',
            { flag: 1, branch: JAYANAGAR, payment_method: 'cash' },
            { cookie, 'idempotency-key': crypto.randomUUID() },
          ),
        ),
      );
      const ok = results.filter((r) => r.body.status === 1);
      expect(ok).toHaveLength(7);
      for (const r of results.filter((x) => x.body.status !== 1)) {
        expect(r.status).toBe(409);
        expect(r.body.message).toMatch(new RegExp(`^(${p.name} is out of stock|Only 0 left in stock for ${p.name})$`));
      }
      expect(await stockAt(wd, p.id, JAYANAGAR)).toBe(0);
      expect(await stockAt(wd, p.id, INDIRANAGAR)).toBe(50);
      expect(await stockOf(wd, p.id)).toBe(totalBefore - 7);
      // the refused orders took nothing of the second line either
      expect(await stockAt(wd, big.id, JAYANAGAR)).toBe(1000 - 7);
    } finally {
      await wd.dispose();
    }
  });
});

describe('units go back where they came from', () => {
  it('a cancelled pickup order returns its units to Koramangala and its pack', async () => {
    const p = plain[9]!;
    const qty = Math.ceil(MIN_ORDER_PAISE / p.discount_price) + 2;
    await setStockAt(w, p.id, qty + 5, KORAMANGALA);
    const indiranagar = await stockAt(w, p.id, INDIRANAGAR);
    const s = await shopper(w);
    await setCart(w, s.id, [{ product_id: p.id, qty }]);
    const placed = await w.call('POST', '/api/order', { flag: 1, branch: KORAMANGALA, payment_method: 'cash' }, { cookie: s.cookie });
    expect(placed.body).toMatchObject({ status: 1 });
    expect(await stockAt(w, p.id, KORAMANGALA)).toBe(5);

    const clerk = await staffLogin(w, CLERK_2);
    const cancel = await move(w, clerk, placed.body.response.id, { from: 'Pending', to: 'Cancelled', reason: 'Customer called' });
    expect(cancel.status).toBe(200);
    expect(await stockAt(w, p.id, KORAMANGALA)).toBe(qty + 5);
    expect(await stockAt(w, p.id, INDIRANAGAR)).toBe(indiranagar);
    expect(await movesOf(w, 'order_id', placed.body.response.id)).toEqual([
      [KORAMANGALA, 0, -qty, 'sale'],
      [KORAMANGALA, 0, qty, 'cancel_return'],
    ]);
  });

  it('units packed short go back to the order’s branch, not Indiranagar', async () => {
    const p = plain[13]!;
    const qty = Math.ceil(MIN_ORDER_PAISE / p.discount_price) + 3;
    await setStockAt(w, p.id, qty, KORAMANGALA);
    const indiranagar = await stockAt(w, p.id, INDIRANAGAR);
    const s = await shopper(w);
    await setCart(w, s.id, [{ product_id: p.id, qty }]);
    const placed = await w.call('POST', '/api/order', { flag: 1, branch: KORAMANGALA, payment_method: 'cash' }, { cookie: s.cookie });
    expect(placed.body).toMatchObject({ status: 1 });
    const id = placed.body.response.id as number;
    const clerk = await staffLogin(w, CLERK_2);
    await walk(w, clerk, id, [['Pending', 'Confirmed']]);
    const line = (await w.env.DB.prepare('SELECT id FROM order_line WHERE order_id = ?1').bind(id).first<{ id: number }>())!;
    const staff = { id: CLERK_2.id, mobile: CLERK_2.mobile, name: CLERK_2.name, role: 'branch' as const, branch_id: CLERK_2.branch_id };
    await finishPacking(
      w.env,
      (await findOrderById(w.env.DB, id))!,
      { from: 'Confirmed', lines: [{ line_id: line.id, mark: 'short', packed_qty: qty - 2 }] },
      staff,
      Date.now(),
    );
    expect(await stockAt(w, p.id, KORAMANGALA)).toBe(2);
    expect(await stockAt(w, p.id, INDIRANAGAR)).toBe(indiranagar);
    expect(await movesOf(w, 'order_id', id)).toEqual([
      [KORAMANGALA, 0, -qty, 'sale'],
      [KORAMANGALA, 0, 2, 'packing_return'],
    ]);
  });

  it('an expired payment hold returns its units to Whitefield', async () => {
    const p = plain[11]!;
    const qty = Math.ceil(MIN_ORDER_PAISE / p.discount_price) + 1;
    await setStockAt(w, p.id, qty + 4, WHITEFIELD);
    const indiranagar = await stockAt(w, p.id, INDIRANAGAR);
    const s = await shopper(w, WHITEFIELD_PINCODE);
    await outOfThisHour(w, s.id);
    await setCart(w, s.id, [{ product_id: p.id, qty }]);
    const total = qty * p.discount_price + SHIPPING.belowThreshold.price;
    const res = await w.call('POST', '/api/payments/create', { flag: 0, address_id: s.address, amount: total }, { cookie: s.cookie });
    expect(res.body).toMatchObject({ status: 1 });
    const intent = (await w.env.DB.prepare('SELECT id, expires_at FROM payment_intent WHERE provider_order_id = ?1')
      .bind(res.body.response.order_id)
      .first<{ id: number; expires_at: number }>())!;
    expect(await stockAt(w, p.id, WHITEFIELD)).toBe(4);

    await runScheduledJobs(w.env, intent.expires_at);
    expect(await stockAt(w, p.id, WHITEFIELD)).toBe(qty + 4);
    expect(await stockAt(w, p.id, INDIRANAGAR)).toBe(indiranagar);
    expect(await movesOf(w, 'intent_id', intent.id)).toEqual([
      [WHITEFIELD, 0, -qty, 'hold'],
      [WHITEFIELD, 0, qty, 'hold_release'],
    ]);
    // and again: nothing more is released
    await runScheduledJobs(w.env, intent.expires_at + 60_000);
    expect(await stockAt(w, p.id, WHITEFIELD)).toBe(qty + 4);
  });
});
