/**
 * "Buy again" (issue 17): an earlier order's lines go back in the cart at today's prices, each
 * within today's quantity rules, and the shopper is told what changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { formatINR } from '../../src/lib/domain/money/money';
import { count, plainProducts, setCart, soldOutEverywhere, type ProductRow } from '../support/order-helpers';
import { newShopper, type Shopper } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let asha: Shopper;
let txnid: string;
let a: ProductRow, b: ProductRow, c: ProductRow;
const qtyA = 2;
const qtyC = 5;

beforeAll(async () => {
  w = await startWorker();
  asha = await newShopper(w);
  const products = await plainProducts(w, { minStock: 80, limit: 40 });
  [a, b, c] = products.slice(10, 13) as [ProductRow, ProductRow, ProductRow];
  const qtyB = Math.ceil(MIN_ORDER_PAISE / b.discount_price) + 1;
  await setCart(w, asha.id, [
    { product_id: a.id, qty: qtyA },
    { product_id: b.id, qty: qtyB },
    { product_id: c.id, qty: qtyC },
  ]);
  const placed = await w.call('POST', '/api/order', { flag: 0, address_id: asha.address, payment_method: 'cash' }, { cookie: asha.cookie });
  expect(placed.body.status).toBe(1);
  txnid = placed.body.response.txnid;
  expect(await count(w, 'SELECT 1 FROM cart_line WHERE user_id = ?1', asha.id)).toBe(0);
});
afterAll(() => w?.dispose());

const buyAgain = (order_id: unknown, cookie = asha.cookie) => w.call('POST', '/api/orderBuyAgain', { order_id }, { cookie });

describe('Buy again', () => {
  it('puts the lines back at today’s prices, says which changed, skips what is out of stock, and keeps to the maximum', async () => {
    const newPrice = a.discount_price + 500;
    await w.env.DB.prepare('UPDATE product SET discount_price = ?2 WHERE id = ?1').bind(a.id, newPrice).run();
    await soldOutEverywhere(w, b.id);
    await w.env.DB.prepare('UPDATE product SET pmax_count = 3 WHERE id = ?1').bind(c.id).run();

    const res = await buyAgain(txnid);
    expect(res.body).toMatchObject({ status: 1, message: '2 of 3 products added to your cart' });
    const byId = new Map((res.body.response as any[]).map((l) => [l.product_id, l]));
    expect(byId.get(a.id)).toMatchObject({
      outcome: 'price_changed',
      qty: qtyA,
      was_price: a.discount_price,
      price: newPrice,
      message: `${a.name}: added; the price is now ${formatINR(newPrice)} (was ${formatINR(a.discount_price)})`,
    });
    expect(byId.get(b.id)).toMatchObject({ outcome: 'out_of_stock', qty: 0, message: `${b.name}: out of stock` });
    expect(byId.get(c.id)).toMatchObject({
      outcome: 'quantity_capped',
      qty: 3,
      message: `${c.name}: only 3 can be bought now, so 3 added`,
    });

    // the cart holds what was said, at today's price (the answer carries the re-priced cart)
    const cart = new Map((res.body.cart as any[]).map((l) => [l.pid, l]));
    expect([...cart.keys()].sort()).toEqual([a.id, c.id].sort());
    expect(cart.get(a.id).qty).toBe(qtyA);
    expect(cart.get(c.id).qty).toBe(3);
  });

  it('a second press changes nothing: the lines are already in the cart', async () => {
    const before = await w.env.DB.prepare('SELECT product_id, qty FROM cart_line WHERE user_id = ?1 ORDER BY product_id')
      .bind(asha.id)
      .all();
    const res = await buyAgain(txnid);
    expect(res.body.message).toBe('None of these products can be added to your cart right now');
    expect(
      (res.body.response as any[])
        .filter((l) => l.outcome === 'in_cart')
        .map((l) => l.product_id)
        .sort(),
    ).toEqual([a.id, c.id].sort());
    const after = await w.env.DB.prepare('SELECT product_id, qty FROM cart_line WHERE user_id = ?1 ORDER BY product_id')
      .bind(asha.id)
      .all();
    expect(after.results).toEqual(before.results);
  });

  it("only the customer's own orders, only signed in, only a real order id", async () => {
    const ravi = await newShopper(w);
    expect((await buyAgain(txnid, ravi.cookie)).status).toBe(404);
    expect(await count(w, 'SELECT 1 FROM cart_line WHERE user_id = ?1', ravi.id)).toBe(0);
    expect((await w.call('POST', '/api/orderBuyAgain', { order_id: txnid })).status).toBe(401);
    const bad = await buyAgain('x; DROP TABLE orders');
    expect(bad).toMatchObject({ status: 400, body: { status: 0, message: 'Order not found' } });
  });
});
