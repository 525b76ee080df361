/**
 * Issue 29, "GST documents follow the supply", for cancelled orders: a cancelled invoice gets one
 * credit note in its own series per financial year (April–March, IST), with no gaps, naming the
 * invoice; races and retries make no second note; only the owner and the branch's staff read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrderById } from '../../functions/api/db/orders/orders';
import { moveOrder } from '../../functions/api/services/orders/order-life';
import { gstMonth } from '../../functions/api/services/reports';
import { reportMonth } from '../../src/lib/domain/reports';
import { count } from '../support/order-helpers';
import { CLERK_1, CLERK_2, MANAGER, newShopper, placeOrder, staffLogin, type Shopper } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let shopper: Shopper;
let stranger: Shopper;
let clerk: string;
let otherClerk: string;
let manager: string;

beforeAll(async () => {
  w = await startWorker();
  [shopper, stranger] = await Promise.all([newShopper(w), newShopper(w)]);
  [clerk, otherClerk, manager] = (await Promise.all([CLERK_1, CLERK_2, MANAGER].map((s) => staffLogin(w, s)))) as [string, string, string];
});
afterAll(() => w?.dispose());

/** Instants in India time (UTC+05:30), written as the clock on a Bengaluru wall shows them. */
const ist = (isoLocal: string) => Date.parse(`${isoLocal}+05:30`);

const cancelAsShopper = (s: Shopper, id: number) =>
  w.call('POST', '/api/orderCancel', { order_id: id, reason: 'Ordered twice' }, { cookie: s.cookie });
const get = (path: string, cookie: string) => w.call('GET', path, undefined, { cookie });
const notes = (orderId: number) => count(w, 'SELECT 1 FROM credit_note WHERE order_id = ?1', orderId);
const counter = async (fy: string) =>
  (await w.env.DB.prepare('SELECT last_no FROM credit_note_counter WHERE financial_year = ?1').bind(fy).first<{ last_no: number }>())
    ?.last_no ?? 0;

/** The shopper cancels through the service with the clock pinned at `now` (the route reads the real clock). */
async function cancelAt(id: number, now: number) {
  const order = (await findOrderById(w.env.DB, id))!;
  return moveOrder(
    w.env,
    order,
    { from: order.order_status, to: 'Cancelled', reason: 'Changed my mind' },
    { kind: 'customer', userId: shopper.id },
    now,
  );
}

const noteOf = async (id: number) =>
  (await w.env.DB.prepare('SELECT credit_no, serial, financial_year, created_at FROM credit_note WHERE order_id = ?1').bind(id).first<{
    credit_no: string;
    serial: number;
    financial_year: string;
    created_at: number;
  }>())!;

describe('a cancelled invoice gets its credit note', () => {
  let order: { id: number; txnid: string };
  let invoiceBefore: any;

  beforeAll(async () => {
    order = await placeOrder(w, shopper);
    invoiceBefore = (await get(`/api/invoice/${order.id}`, shopper.cookie)).body.response;
    expect(invoiceBefore).toMatchObject({ cancelled: false, credit_note: null });
    expect((await cancelAsShopper(shopper, order.id)).status).toBe(200);
  });

  it('names the invoice and its date, and credits the same lines, totals and GST per rate', async () => {
    const res = await get(`/api/credit-note/${order.txnid}`, shopper.cookie);
    expect(res.status).toBe(200);
    const note = res.body.response;
    expect(note.credit_no).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    expect(note.credit_no.length).toBeLessThanOrEqual(16);
    expect(note).toMatchObject({ invoice_no: invoiceBefore.invoice_no, invoice_date: invoiceBefore.date, reason: 'cancelled' });
    expect(note.value).toBe(invoiceBefore.footer.total);
    expect(note.invoice.rows).toEqual(invoiceBefore.rows);
    expect(note.invoice.footer).toEqual(invoiceBefore.footer);
    expect(note.invoice.gst).toEqual(invoiceBefore.gst);
    expect(note.invoice.gst.byRate.length).toBeGreaterThan(0);
  });

  it('marks the invoice as cancelled and points to the note', async () => {
    const inv = (await get(`/api/invoice/${order.id}`, shopper.cookie)).body.response;
    const note = await noteOf(order.id);
    expect(inv).toMatchObject({ cancelled: true, credit_note: { credit_no: note.credit_no, date: note.created_at } });
    // the invoice itself keeps its number: a credit note cancels it, it is not renumbered
    expect(inv.invoice_no).toBe(invoiceBefore.invoice_no);
  });

  it('a retried cancel changes nothing: still one note, the series does not move', async () => {
    const fy = (await noteOf(order.id)).financial_year;
    const before = await counter(fy);
    const again = await cancelAsShopper(shopper, order.id);
    expect(again.status).toBe(409);
    expect(await notes(order.id)).toBe(1);
    expect(await counter(fy)).toBe(before);
  });
});

describe('two cancels racing', () => {
  it('the shopper and the clerk cancel at once: one cancel holds, one note, one number', async () => {
    for (let round = 0; round < 3; round++) {
      const o = await placeOrder(w, shopper);
      const fyBefore = await w.env.DB.prepare('SELECT coalesce(sum(last_no), 0) AS n FROM credit_note_counter').first<{ n: number }>();
      const [a, b] = await Promise.all([
        cancelAsShopper(shopper, o.id),
        w.call('POST', `/api/staff/orders/${o.id}/move`, { from: 'Pending', to: 'Cancelled', reason: 'Out of stock' }, { cookie: clerk }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect(await notes(o.id)).toBe(1);
      const fyAfter = await w.env.DB.prepare('SELECT coalesce(sum(last_no), 0) AS n FROM credit_note_counter').first<{ n: number }>();
      expect(fyAfter!.n).toBe(fyBefore!.n + 1);
    }
  });
});

describe('numbering: consecutive, no gaps, a new series each 1 April (IST)', () => {
  it('31 March 23:59 IST is still 2026-27; 1 April 00:00 IST starts 2027-28 at 000001', async () => {
    const orders: { id: number }[] = [];
    for (let i = 0; i < 5; i++) orders.push(await placeOrder(w, shopper));
    // another order placed before invoices were numbered: its cancel must not take a number in between
    await w.env.DB.prepare('UPDATE orders SET invoice_no = NULL WHERE id = ?1').bind(orders[2]!.id).run();
    const start2627 = await counter('2026-27');
    await cancelAt(orders[0]!.id, ist('2027-03-31T23:58:00'));
    await cancelAt(orders[1]!.id, ist('2027-03-31T23:59:59.999'));
    await cancelAt(orders[2]!.id, ist('2027-04-01T00:00:00'));
    await cancelAt(orders[3]!.id, ist('2027-04-01T00:00:00'));
    await cancelAt(orders[4]!.id, ist('2027-04-01T09:30:00'));
    const got = await Promise.all([0, 1, 3, 4].map((i) => noteOf(orders[i]!.id)));
    expect(got.map((n) => n.credit_no)).toEqual([
      `CN/26-27/${String(start2627 + 1).padStart(6, '0')}`,
      `CN/26-27/${String(start2627 + 2).padStart(6, '0')}`,
      'CN/27-28/000001',
      'CN/27-28/000002',
    ]);
    expect(await notes(orders[2]!.id)).toBe(0);
    expect(await counter('2027-28')).toBe(2);

    // the GST month (issue 30) lists the notes dated in it: April 2027 holds the two 27-28 ones
    const value = async (i: number) =>
      (await w.env.DB.prepare('SELECT order_total FROM orders WHERE id = ?1').bind(orders[i]!.id).first<{ order_total: number }>())!
        .order_total;
    // (through the service with the clock pinned in May 2027: the route refuses months still to come)
    const month = (m: string) => {
      const checked = reportMonth(m, ist('2027-05-02T10:00:00'));
      if (!checked.ok) throw new Error(checked.message);
      return gstMonth(w.env.DB, checked.value);
    };
    expect((await month('2027-04')).credit_notes).toMatchObject({
      issued: 2,
      first: 'CN/27-28/000001',
      last: 'CN/27-28/000002',
      value: (await value(3)) + (await value(4)),
    });
    expect((await month('2027-03')).credit_notes).toMatchObject({ issued: 2, first: got[0]!.credit_no, last: got[1]!.credit_no });
  });

  it('every series in the database runs 1, 2, 3… with no gap and no repeat', async () => {
    const { results } = await w.env.DB.prepare(
      'SELECT financial_year, count(*) AS n, min(serial) AS lo, max(serial) AS hi, count(DISTINCT serial) AS d FROM credit_note GROUP BY financial_year',
    ).all<{ financial_year: string; n: number; lo: number; hi: number; d: number }>();
    expect(results.length).toBeGreaterThanOrEqual(2);
    for (const r of results) {
      expect(r).toMatchObject({ lo: 1, hi: r.n, d: r.n });
      expect(await counter(r.financial_year)).toBe(r.n);
    }
  });
});

describe('cancelled before any invoice was issued', () => {
  it('makes no credit note, takes no number, and offers no invoice', async () => {
    const o = await placeOrder(w, shopper);
    await w.env.DB.prepare('UPDATE orders SET invoice_no = NULL WHERE id = ?1').bind(o.id).run();
    const total = await count(w, 'SELECT 1 FROM credit_note');
    expect((await cancelAsShopper(shopper, o.id)).status).toBe(200);
    expect(await count(w, 'SELECT 1 FROM credit_note')).toBe(total);
    expect((await get(`/api/invoice/${o.id}`, shopper.cookie)).status).toBe(404);
    expect((await get(`/api/credit-note/${o.id}`, shopper.cookie)).status).toBe(404);
    expect((await get(`/api/staff/orders/${o.id}/credit-note`, clerk)).status).toBe(404);
  });

  it('an order still open has an invoice and no credit note', async () => {
    const o = await placeOrder(w, shopper);
    expect((await get(`/api/invoice/${o.id}`, shopper.cookie)).body.response).toMatchObject({ cancelled: false, credit_note: null });
    expect((await get(`/api/credit-note/${o.id}`, shopper.cookie)).status).toBe(404);
  });
});

describe('who reads a credit note: the owner and the staff of the order branch', () => {
  let o: { id: number; txnid: string };
  beforeAll(async () => {
    o = await placeOrder(w, shopper);
    expect((await cancelAsShopper(shopper, o.id)).status).toBe(200);
  });

  it('the owner and the branch 1 clerk and the manager read it', async () => {
    const mine = await get(`/api/credit-note/${o.id}`, shopper.cookie);
    expect(mine.status).toBe(200);
    for (const cookie of [clerk, manager]) {
      const res = await get(`/api/staff/orders/${o.id}/credit-note`, cookie);
      expect(res.status).toBe(200);
      expect(res.body.response.credit_no).toBe(mine.body.response.credit_no);
    }
  });

  it('another customer and another branch clerk get 404, by id and by txnid', async () => {
    expect((await get(`/api/credit-note/${o.id}`, stranger.cookie)).status).toBe(404);
    expect((await get(`/api/credit-note/${o.txnid}`, stranger.cookie)).status).toBe(404);
    expect((await get(`/api/invoice/${o.id}`, stranger.cookie)).status).toBe(404);
    expect((await get(`/api/staff/orders/${o.id}/credit-note`, otherClerk)).status).toBe(404);
    expect((await get(`/api/credit-note/${o.id}`, '')).status).toBe(401);
  });
});
