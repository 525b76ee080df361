/**
 * Issue 32, a ticket resolved with a replacement (docs/problem-tickets.md "Replacement"), on a real
 * local D1: staff's resolve makes a free order of the reported units at the original order's
 * branch, to the same address, in the next slot, with the stock taken in the same batch as the
 * ticket's resolution; two staff at once give one 200, one 409 and one order; a branch short of
 * the item refuses with a code and writes nothing; a points order's replacement debits no points;
 * the shopper hears once (a notification and one SMS). The reports do not count it as a sale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMoney } from '../../functions/api/db/reports';
import { MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { count, plainProducts, pointsOf, setCart, setStockAt, stockAt, type ProductRow } from '../support/order-helpers';
import { CLERK_1, MANAGER, RIDER_1, newShopper, staffLogin, walk, type Shopper } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let clerk: string;
let manager: string;
let rider: string;
let a: ProductRow;
let b: ProductRow;

beforeAll(async () => {
  w = await startWorker();
  [clerk, manager, rider] = (await Promise.all([CLERK_1, MANAGER, RIDER_1].map((s) => staffLogin(w, s)))) as [string, string, string];
  [a, b] = (await plainProducts(w, { minStock: 60, limit: 40 })) as [ProductRow, ProductRow];
});
afterAll(() => w?.dispose());

/** A delivered order of a × n and b × 2 (cash or points), and its two line ids. */
async function deliveredOrder(s: Shopper, payment: 'cash' | 'point' = 'cash') {
  await setCart(w, s.id, [
    { product_id: a.id, qty: Math.ceil(MIN_ORDER_PAISE / a.discount_price) + 2 },
    { product_id: b.id, qty: 2 },
  ]);
  const res = await w.call('POST', '/api/order', { flag: 0, address_id: s.address, payment_method: payment }, { cookie: s.cookie });
  expect(res.body).toMatchObject({ status: 1 });
  const id = res.body.response.id as number;
  await walk(w, clerk, id, [
    ['Pending', 'Confirmed'],
    ['Confirmed', 'Packed'],
    ['Packed', 'Out for delivery', { rider_id: RIDER_1.id }],
  ]);
  await walk(w, rider, id, [['Out for delivery', 'Completed']]);
  const line = await w.env.DB.prepare('SELECT id FROM order_line WHERE order_id = ?1 AND product_id = ?2')
    .bind(id, b.id)
    .first<{ id: number }>();
  return { id, txnid: res.body.response.txnid as string, lineB: line!.id };
}

/** A ticket for one unit of b (damaged), and its id. */
async function ticketFor(s: Shopper, o: { txnid: string; lineB: number }, qty = 1) {
  const made = await w.call(
    'POST',
    `/api/order/${o.txnid}/problems`,
    { lines: [{ line_id: o.lineB, kind: 'damaged', qty }] },
    { cookie: s.cookie },
  );
  expect(made.status).toBe(201);
  const no = made.body.response.ticket_no as string;
  const row = await w.env.DB.prepare('SELECT id FROM problem_ticket WHERE ticket_no = ?1').bind(no).first<{ id: number }>();
  return { id: row!.id, no };
}

const replace = (id: number, cookie = clerk) =>
  w.call('POST', `/api/staff/tickets/${id}/resolve`, { resolution: 'replacement', note: 'Fresh pack' }, { cookie });
const replacementOf = (ticketId: number) =>
  w.env.DB.prepare('SELECT * FROM orders WHERE replacement_ticket_id = ?1').bind(ticketId).first<any>();
const smsAbout = (phone: string, ticket: string) =>
  count(w, 'SELECT id FROM sms_outbox WHERE phone = ?1 AND body LIKE ?2', phone, `%${ticket}%`);
const noticesAbout = (userId: number, ticket: string) =>
  count(w, 'SELECT id FROM notification WHERE user_id = ?1 AND description LIKE ?2', userId, `%${ticket}%`);

describe('a replacement is a real free order', () => {
  it('makes a ₹0.00 order of the reported units at the branch, same address, next slot, stock taken once; the shopper hears once', async () => {
    const s = await newShopper(w);
    const o = await deliveredOrder(s);
    const t = await ticketFor(s, o, 2);
    const original = await w.env.DB.prepare('SELECT * FROM orders WHERE id = ?1').bind(o.id).first<any>();
    const before = await stockAt(w, b.id, original.branch_id);
    const day = { start: Date.now() - 60_000, end: Date.now() + 3_600_000, branchId: original.branch_id as number, limit: 5 };
    const salesBefore = await readMoney(w.env.DB, day);

    const res = await replace(t.id);
    expect(res.status).toBe(200);
    const r = await replacementOf(t.id);
    expect(res.body.response.ticket).toMatchObject({ state: 'resolved', resolution: 'replacement', replacement_txnid: r.txnid });
    expect(r).toMatchObject({
      user_id: s.id,
      branch_id: original.branch_id,
      flag: 0,
      ship_address1: original.ship_address1,
      ship_zip: original.ship_zip,
      payment_method: 'cash',
      order_status: 'Pending',
      subtotal: 0,
      shipping: 0,
      order_total: 0,
      total_points: 0,
      points_earned: 0,
      invoice_no: null,
    });
    expect(r.slot_id).not.toBeNull();
    const lines = (
      await w.env.DB.prepare('SELECT product_id, qty, price, reward_point FROM order_line WHERE order_id = ?1').bind(r.id).all()
    ).results;
    expect(lines).toEqual([{ product_id: b.id, qty: 2, price: 0, reward_point: 0 }]);
    expect(await stockAt(w, b.id, original.branch_id)).toBe(before - 2);
    expect(await count(w, "SELECT id FROM stock_move WHERE order_id = ?1 AND kind = 'sale' AND delta = -2", r.id)).toBe(1);

    // the shopper: the ticket links the order, the order says what it replaces; one notice, one SMS
    const mine = (await w.call('GET', '/api/problems', undefined, { cookie: s.cookie })).body.response[0];
    expect(mine).toMatchObject({ ticket_no: t.no, replacement_txnid: r.txnid });
    const page = (await w.call('GET', `/api/order/${r.txnid}`, undefined, { cookie: s.cookie })).body.response;
    expect(page).toMatchObject({ replacement_for: t.no, invoice_no: null, totals: { order_total: 0 } });
    expect(await noticesAbout(s.id, t.no)).toBe(1);
    expect(await smsAbout(s.phone, t.no)).toBe(1);
    const sms = await w.env.DB.prepare('SELECT body FROM sms_outbox WHERE phone = ?1 AND body LIKE ?2')
      .bind(s.phone, `%${t.no}%`)
      .first<any>();
    expect(sms.body).toContain(r.txnid);
    // staff: the order screen names the ticket
    const staffView = (await w.call('GET', `/api/staff/orders/${r.id}`, undefined, { cookie: clerk })).body.response;
    expect(staffView).toMatchObject({ replacement_for: t.no });

    // not a sale: the dashboard's orders and money are what they were
    const salesAfter = await readMoney(w.env.DB, day);
    expect(salesAfter.statuses).toEqual(salesBefore.statuses);
    expect(salesAfter.modes).toEqual(salesBefore.modes);
    expect(salesAfter.units).toEqual(salesBefore.units);
  });

  it('two staff resolving at once: one 200, one 409, one order, stock taken once, one message', async () => {
    const s = await newShopper(w);
    const o = await deliveredOrder(s);
    const t = await ticketFor(s, o);
    const branch = (await w.env.DB.prepare('SELECT branch_id FROM orders WHERE id = ?1').bind(o.id).first<any>()).branch_id as number;
    const before = await stockAt(w, b.id, branch);
    const [x, y] = await Promise.all([replace(t.id, clerk), replace(t.id, manager)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect((x.status === 409 ? x : y).body).toMatchObject({ code: 'srv.ticket.alreadyResolved' });
    expect(await count(w, 'SELECT id FROM orders WHERE replacement_ticket_id = ?1', t.id)).toBe(1);
    expect(await stockAt(w, b.id, branch)).toBe(before - 1);
    expect(await noticesAbout(s.id, t.no)).toBe(1);
    expect(await smsAbout(s.phone, t.no)).toBe(1);
  });

  it('a branch short of the item refuses with a code and writes nothing; a refund is still possible', async () => {
    const s = await newShopper(w);
    const o = await deliveredOrder(s);
    const t = await ticketFor(s, o);
    const branch = (await w.env.DB.prepare('SELECT branch_id FROM orders WHERE id = ?1').bind(o.id).first<any>()).branch_id as number;
    const had = await stockAt(w, b.id, branch);
    await setStockAt(w, b.id, 0, branch);
    const orders = await count(w, 'SELECT id FROM orders');
    const res = await replace(t.id);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'srv.ticket.replacementNoStock' });
    expect(res.body.message).toContain(b.name);
    const hindi = await w.call(
      'POST',
      `/api/staff/tickets/${t.id}/resolve`,
      { resolution: 'replacement' },
      { cookie: clerk, 'accept-language': 'hi' },
    );
    expect(hindi.body).toMatchObject({ code: 'srv.ticket.replacementNoStock', message: expect.stringContaining('ब्रांच') });
    expect(await count(w, 'SELECT id FROM orders')).toBe(orders);
    expect(await count(w, "SELECT id FROM problem_ticket WHERE id = ?1 AND state = 'open'", t.id)).toBe(1);
    expect(await noticesAbout(s.id, t.no)).toBe(0);
    const refund = await w.call('POST', `/api/staff/tickets/${t.id}/resolve`, { resolution: 'refund' }, { cookie: clerk });
    expect(refund.status).toBe(200);
    await setStockAt(w, b.id, had, branch);
  });

  it('a points order: the replacement is free, no points debited or earned', async () => {
    const s = await newShopper(w, 200_000);
    const o = await deliveredOrder(s, 'point');
    const t = await ticketFor(s, o, 2);
    const points = await pointsOf(w, s.phone);
    const res = await replace(t.id);
    expect(res.status).toBe(200);
    const r = await replacementOf(t.id);
    expect(r).toMatchObject({ payment_method: 'cash', order_total: 0, total_points: 0, points_earned: 0 });
    expect(await pointsOf(w, s.phone)).toBe(points);
    expect(await count(w, 'SELECT id FROM reward_ledger WHERE order_id = ?1', r.id)).toBe(0);
  });
});
