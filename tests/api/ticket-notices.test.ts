/**
 * Issue 32, the shopper hears once when a ticket is refunded online (docs/problem-tickets.md
 * "Updates to the shopper"), on a real local D1: the refund goes through the test payment provider
 * in the resolve, and the shopper gets one SMS and one notification, saying the ticket's refund of
 * ₹n, not the ticket's update and the order's "Refunded" notice besides. The refund job retrying
 * the same refund later sends nothing more.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processRefund } from '../../functions/api/services/orders/refunds';
import { MIN_ORDER_PAISE, SHIPPING } from '../../scripts/seed/fixtures';
import { formatINR } from '../../src/lib/domain/money/money';
import { count, plainProducts, setCart, type ProductRow } from '../support/order-helpers';
import { CLERK_1, RIDER_1, newShopper, staffLogin, walk, type Shopper } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let clerk: string;
let rider: string;
let a: ProductRow;

beforeAll(async () => {
  w = await startWorker();
  [clerk, rider] = (await Promise.all([CLERK_1, RIDER_1].map((s) => staffLogin(w, s)))) as [string, string];
  [a] = (await plainProducts(w, { minStock: 60, limit: 40 })) as [ProductRow];
});
afterAll(() => w?.dispose());

/** An online order paid through the test provider (create → pay → verify), delivered just now. */
async function deliveredOnlineOrder(s: Shopper) {
  const qty = Math.ceil(MIN_ORDER_PAISE / a.discount_price) + 2;
  await setCart(w, s.id, [{ product_id: a.id, qty }]);
  const goods = qty * a.discount_price;
  const total = goods + (Math.round(goods / 100) > 1000 ? SHIPPING.aboveThreshold.price : SHIPPING.belowThreshold.price);
  const post = (path: string, body: unknown) => w.call('POST', path, body, { cookie: s.cookie });
  const created = await post('/api/payments/create', { flag: 0, address_id: s.address, amount: total });
  expect(created.status).toBe(200);
  const cb = (await post('/api/payments/test-complete', { order_id: created.body.response.order_id, outcome: 'success' })).body.response;
  const ok = await post('/api/payments/verify', cb);
  expect(ok.body).toMatchObject({ status: 1, response: { payment_method: 'online', payment_status: 'Success' } });
  const id = ok.body.response.id as number;
  await walk(w, clerk, id, [
    ['Pending', 'Confirmed'],
    ['Confirmed', 'Packed'],
    ['Packed', 'Out for delivery', { rider_id: RIDER_1.id }],
  ]);
  await walk(w, rider, id, [['Out for delivery', 'Completed']]);
  const line = await w.env.DB.prepare('SELECT id FROM order_line WHERE order_id = ?1').bind(id).first<{ id: number }>();
  return { id, txnid: ok.body.response.txnid as string, line: line!.id };
}

const texts = async (phone: string) =>
  (await w.env.DB.prepare('SELECT body FROM sms_outbox WHERE phone = ?1 ORDER BY id').bind(phone).all<{ body: string }>()).results.map(
    (r) => r.body,
  );
const notices = async (userId: number) =>
  (
    await w.env.DB.prepare('SELECT title, description FROM notification WHERE user_id = ?1 ORDER BY id').bind(userId).all<{
      title: string;
      description: string;
    }>()
  ).results;

describe('an online ticket refund', () => {
  it('sends exactly one SMS and one notification: the ticket resolved with a refund of ₹n', async () => {
    const s = await newShopper(w);
    const o = await deliveredOnlineOrder(s);
    const made = await w.call(
      'POST',
      `/api/order/${o.txnid}/problems`,
      { lines: [{ line_id: o.line, kind: 'damaged', qty: 1 }] },
      { cookie: s.cookie },
    );
    const ticket = made.body.response.ticket_no as string;
    const id = (await w.env.DB.prepare('SELECT id FROM problem_ticket WHERE ticket_no = ?1').bind(ticket).first<{ id: number }>())!.id;
    const [smsBefore, noticesBefore] = [(await texts(s.phone)).length, (await notices(s.id)).length];

    const res = await w.call('POST', `/api/staff/tickets/${id}/resolve`, { resolution: 'refund' }, { cookie: clerk });
    expect(res.status).toBe(200);
    const amount = formatINR(res.body.response.refunded as number);
    expect(res.body.response.refunded).toBe(a.discount_price);
    const refund = await w.env.DB.prepare('SELECT id, status FROM refund WHERE ticket_id = ?1')
      .bind(id)
      .first<{ id: number; status: string }>();
    expect(refund!.status).toBe('processed');

    const sms = (await texts(s.phone)).slice(smsBefore);
    expect(sms).toEqual([`Your Haat Fresh problem report ${ticket} is resolved: ${amount} refunded to your payment method. - HAATFR`]);
    const mine = (await notices(s.id)).slice(noticesBefore);
    expect(mine).toEqual([{ title: `Ticket ${ticket} resolved`, description: `Refunded ${amount} to your payment method` }]);

    // the refund job going over the same refund again (already processed) tells nobody anything more
    await processRefund(w.env, refund!.id);
    expect((await texts(s.phone)).length).toBe(smsBefore + 1);
    expect(await count(w, 'SELECT id FROM notification WHERE user_id = ?1', s.id)).toBe(noticesBefore + 1);
  });
});
