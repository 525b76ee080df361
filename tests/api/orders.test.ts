import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANCHES } from '../../scripts/seed/data/locations';
import { COUPONS, DEMO_CUSTOMERS, FIXTURE_PRODUCTS, MIN_ORDER_PAISE, SHIPPING, UNSERVICEABLE_PINCODE } from '../../scripts/seed/fixtures';
import {
  addAddress,
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
import { findOrderById } from '../../functions/api/db/orders/orders';
import { moveOrder } from '../../functions/api/services/orders/order-life';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

let w: TestWorker;
let asha: { id: number; phone: string; cookie: string; address: number };
let vikram: { id: number; cookie: string };
let cheap: ProductRow[];

const INVOICE_NO = /^HF\/\d{2}-\d{2}\/\d{6}$/;

beforeAll(async () => {
  w = await startWorker();
  const a = DEMO_CUSTOMERS[0];
  asha = { id: a.id, phone: a.phone, cookie: await sessionCookie(w, a.id), address: await addAddress(w, a.id) };
  vikram = { id: DEMO_CUSTOMERS[1].id, cookie: await sessionCookie(w, DEMO_CUSTOMERS[1].id) };
  cheap = await plainProducts(w, { minStock: 50, limit: 300 });
});
afterAll(() => w?.dispose());

const order = (cookie: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  w.call('POST', '/api/order', body, { cookie, ...headers });

/** Enough of one plain product to land between the minimum order and the free-delivery threshold. */
function belowThreshold(p: ProductRow) {
  const qty = Math.ceil(MIN_ORDER_PAISE / p.discount_price) + 1;
  expect(qty * p.discount_price).toBeLessThanOrEqual(100_000);
  return { product_id: p.id, qty };
}

describe('POST /api/order: cash on delivery', () => {
  it('places a delivery order from the server cart: stock down, cart cleared, totals from the server', async () => {
    const p = cheap.find((x) => x.gst_rate === 5)!;
    const line = belowThreshold(p);
    await setCart(w, asha.id, [line]);
    const before = await stockOf(w, p.id);
    const subtotal = line.qty * p.discount_price;

    const res = await order(asha.cookie, { flag: 0, address_id: asha.address, payment_method: 'cash' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, message: en('orderPlaced') });
    const { txnid, invoice_no } = res.body.response;
    expect(invoice_no).toMatch(INVOICE_NO);

    expect(await stockOf(w, p.id)).toBe(before - line.qty);
    expect((await w.env.DB.prepare('SELECT count(*) AS n FROM cart_line WHERE user_id = ?1').bind(asha.id).first<{ n: number }>())!.n).toBe(
      0,
    );

    const o = await w.env.DB.prepare('SELECT * FROM orders WHERE txnid = ?1').bind(txnid).first<any>();
    expect(o).toMatchObject({
      user_id: asha.id,
      payment_method: 'cash',
      payment_status: 'Pending',
      order_status: 'Pending',
      flag: 0,
      subtotal,
      discount: 0,
      shipping: SHIPPING.belowThreshold.price,
      order_total: subtotal + SHIPPING.belowThreshold.price,
      total_points: 0,
      points_earned: Math.floor(subtotal / 10_000),
      place_of_supply: 'Karnataka (29)',
      bill_zip: '560038',
      ship_city: 'Bengaluru',
    });
    const lines = await w.env.DB.prepare('SELECT * FROM order_line WHERE order_id = ?1').bind(o.id).all<any>();
    expect(lines.results).toEqual([
      expect.objectContaining({
        product_id: p.id,
        qty: line.qty,
        price: p.discount_price,
        main_price: p.previous_price,
        attribute_price: null,
        reward_point: p.point,
        deal: 0,
        hsn_code: p.hsn_code,
        gst_rate: 5,
      }),
    ]);

    const view = await w.call('GET', `/api/order/${txnid}`, undefined, { cookie: asha.cookie });
    expect(view.status).toBe(200);
    expect(view.body.response).toMatchObject({
      txnid,
      flag: 0,
      status_badge: 'warning',
      totals: { order_total: subtotal + SHIPPING.belowThreshold.price },
    });
    expect(view.body.response.lines[0]).toMatchObject({ name: p.name, qty: line.qty, line_total: subtotal });
    expect(view.body.response.shipping_address.zip).toBe('560038');
  });

  it('charges no delivery when the cart is above ₹1000 (first shipping option)', async () => {
    const p = cheap.find((x) => x.discount_price >= 5000)!;
    const qty = Math.floor(100_000 / p.discount_price) + 1;
    await setCart(w, asha.id, [{ product_id: p.id, qty }]);
    const res = await order(asha.cookie, {
      flag: 0,
      address_id: asha.address,
      payment_method: 'cash',
      amount: qty * p.discount_price,
      shipping: 0,
    });
    expect(res.body).toMatchObject({
      status: 1,
      response: { shipping: SHIPPING.aboveThreshold.price, order_total: qty * p.discount_price },
    });
  });

  it('places a pickup order: flag 1, no delivery charge, the store as the address', async () => {
    const p = cheap[3]!;
    const line = belowThreshold(p);
    await setCart(w, asha.id, [line]);
    const branch = BRANCHES[1]!;
    // a pickup order takes the pickup store's stock, not Indiranagar's
    await setStockAt(w, p.id, line.qty, branch.id);
    const res = await order(asha.cookie, { flag: 1, branch: branch.id, payment_method: 'cash', shipping: 0 });
    expect(res.body).toMatchObject({ status: 1, response: { flag: 1, shipping: 0, order_total: line.qty * p.discount_price } });
    const view = await w.call('GET', `/api/order/${res.body.response.txnid}`, undefined, { cookie: asha.cookie });
    expect(view.body.response).toMatchObject({
      flag: 1,
      shipping_address: null,
      pickup_store: { id: branch.id, branch: branch.branch, address: branch.address },
    });
    expect(view.body.response.billing).toMatchObject({ first_name: 'Asha', email: DEMO_CUSTOMERS[0].email });
  });
});

describe('POST /api/order: checks with SPEC messages, nothing written', () => {
  let before: Awaited<ReturnType<typeof footprint>>;
  beforeAll(async () => {
    await setCart(w, asha.id, [belowThreshold(cheap[0]!)]);
  });

  async function refused(body: Record<string, unknown>, status: number, message: string, cookie = asha.cookie) {
    before = await footprint(w);
    const res = await order(cookie, body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status: 0, message });
    expect(await footprint(w)).toEqual(before);
    return res;
  }

  it('needs a payment mode', () => refused({ flag: 0, address_id: asha.address }, 400, en('paymentModeMissing')));
  it('needs a billing address for delivery', () => refused({ flag: 0, payment_method: 'cash' }, 400, en('billingMissing')));
  it("treats another customer's address as none", async () => {
    const other = await addAddress(w, vikram.id);
    await refused({ flag: 0, address_id: other, payment_method: 'cash' }, 400, en('billingMissing'));
  });
  it('refuses an address outside the delivery area', async () => {
    const far = await addAddress(w, asha.id, UNSERVICEABLE_PINCODE);
    await refused({ flag: 0, address_id: far, payment_method: 'cash' }, 400, en('deliveryUnavailable'));
  });
  it('needs a store for pickup', () => refused({ flag: 1, payment_method: 'cash' }, 400, 'Please select a pickup store'));
  it('needs a login', async () => {
    const res = await w.call('POST', '/api/order', { flag: 0, address_id: asha.address, payment_method: 'cash' });
    expect(res.status).toBe(401);
  });
  it('sends online payments through the payment window, not here', () =>
    refused({ flag: 0, address_id: asha.address, payment_method: 'online' }, 400, en('paymentFailed')));

  it('refuses an order below the minimum amount for cash', async () => {
    const p = cheap[0]!;
    expect(p.discount_price).toBeLessThan(MIN_ORDER_PAISE);
    await setCart(w, asha.id, [{ product_id: p.id, qty: 1 }]);
    before = await footprint(w);
    const res = await order(asha.cookie, { flag: 0, address_id: asha.address, payment_method: 'cash' });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(0);
    expect(res.body.message).not.toBe(en('orderPlaced'));
    expect(await footprint(w)).toEqual(before);
  });

  it('refuses an empty cart', async () => {
    await setCart(w, asha.id, []);
    await refused({ flag: 0, address_id: asha.address, payment_method: 'cash' }, 400, en('cartEmptyText'));
  });
});

describe('POST /api/order: a tampered page is refused with 409 and nothing is written', () => {
  let p: ProductRow;
  let line: { product_id: number; qty: number };
  let total: number;
  beforeAll(async () => {
    p = cheap.find((x) => x.gst_rate === 5)!;
    line = belowThreshold(p);
    total = line.qty * p.discount_price + SHIPPING.belowThreshold.price;
  });

  it.each([
    ['amount', () => ({ amount: 100 })],
    ['shipping', () => ({ shipping: 0 })],
    ['a line price', () => ({ product: [{ id: p.id, price: 1, qty: line.qty }] })],
    ['a line quantity', () => ({ product: [{ id: p.id, price: p.discount_price, qty: line.qty + 1 }] })],
    ['the discount', () => ({ discount: 5000 })],
  ])('%s', async (_what, tamper) => {
    await setCart(w, asha.id, [line]);
    const before = await footprint(w);
    const res = await order(asha.cookie, { flag: 0, address_id: asha.address, payment_method: 'cash', ...tamper() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      status: 0,
      message: en('srv.pricesChanged'),
      expected: { amount: total, shipping: SHIPPING.belowThreshold.price },
    });
    expect(await footprint(w)).toEqual(before);
  });

  it('points total', async () => {
    await setCart(w, asha.id, [{ product_id: p.id, qty: 1 }]);
    const before = await footprint(w);
    const res = await order(asha.cookie, { flag: 0, address_id: asha.address, payment_method: 'point', total_reward: 1 });
    expect(res.status).toBe(409);
    expect(res.body.expected.total_reward).toBe(p.point);
    expect(await footprint(w)).toEqual(before);
  });

  it('the honest numbers go through', async () => {
    await setCart(w, asha.id, [line]);
    const res = await order(asha.cookie, {
      flag: 0,
      address_id: asha.address,
      payment_method: 'cash',
      amount: total,
      shipping: SHIPPING.belowThreshold.price,
      discount: 0,
      product: [{ id: p.id, price: p.discount_price, qty: line.qty, reward_point: p.point }],
    });
    expect(res.body).toMatchObject({ status: 1, response: { order_total: total } });
  });
});

describe('POST /api/order: coupons are re-validated by the server', () => {
  it('takes SAVE10 off the goods; delivery is decided on the total before the coupon', async () => {
    const p = cheap.find((x) => x.gst_rate === 5 && x.discount_price >= 2000)!;
    const qty = Math.ceil(COUPONS.percentage.min_amount / p.discount_price) + 1;
    const subtotal = qty * p.discount_price;
    expect(subtotal).toBeLessThanOrEqual(100_000);
    await setCart(w, asha.id, [{ product_id: p.id, qty }]);
    const discount = Math.round((subtotal * COUPONS.percentage.discount) / 100);
    const res = await order(asha.cookie, {
      flag: 0,
      address_id: asha.address,
      payment_method: 'cash',
      coupon: COUPONS.percentage.code.toLowerCase(),
      discount,
      amount: subtotal - discount + SHIPPING.belowThreshold.price,
    });
    expect(res.body).toMatchObject({ status: 1, response: { order_total: subtotal - discount + SHIPPING.belowThreshold.price } });
    const o = await w.env.DB.prepare('SELECT subtotal, discount, coupon_code, offer_type, offer_value FROM orders WHERE id = ?1')
      .bind(res.body.response.id)
      .first<any>();
    expect(o).toEqual({
      subtotal,
      discount,
      coupon_code: COUPONS.percentage.code,
      offer_type: 'percentage',
      offer_value: COUPONS.percentage.discount,
    });
  });

  it('refuses an expired or unknown coupon, writing nothing', async () => {
    await setCart(w, asha.id, [belowThreshold(cheap[2]!)]);
    for (const code of [COUPONS.expired.code, 'NOSUCHCODE']) {
      const before = await footprint(w);
      const res = await order(asha.cookie, { flag: 1, branch: 1, payment_method: 'cash', coupon: code });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe(0);
      expect(await footprint(w)).toEqual(before);
    }
  });

  it('does not combine a coupon with points (SPEC §4: a coupon forces cash)', async () => {
    const res = await order(asha.cookie, { flag: 1, branch: 1, payment_method: 'point', coupon: COUPONS.percentage.code });
    expect(res.body).toMatchObject({ status: 0, message: en('paymentModeMissing') });
  });
});

describe('POST /api/order: paying with reward points', () => {
  it('deducts the points exactly once, with a ledger row, and charges no rupees or delivery', async () => {
    const c = await createCustomer(w, { points: 1000 });
    const cookie = await sessionCookie(w, c.id);
    const address = await addAddress(w, c.id);
    const p = cheap.find((x) => x.point > 0 && x.point * 2 < 1000)!;
    await setCart(w, c.id, [{ product_id: p.id, qty: 2 }]);
    const key = crypto.randomUUID();
    const body = { flag: 0, address_id: address, payment_method: 'point', total_reward: 2 * p.point };

    const first = await order(cookie, body, { 'idempotency-key': key });
    expect(first.body).toMatchObject({
      status: 1,
      response: { payment_method: 'point', order_total: 0, shipping: 0, total_points: 2 * p.point },
    });
    expect(await pointsOf(w, c.phone)).toBe(1000 - 2 * p.point);

    const again = await order(cookie, body, { 'idempotency-key': key });
    expect(again.body).toMatchObject({ status: 1, replay: true, response: { txnid: first.body.response.txnid } });
    expect(await pointsOf(w, c.phone)).toBe(1000 - 2 * p.point);

    const ledger = await w.env.DB.prepare('SELECT delta, reason, order_id FROM reward_ledger WHERE mobile = ?1').bind(c.phone).all<any>();
    expect(ledger.results).toEqual([{ delta: -2 * p.point, reason: 'redeem', order_id: first.body.response.id }]);
    const o = await w.env.DB.prepare('SELECT points_earned FROM orders WHERE id = ?1').bind(first.body.response.id).first<any>();
    expect(o.points_earned).toBe(0);
  });

  it('needs more points than the cart costs (SPEC §5)', async () => {
    const p = cheap.find((x) => x.point > 0)!;
    const c = await createCustomer(w, { points: p.point });
    const cookie = await sessionCookie(w, c.id);
    const address = await addAddress(w, c.id);
    await setCart(w, c.id, [{ product_id: p.id, qty: 1 }]);
    const before = await footprint(w);
    const res = await order(cookie, { flag: 0, address_id: address, payment_method: 'point' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 0, message: en('srv.rewardShort', { points: p.point }) });
    expect(await footprint(w)).toEqual(before);

    const broke = await createCustomer(w, { points: 0 });
    await setCart(w, broke.id, [{ product_id: p.id, qty: 1 }]);
    const res0 = await order(await sessionCookie(w, broke.id), { flag: 1, branch: 1, payment_method: 'point' });
    expect(res0.body).toMatchObject({ status: 0, message: en('rewardZero') });
  });
});

describe('one order per request', () => {
  it('a retried Idempotency-Key returns the same order and writes nothing new', async () => {
    const p = cheap[5]!;
    await setCart(w, asha.id, [belowThreshold(p)]);
    const key = crypto.randomUUID();
    const body = { flag: 1, branch: 1, payment_method: 'cash' };
    const first = await order(asha.cookie, body, { 'idempotency-key': key });
    expect(first.body.status).toBe(1);
    const before = await footprint(w);
    const again = await order(asha.cookie, body, { 'idempotency-key': key });
    expect(again.body).toMatchObject({ status: 1, replay: true, response: { txnid: first.body.response.txnid } });
    expect(await footprint(w)).toEqual(before);
  });

  it('a double click (two requests at once, same key) makes one order', async () => {
    const p = cheap[6]!;
    await setCart(w, asha.id, [belowThreshold(p)]);
    const before = await footprint(w);
    const key = crypto.randomUUID();
    const body = { flag: 1, branch: 1, payment_method: 'cash' };
    const [a, b] = await Promise.all([
      order(asha.cookie, body, { 'idempotency-key': key }),
      order(asha.cookie, body, { 'idempotency-key': key }),
    ]);
    expect(a.body.status).toBe(1);
    expect(b.body.status).toBe(1);
    expect(a.body.response.txnid).toBe(b.body.response.txnid);
    expect((await footprint(w)).orders).toBe(before.orders + 1);
  });

  it('even without a key, one cart becomes one order', async () => {
    const p = cheap[7]!;
    await setCart(w, asha.id, [belowThreshold(p)]);
    const before = await footprint(w);
    const body = { flag: 1, branch: 1, payment_method: 'cash' };
    const results = await Promise.all([order(asha.cookie, body), order(asha.cookie, body), order(asha.cookie, body)]);
    expect(results.filter((r) => r.body.status === 1)).toHaveLength(1);
    expect((await footprint(w)).orders).toBe(before.orders + 1);
  });

  it('rejects a malformed Idempotency-Key', async () => {
    const res = await order(asha.cookie, { flag: 1, branch: 1, payment_method: 'cash' }, { 'idempotency-key': 'x' });
    expect(res.status).toBe(400);
  });
});

describe('orders are private', () => {
  it("user B gets 404 for user A's order and invoice, by txnid or id", async () => {
    const p = cheap[8]!;
    await setCart(w, asha.id, [belowThreshold(p)]);
    const placed = await order(asha.cookie, { flag: 1, branch: 1, payment_method: 'cash' });
    const { txnid, id } = placed.body.response;
    for (const path of [`/api/order/${txnid}`, `/api/order/${id}`, `/api/invoice/${txnid}`, `/api/invoice/${id}`]) {
      const theirs = await w.call('GET', path, undefined, { cookie: vikram.cookie });
      expect(theirs.status, path).toBe(404);
      expect(JSON.stringify(theirs.body)).not.toContain(txnid);
      const mine = await w.call('GET', path, undefined, { cookie: asha.cookie });
      expect(mine.status, path).toBe(200);
    }
    expect((await w.call('GET', `/api/order/${txnid}`)).status).toBe(401);
  });
});

describe('deals and stock at checkout', () => {
  it('buys a live deal at the deal price and counts the units sold', async () => {
    const deal = await product(w, FIXTURE_PRODUCTS.dealOfDay);
    const row = await w.env.DB.prepare('SELECT deal_amount, purchased_count FROM product WHERE id = ?1').bind(deal.id).first<any>();
    await setCart(w, asha.id, [{ product_id: deal.id, qty: 1 }]);
    const res = await order(asha.cookie, { flag: 1, branch: 1, payment_method: 'cash' });
    expect(res.body.status).toBe(1);
    const line = await w.env.DB.prepare('SELECT price, deal FROM order_line WHERE order_id = ?1').bind(res.body.response.id).first<any>();
    expect(line).toEqual({ price: row.deal_amount, deal: 1 });
    const after = await w.env.DB.prepare('SELECT purchased_count FROM product WHERE id = ?1').bind(deal.id).first<any>();
    expect(after.purchased_count).toBe(row.purchased_count + 1);
  });

  it('sells a deal whose units are sold out at the regular price, leaving the deal count alone', async () => {
    const sold = await product(w, FIXTURE_PRODUCTS.dealSoldOut);
    const row = await w.env.DB.prepare('SELECT discount_price, purchased_count FROM product WHERE id = ?1').bind(sold.id).first<any>();
    await setCart(w, asha.id, [{ product_id: sold.id, qty: 2 }]);
    const res = await order(asha.cookie, { flag: 1, branch: 1, payment_method: 'cash' });
    expect(res.body.status).toBe(1);
    const line = await w.env.DB.prepare('SELECT price, deal FROM order_line WHERE order_id = ?1').bind(res.body.response.id).first<any>();
    expect(line).toEqual({ price: row.discount_price, deal: 0 });
    const after = await w.env.DB.prepare('SELECT purchased_count FROM product WHERE id = ?1').bind(sold.id).first<any>();
    expect(after.purchased_count).toBe(row.purchased_count);
  });

  it('refuses more than is in stock, naming the product', async () => {
    const last = await product(w, FIXTURE_PRODUCTS.lastFive);
    await setCart(w, asha.id, [{ product_id: last.id, qty: last.stock + 1 }]);
    const before = await footprint(w);
    const res = await order(asha.cookie, { flag: 1, branch: 1, payment_method: 'cash' });
    expect(res.body.status).toBe(0);
    expect(res.body.message).toBe(`Only ${last.stock} left in stock for ${last.name}`);
    expect(await footprint(w)).toEqual(before);
  });
});

describe('order status and earned points', () => {
  it('credits the points a cash order earned once, when it is Completed, and never moves it back', async () => {
    const c = await createCustomer(w, { points: 0 });
    const cookie = await sessionCookie(w, c.id);
    const p = cheap.find((x) => x.discount_price >= 5000)!;
    const qty = Math.floor(100_000 / p.discount_price) + 1; // above ₹1000: earns ≥ 10 points
    await setCart(w, c.id, [{ product_id: p.id, qty }]);
    const placed = await order(cookie, { flag: 1, branch: 1, payment_method: 'cash' });
    const id = placed.body.response.id;
    const earned = Math.floor((qty * p.discount_price) / 10_000);
    const o = await w.env.DB.prepare('SELECT points_earned FROM orders WHERE id = ?1').bind(id).first<any>();
    expect(o.points_earned).toBe(earned);
    expect(await pointsOf(w, c.phone)).toBe(0);

    const manager = {
      kind: 'staff' as const,
      staff: { id: 1, mobile: '9800000000', name: 'Meera Iyer', role: 'manager' as const, branch_id: null },
    };
    const step = async (from: string, to: string) => moveOrder(w.env, (await findOrderById(w.env.DB, id))!, { from, to }, manager);
    await step('Pending', 'Confirmed');
    await step('Confirmed', 'Packed');
    await step('Packed', 'Ready for pickup');
    expect(await pointsOf(w, c.phone)).toBe(0);
    // the counter completes with the shopper's pickup code (docs/delivery.md)
    const code = (await w.env.DB.prepare('SELECT code FROM handover_code WHERE order_id = ?1').bind(id).first<{ code: string }>())!.code;
    const complete = async () =>
      moveOrder(w.env, (await findOrderById(w.env.DB, id))!, { from: 'Ready for pickup', to: 'Completed', code }, manager);
    await complete();
    expect(await pointsOf(w, c.phone)).toBe(earned);
    await expect(complete()).rejects.toMatchObject({ httpStatus: 409 });
    await expect(step('Completed', 'Pending')).rejects.toMatchObject({ httpStatus: 400 });
    expect(await pointsOf(w, c.phone)).toBe(earned);
    const ledger = await w.env.DB.prepare("SELECT delta, order_id FROM reward_ledger WHERE mobile = ?1 AND reason = 'earn'")
      .bind(c.phone)
      .all<any>();
    expect(ledger.results).toEqual([{ delta: earned, order_id: id }]);

    const view = await w.call('GET', `/api/order/${placed.body.response.txnid}`, undefined, { cookie });
    expect(view.body.response).toMatchObject({ order_status: 'Completed', status_badge: 'success', totals: { points_earned: earned } });
  });
});
