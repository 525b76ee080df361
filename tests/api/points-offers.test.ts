/**
 * Issue 20: special offers tied to reward points are applied, not only shown. The shopper chooses a
 * slab their balance and cart qualify for; the server re-checks it with the balance at order time,
 * puts its discount on the order (offer_type points_offer, offer_value the slab) and names it on
 * the order page and the invoice. One discount per order: a coupon and an offer do not combine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPONS } from '../../scripts/seed/fixtures';
import { POINTS_OFFER_TYPE } from '../../src/lib/domain/loyalty/points-offer';
import {
  addAddress,
  createCustomer,
  pointsOf,
  sessionCookie,
  setCart,
  workerWithPlainProducts,
  type ProductRow,
} from '../support/order-helpers';
import type { TestWorker } from '../support/worker';
import { en } from '../support/en';

let w: TestWorker;
let cheap: ProductRow[];
/** an amount slab of a running offer, with its range and the offer's minimum */
let slab: { id: number; point_from: number; point_to: number; discount: number; minimum: number };

beforeAll(async () => {
  ({ w, cheap } = await workerWithPlainProducts());
  const now = Date.now();
  slab = (await w.env.DB.prepare(
    `SELECT s.id, s.point_from, s.point_to, s.discount, o.minimum_order_amount AS minimum
       FROM offer_slab s JOIN offer o ON o.id = s.offer_id
      WHERE s.discount_type = 'amount' AND s.point_from > 0 AND o.start_date <= ?1 AND o.end_date > ?1
      ORDER BY s.discount DESC LIMIT 1`,
  )
    .bind(now)
    .first())!;
  expect(slab).toBeTruthy();
});
afterAll(() => w?.dispose());

async function shopper(points: number) {
  const c = await createCustomer(w, { points });
  return { ...c, cookie: await sessionCookie(w, c.id), address: await addAddress(w, c.id) };
}

/** A cart worth at least `atLeast` paise and under the free-delivery threshold. */
async function cartOf(userId: number, atLeast: number) {
  const p = cheap.find((x) => x.discount_price >= 2000 && x.discount_price <= 20000)!;
  const qty = Math.ceil(atLeast / p.discount_price);
  await setCart(w, userId, [{ product_id: p.id, qty }]);
  return qty * p.discount_price;
}

const order = (cookie: string, body: Record<string, unknown>) => w.call('POST', '/api/order', body, { cookie });

describe('points offers at checkout (issue 20)', () => {
  it('applies the chosen slab: the discount is on the order, named on the order page and the invoice, and no point is spent', async () => {
    const s = await shopper(slab.point_from);
    const price = await cartOf(s.id, slab.minimum);
    const res = await order(s.cookie, { flag: 0, address_id: s.address, payment_method: 'cash', offer_slab: slab.id });
    expect(res.status).toBe(200);
    const txnid = res.body.response.txnid as string;

    const row = (await w.env.DB.prepare(
      'SELECT subtotal, discount, offer_type, offer_value, coupon_code, shipping, order_total FROM orders WHERE txnid = ?1',
    )
      .bind(txnid)
      .first())!;
    expect(row).toMatchObject({
      subtotal: price,
      discount: slab.discount,
      offer_type: POINTS_OFFER_TYPE,
      offer_value: slab.id,
      coupon_code: null,
    });
    expect(row.order_total).toBe(price - slab.discount + (row.shipping as number));
    expect(await pointsOf(w, s.phone)).toBe(slab.point_from);

    const view = await w.call('GET', `/api/order/${txnid}`, undefined, { cookie: s.cookie });
    expect(view.body.response.totals).toMatchObject({ discount: slab.discount, discount_label: 'Discount (points offer)' });
    const invoice = await w.call('GET', `/api/invoice/${txnid}`, undefined, { cookie: s.cookie });
    expect(invoice.body.response.footer).toMatchObject({ discount: slab.discount, discount_label: 'Discount (points offer)' });
  });

  it('the server re-checks the balance at order time: points below the slab, no offer and no order', async () => {
    const s = await shopper(slab.point_from - 1);
    await cartOf(s.id, slab.minimum);
    const res = await order(s.cookie, { flag: 0, address_id: s.address, payment_method: 'cash', offer_slab: slab.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(en('srv.offerNotAvailable'));
    expect(await w.env.DB.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ?1').bind(s.id).first('n')).toBe(0);
  });

  it('the offer needs the offer minimum, and does not combine with a coupon or a points payment', async () => {
    const s = await shopper(slab.point_from);
    await cartOf(s.id, Math.max(COUPONS.percentage.min_amount, slab.minimum));
    const withCoupon = await order(s.cookie, {
      flag: 0,
      address_id: s.address,
      payment_method: 'cash',
      coupon: COUPONS.percentage.code,
      offer_slab: slab.id,
    });
    expect(withCoupon.status).toBe(409);
    expect(withCoupon.body.message).toBe(en('srv.offerNotAvailable'));

    const small = await shopper(slab.point_from);
    const price = await cartOf(small.id, 1);
    if (price < slab.minimum) {
      const below = await order(small.cookie, { flag: 0, address_id: small.address, payment_method: 'cash', offer_slab: slab.id });
      expect(below.status).toBe(409);
      expect(below.body.message).toMatch(/^Add ₹[\d,.]+ more to use this offer$/);
    }
  });

  it('a page that previewed without the offer gets the prices-changed answer when it sends the discount', async () => {
    const s = await shopper(slab.point_from);
    await cartOf(s.id, slab.minimum);
    const res = await order(s.cookie, { flag: 0, address_id: s.address, payment_method: 'cash', offer_slab: slab.id, discount: 0 });
    expect(res.status).toBe(409);
    expect(res.body.expected.discount).toBe(slab.discount);
  });
});
