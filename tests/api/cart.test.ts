import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartLineWire } from '../../src/lib/domain/cart/cart-schemas';
import { DEMO_CUSTOMERS, FIXTURE_PRODUCTS, MIN_ORDER_PAISE, SHIPPING } from '../../scripts/seed/fixtures';
import { CART_UPDATED, SIZE_UNAVAILABLE } from '../../functions/api/services/cart/cart';
import { loginAs, type LoggedIn } from '../support/session';
import { setStockAt } from '../support/order-helpers';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

let w: TestWorker;
let asha: LoggedIn;
let vikram: LoggedIn;

interface Row {
  id: number;
  discount_price: number;
  stock: number;
  deal_amount: number | null;
  purchased_count: number;
  max_count: number;
}
const P: Record<keyof typeof FIXTURE_PRODUCTS, Row> = {} as never;
let rice: { id: number; other: number; attrs: { id: number; selling: number }[] };

async function lines(who: LoggedIn): Promise<CartLineWire[]> {
  const res = await who.post('/api/cartList');
  expect(res.status).toBe(200);
  return res.body.response;
}

beforeAll(async () => {
  w = await startWorker();
  asha = await loginAs(w, DEMO_CUSTOMERS[0].id);
  vikram = await loginAs(w, DEMO_CUSTOMERS[1].id);
  for (const [key, slug] of Object.entries(FIXTURE_PRODUCTS)) {
    const row = await w.env.DB.prepare(
      'SELECT id, discount_price, stock, deal_amount, purchased_count, max_count FROM product WHERE slug = ?1',
    )
      .bind(slug)
      .first<Row>();
    (P as Record<string, Row>)[key] = row!;
  }
  const attrs = await w.env.DB.prepare('SELECT id, selling FROM product_attribute WHERE product_id = ?1 ORDER BY sort')
    .bind(P.withVariants.id)
    .all<{ id: number; selling: number }>();
  const other = await w.env.DB.prepare('SELECT id FROM product_attribute WHERE product_id != ?1 LIMIT 1')
    .bind(P.withVariants.id)
    .first<{ id: number }>();
  rice = { id: P.withVariants.id, attrs: attrs.results, other: other!.id };
});
afterAll(() => w?.dispose());
beforeEach(async () => {
  await w.env.DB.prepare('DELETE FROM cart_line').run();
});

describe('guests', () => {
  it.each(['/api/cartList', '/api/cartInsert', '/api/cartDelete', '/api/minimumAmountOrder'])('%s → 401', async (path) => {
    const res = await w.call('POST', path, { pid: 1, qty: 1, uid: DEMO_CUSTOMERS[0].id });
    expect(res.status).toBe(401);
    expect(res.body.status).toBe(0);
  });
});

describe('POST /api/cartInsert', () => {
  it('adds a product, priced by the server, and refuses it a second time', async () => {
    const res = await asha.post('/api/cartInsert', { pid: P.lastFive.id, qty: 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, message: en('cartAdded') });
    expect(res.body.response).toHaveLength(1);
    expect(res.body.response[0]).toMatchObject({
      pid: P.lastFive.id,
      qty: 2,
      aid: 0,
      unit_price: P.lastFive.discount_price,
      line_total: 2 * P.lastFive.discount_price,
    });

    const again = await asha.post('/api/cartInsert', { pid: P.lastFive.id, qty: 1 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: 0, code: expect.any(String), message: en('cartDuplicate') });
  });

  it.each([
    ['zero', 0],
    ['101', 101],
    ['negative', -1],
    ['text', 'abc'],
    ['fraction', 1.5],
    ['missing', undefined],
  ])('rejects a tampered quantity (%s) with 400', async (_label, qty) => {
    const res = await asha.post('/api/cartInsert', { pid: P.lastFive.id, qty });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 0, message: en('stepper.range') });
    expect(await lines(asha)).toHaveLength(0);
  });

  it('accepts a numeric string quantity from a form', async () => {
    const res = await asha.post('/api/cartInsert', { pid: P.lastFive.id, qty: '3' });
    expect(res.body.status).toBe(1);
    expect((await lines(asha))[0]!.qty).toBe(3);
  });

  it('ignores a price, uid and deal flag in the body: totals come from the catalogue', async () => {
    const res = await asha.post('/api/cartInsert', {
      pid: P.lastFive.id,
      qty: 2,
      price: 1,
      selling: 1,
      unit_price: 1,
      uid: DEMO_CUSTOMERS[1].id,
      user_id: DEMO_CUSTOMERS[1].id,
      flag: 1,
    });
    expect(res.body.status).toBe(1);
    expect(res.body.summary.subtotal).toBe(2 * P.lastFive.discount_price);
    const row = await w.env.DB.prepare('SELECT user_id FROM cart_line').all<{ user_id: number }>();
    expect(row.results).toEqual([{ user_id: asha.userId }]);
    expect(await lines(vikram)).toHaveLength(0);
  });

  it('prices a chosen variant at its selling price', async () => {
    const kilo = rice.attrs[1]!;
    const res = await asha.post('/api/cartInsert', { pid: rice.id, qty: 2, aid: kilo.id });
    expect(res.body.status).toBe(1);
    expect(res.body.response[0]).toMatchObject({ aid: kilo.id, unit_price: kilo.selling, line_total: 2 * kilo.selling });
    expect(res.body.response[0].attribute.id).toBe(kilo.id);
  });

  it('refuses the variant of another product with 400', async () => {
    const res = await asha.post('/api/cartInsert', { pid: rice.id, qty: 1, aid: rice.other });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 0, code: expect.any(String), message: SIZE_UNAVAILABLE });
    expect(await lines(asha)).toHaveLength(0);
  });

  it('refuses an out-of-stock product', async () => {
    const res = await asha.post('/api/cartInsert', { pid: P.outOfStock.id, qty: 1 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 0, code: expect.any(String), message: en('srv.outOfStock') });
    expect(await lines(asha)).toHaveLength(0);
  });

  it('refuses an unknown product with 404', async () => {
    const res = await asha.post('/api/cartInsert', { pid: 999999, qty: 1 });
    expect(res.status).toBe(404);
  });

  it('lastFive: 5 fits, 6 is "Stock Exceeded"', async () => {
    expect((await asha.post('/api/cartInsert', { pid: P.lastFive.id, qty: 6 })).body).toEqual({
      status: 0,
      code: expect.any(String),
      message: en('stockExceeded'),
    });
    expect((await asha.post('/api/cartInsert', { pid: P.lastFive.id, qty: 5 })).body.status).toBe(1);
  });

  it('minTwo: 1 is below the minimum, 7 is over the maximum, 2 and 6 fit', async () => {
    expect((await asha.post('/api/cartInsert', { pid: P.minTwo.id, qty: 1 })).body).toEqual({
      status: 0,
      code: expect.any(String),
      message: en('minQty'),
    });
    expect((await asha.post('/api/cartInsert', { pid: P.minTwo.id, qty: 7 })).body).toEqual({
      status: 0,
      code: expect.any(String),
      message: en('maxOrder'),
    });
    expect((await asha.post('/api/cartInsert', { pid: P.minTwo.id, qty: 2 })).body.status).toBe(1);
    const up = await asha.post('/api/cartInsert', { pid: P.minTwo.id, qty: 6, mode: 'update' });
    expect(up.body).toMatchObject({ status: 1, message: CART_UPDATED });
    expect((await asha.post('/api/cartInsert', { pid: P.minTwo.id, qty: 7, mode: 'update' })).body).toEqual({
      status: 0,
      code: expect.any(String),
      message: en('maxOrder'),
    });
    expect((await lines(asha))[0]!.qty).toBe(6);
  });

  it('flash deal: 10 units fit at the deal price, 11 is "Maximum order reached" even with flag 0', async () => {
    const eleven = await asha.post('/api/cartInsert', { pid: P.flashDeal.id, qty: 11, flag: 0 });
    expect(eleven.body).toEqual({ status: 0, code: expect.any(String), message: en('maxOrder') });
    const ten = await asha.post('/api/cartInsert', { pid: P.flashDeal.id, qty: 10 });
    expect(ten.body.status).toBe(1);
    expect(ten.body.response[0]).toMatchObject({
      deal: true,
      unit_price: P.flashDeal.deal_amount,
      line_total: 10 * P.flashDeal.deal_amount!,
    });
  });

  it('a sold-out deal is sold at its regular price, not refused', async () => {
    expect(P.dealSoldOut.purchased_count).toBeGreaterThanOrEqual(P.dealSoldOut.max_count);
    const res = await asha.post('/api/cartInsert', { pid: P.dealSoldOut.id, qty: 1, flag: 1 });
    expect(res.status).toBe(200);
    expect(res.body.response[0]).toMatchObject({ deal: false, unit_price: P.dealSoldOut.discount_price });
  });

  it('an upcoming deal is sold at its discount price', async () => {
    const res = await asha.post('/api/cartInsert', { pid: P.dealUpcoming.id, qty: 1, flag: 1 });
    expect(res.body.response[0]).toMatchObject({ deal: false, unit_price: P.dealUpcoming.discount_price });
  });

  it("a line's net quantity is the chosen pack's, not the product's", async () => {
    const [, kilo] = rice.attrs;
    const declared = await w.env.DB.prepare(
      'SELECT p.net_quantity AS product_qty, p.net_unit, a.net_quantity AS pack_qty FROM product p JOIN product_attribute a ON a.product_id = p.id WHERE a.id = ?1',
    )
      .bind(kilo!.id)
      .first<{ product_qty: number; net_unit: string; pack_qty: number }>();
    expect(declared!.pack_qty).toBeGreaterThan(0);
    expect(declared!.pack_qty).not.toBe(declared!.product_qty);
    const res = await asha.post('/api/cartInsert', { pid: rice.id, qty: 1, aid: kilo!.id, mode: 'update' });
    const line = (res.body.response as CartLineWire[]).find((l) => l.pid === rice.id)!;
    expect(line).toMatchObject({ net_quantity: declared!.pack_qty, net_unit: declared!.net_unit });
    expect(line.attribute).toMatchObject({ id: kilo!.id, net_quantity: declared!.pack_qty });
  });

  it('update mode changes the quantity and the variant, and adds when the line is missing', async () => {
    const [half, kilo] = rice.attrs;
    expect((await asha.post('/api/cartInsert', { pid: rice.id, qty: 1, aid: half!.id, mode: 'update' })).body.message).toBe(
      en('cartAdded'),
    );
    const res = await asha.post('/api/cartInsert', { pid: rice.id, qty: 3, aid: kilo!.id, mode: 'update' });
    expect(res.body.response).toHaveLength(1);
    expect(res.body.response[0]).toMatchObject({ qty: 3, aid: kilo!.id, line_total: 3 * kilo!.selling });
  });
});

describe('POST /api/cartList', () => {
  it('returns lines with product fields and a summary priced by the server', async () => {
    await asha.post('/api/cartInsert', { pid: P.lastFive.id, qty: 2 });
    await asha.post('/api/cartInsert', { pid: P.flashDeal.id, qty: 3 });
    const res = await asha.post('/api/cartList', { uid: DEMO_CUSTOMERS[1].id });
    const [milk, silk] = res.body.response as CartLineWire[];
    expect(milk).toMatchObject({
      pid: P.lastFive.id,
      name: expect.any(String),
      slug: FIXTURE_PRODUCTS.lastFive,
      photo: expect.any(String),
      stock: P.lastFive.stock,
      problem: null,
    });
    expect(silk).toMatchObject({ pid: P.flashDeal.id, is_type: 'flash_deal', to_date: expect.any(Number), deal: true });
    const subtotal = 2 * P.lastFive.discount_price + 3 * P.flashDeal.deal_amount!;
    expect(res.body.summary).toMatchObject({
      count: 2,
      units: 5,
      subtotal,
      points: milk!.line_points + silk!.line_points,
      shipping: SHIPPING.belowThreshold.price,
      grand_total: subtotal + SHIPPING.belowThreshold.price,
      min_order_amount: MIN_ORDER_PAISE,
    });
  });

  it('switches to the first shipping option above ₹1000 (rounded)', async () => {
    const [, kilo] = rice.attrs;
    const qty = Math.floor(100_000 / kilo!.selling) + 1;
    const res = await asha.post('/api/cartInsert', { pid: rice.id, qty, aid: kilo!.id });
    expect(qty * kilo!.selling).toBeGreaterThan(100_050);
    expect(res.body.summary).toMatchObject({
      shipping: SHIPPING.aboveThreshold.price,
      shipping_option: { id: SHIPPING.aboveThreshold.id },
    });
    const down = await asha.post('/api/cartInsert', { pid: rice.id, qty: 1, aid: kilo!.id, mode: 'update' });
    expect(down.body.summary).toMatchObject({
      shipping: SHIPPING.belowThreshold.price,
      shipping_option: { id: SHIPPING.belowThreshold.id },
    });
  });

  it('flags a line that went out of stock after it was added', async () => {
    await asha.post('/api/cartInsert', { pid: P.lastFive.id, qty: 4 });
    // the cart has no branch yet: it reads the store-wide total, here Indiranagar's alone
    await setStockAt(w, P.lastFive.id, 3);
    try {
      expect((await lines(asha))[0]!.problem).toBe(en('stockExceeded'));
    } finally {
      await setStockAt(w, P.lastFive.id, P.lastFive.stock);
    }
  });
});

describe('POST /api/cartDelete', () => {
  it('removes one product, then pid 0 clears the cart', async () => {
    await asha.post('/api/cartInsert', { pid: P.lastFive.id, qty: 1 });
    await asha.post('/api/cartInsert', { pid: P.minTwo.id, qty: 2 });
    await asha.post('/api/cartInsert', { pid: P.flashDeal.id, qty: 1 });
    const one = await asha.post('/api/cartDelete', { pid: P.lastFive.id });
    expect(one.body).toMatchObject({ status: 1, message: en('cartRemoved') });
    expect(one.body.response.map((l: CartLineWire) => l.pid)).toEqual([P.minTwo.id, P.flashDeal.id]);
    const all = await asha.post('/api/cartDelete', { pid: 0 });
    expect(all.body).toMatchObject({ status: 1, message: en('cartRemoved'), response: [] });
    expect(await lines(asha)).toEqual([]);
  });

  it('refuses to remove a product that is not in the cart', async () => {
    const res = await asha.post('/api/cartDelete', { pid: P.lastFive.id });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 0, code: expect.any(String), message: en('cartDeleteFailed') });
  });
});

describe('one customer cannot touch another customer’s cart', () => {
  it('B sees only B’s lines, and B’s delete and clear leave A’s cart alone', async () => {
    await asha.post('/api/cartInsert', { pid: P.lastFive.id, qty: 2 });
    await vikram.post('/api/cartInsert', { pid: P.minTwo.id, qty: 2, uid: asha.userId });

    expect((await lines(vikram)).map((l) => l.pid)).toEqual([P.minTwo.id]);
    expect((await lines(asha)).map((l) => l.pid)).toEqual([P.lastFive.id]);

    const del = await vikram.post('/api/cartDelete', { pid: P.lastFive.id, uid: asha.userId });
    expect(del.status).toBe(404);
    await vikram.post('/api/cartInsert', { pid: P.lastFive.id, qty: 5, mode: 'update', uid: asha.userId });
    await vikram.post('/api/cartDelete', { pid: 0, uid: asha.userId });

    const mine = await lines(asha);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ pid: P.lastFive.id, qty: 2 });
  });
});

describe('POST /api/minimumAmountOrder', () => {
  it('answers "Order placed successfully" at or above the minimum, the minimum below it', async () => {
    const low = await asha.post('/api/cartInsert', { pid: P.lastFive.id, qty: 1 });
    expect(low.body.summary.subtotal).toBeLessThan(MIN_ORDER_PAISE);
    const refused = await asha.post('/api/minimumAmountOrder', { amount: 99_999_999 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 0, message: 'Minimum order amount is ₹100.00' });

    const qty = Math.ceil(MIN_ORDER_PAISE / P.lastFive.discount_price);
    await asha.post('/api/cartInsert', { pid: P.lastFive.id, qty, mode: 'update' });
    const ok = await asha.post('/api/minimumAmountOrder', { amount: 0 });
    expect(ok.body).toMatchObject({ status: 1, message: en('orderPlaced') });
  });

  it('refuses an empty cart', async () => {
    expect((await asha.post('/api/minimumAmountOrder')).body.status).toBe(0);
  });
});
