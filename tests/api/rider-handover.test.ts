/**
 * Issue 29, proof at the door and the rider's cash (docs/delivery.md), on real D1: the 4-digit
 * code made when an order goes out (or is ready at the counter), typed to complete it — wrong
 * codes counted in one guarded statement, locked at 5, then only the branch completes with a
 * reason — and a cash order's cash recorded exactly once; then the rider's end-of-shift sheet,
 * confirmed by the branch once, with a difference and its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from '../support/order-helpers';
import {
  CLERK_1,
  CLERK_2,
  RIDER_1,
  RIDER_1B,
  completionProof,
  move,
  newShopper,
  placeOrder,
  staffLogin,
  walk,
  type Shopper,
} from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let shopper: Shopper;
let clerk: string;
let clerkB: string;
let otherBranch: string;
let rider: string;
let riderB: string;

beforeAll(async () => {
  w = await startWorker();
  shopper = await newShopper(w, 100_000);
  [clerk, clerkB, otherBranch, rider, riderB] = (await Promise.all(
    [CLERK_1, CLERK_1, CLERK_2, RIDER_1, RIDER_1B].map((s) => staffLogin(w, s)),
  )) as [string, string, string, string, string];
});
afterAll(() => w?.dispose());

/** A cash order sent out with `riderId`; returns it with its code and the cash due. */
async function outForDelivery(riderId = RIDER_1.id, payment: 'cash' | 'point' = 'cash') {
  const o = await placeOrder(w, shopper, { payment });
  await walk(w, clerk, o.id, [
    ['Pending', 'Confirmed'],
    ['Confirmed', 'Packed'],
    ['Packed', 'Out for delivery', { rider_id: riderId }],
  ]);
  const proof = await completionProof(w, o.id);
  return { ...o, code: proof.code, due: proof.cash ?? 0 };
}

const complete = (cookie: string, id: number, body: Record<string, unknown>) =>
  move(w, cookie, id, { from: 'Out for delivery', to: 'Completed', ...body });
const statusOf = async (id: number) =>
  (await w.env.DB.prepare('SELECT order_status FROM orders WHERE id = ?1').bind(id).first<{ order_status: string }>())!.order_status;
const triesOf = async (id: number) =>
  (await w.env.DB.prepare('SELECT tries FROM handover_code WHERE order_id = ?1').bind(id).first<{ tries: number }>())!.tries;
const deliveryOf = (id: number) => w.env.DB.prepare('SELECT * FROM rider_delivery WHERE order_id = ?1').bind(id).first<any>();
/** A code that is not this one (same shape). */
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('the delivery code', () => {
  it('is made when the order goes out: 4 digits, on the shopper’s order page and in the SMS, never in the staff answer', async () => {
    const o = await outForDelivery();
    expect(o.code).toMatch(/^\d{4}$/);
    const sms = await w.env.DB.prepare('SELECT body FROM sms_outbox WHERE phone = ?1 ORDER BY id DESC LIMIT 1')
      .bind(shopper.phone)
      .first<any>();
    expect(sms.body).toBe(`Your Haat Fresh order ${o.txnid} is out for delivery. Give code ${o.code} to the rider at the door. - HAATFR`);
    const note = await w.env.DB.prepare('SELECT description FROM notification WHERE user_id = ?1 ORDER BY id DESC LIMIT 1')
      .bind(shopper.id)
      .first<any>();
    expect(note.description).toContain(o.code);
    const mine = await w.call('GET', `/api/order/${o.txnid}`, undefined, { cookie: shopper.cookie });
    expect(mine.raw).toContain(`"handover_code":"${o.code}"`);
    const staffView = await w.call('GET', `/api/staff/orders/${o.id}`, undefined, { cookie: rider });
    expect(staffView.raw).not.toContain(`"${o.code}"`);
    expect(staffView.body.response.allowed_moves).toEqual([
      expect.objectContaining({ to: 'Completed', needs_code: true, code_locked: false, cash_due: o.due }),
    ]);
  });

  it('a missing or wrong code is refused with its code and the tries left; the right one completes with the cash', async () => {
    const o = await outForDelivery();
    const none = await complete(rider, o.id, { cash: o.due });
    expect([none.status, none.body.code]).toEqual([400, 'srv.handover.codeNeeded']);
    const bad = await complete(rider, o.id, { code: wrong(o.code), cash: o.due });
    expect([bad.status, bad.body.code, bad.body.tries_left]).toEqual([400, 'srv.handover.codeWrong', 4]);
    expect(bad.body.message).toBe('That code is not right. Tries left: 4');
    const kn = await w.call(
      'POST',
      `/api/staff/orders/${o.id}/move`,
      { from: 'Out for delivery', to: 'Completed', code: wrong(o.code), cash: o.due },
      { cookie: `${rider}; lang=kn` },
    );
    expect(kn.body.message).toBe('ಆ ಕೋಡ್ ಸರಿಯಿಲ್ಲ. ಉಳಿದ ಪ್ರಯತ್ನಗಳು: 3');
    expect(await statusOf(o.id)).toBe('Out for delivery');
    const ok = await complete(rider, o.id, { code: o.code, cash: o.due });
    expect(ok.status).toBe(200);
    expect(await deliveryOf(o.id)).toMatchObject({ rider_id: RIDER_1.id, due: o.due, cash: o.due, proof: 'code', handover_id: null });
    expect(await count(w, `SELECT 1 FROM orders WHERE id = ?1 AND payment_status = 'Success'`, o.id)).toBe(1);
  });

  it('5 wrong tries lock it: the right code is refused too, the rider is told to ask the branch, the clerk completes with a reason', async () => {
    const o = await outForDelivery();
    for (let i = 1; i <= 4; i++) expect((await complete(rider, o.id, { code: wrong(o.code), cash: o.due })).body.tries_left).toBe(5 - i);
    const fifth = await complete(rider, o.id, { code: wrong(o.code), cash: o.due });
    expect([fifth.status, fifth.body.code, fifth.body.message]).toEqual([
      423,
      'srv.handover.codeLocked',
      'Too many wrong codes. Ask the branch to complete this order',
    ]);
    expect((await complete(rider, o.id, { code: o.code, cash: o.due })).body.code).toBe('srv.handover.codeLocked');
    // a rider's reason is no way round the code
    expect((await complete(rider, o.id, { reason: 'Customer lost the SMS', cash: o.due })).status).toBe(423);
    expect(await triesOf(o.id)).toBe(5);
    expect(
      (await w.call('GET', `/api/staff/orders/${o.id}`, undefined, { cookie: clerk })).body.response.allowed_moves[0].code_locked,
    ).toBe(true);
    // the clerk without a reason: refused; with one: completed, the reason in the history
    expect((await complete(clerk, o.id, { cash: o.due })).body.code).toBe('srv.handover.overrideReason');
    const done = await complete(clerk, o.id, { cash: o.due, reason: 'Customer showed ID at the door; phone lost' });
    expect(done.status).toBe(200);
    expect(done.body.response.timeline.at(-1)).toMatchObject({ to: 'Completed', reason: 'Customer showed ID at the door; phone lost' });
    expect(await deliveryOf(o.id)).toMatchObject({ rider_id: RIDER_1.id, cash: o.due, proof: 'branch' });
  });

  it('two wrong tries racing count as two, and never past the limit', async () => {
    const o = await outForDelivery();
    const two = await Promise.all([1, 2].map(() => complete(rider, o.id, { code: wrong(o.code), cash: o.due })));
    expect(two.map((r) => r.status)).toEqual([400, 400]);
    expect(await triesOf(o.id)).toBe(2);
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => complete(rider, o.id, { code: wrong(o.code), cash: o.due })));
    expect(five.every((r) => r.status === 400 || r.status === 423)).toBe(true);
    expect(await triesOf(o.id)).toBe(5);
  });

  it('a pickup order has a pickup code the counter types the same way; no rider record', async () => {
    const o = await placeOrder(w, shopper, { pickupBranch: 1 });
    await walk(w, clerk, o.id, [
      ['Pending', 'Confirmed'],
      ['Confirmed', 'Packed'],
      ['Packed', 'Ready for pickup'],
    ]);
    const { code } = await completionProof(w, o.id);
    const sms = await w.env.DB.prepare('SELECT body FROM sms_outbox WHERE phone = ?1 ORDER BY id DESC LIMIT 1')
      .bind(shopper.phone)
      .first<any>();
    expect(sms.body).toBe(`Your Haat Fresh order ${o.txnid} is ready for pickup. Show code ${code} at the counter. - HAATFR`);
    const at = (body: Record<string, unknown>) => move(w, clerk, o.id, { from: 'Ready for pickup', to: 'Completed', ...body });
    expect((await at({ code: wrong(code) })).body.code).toBe('srv.handover.codeWrong');
    expect((await at({ code })).status).toBe(200);
    expect(await deliveryOf(o.id)).toBeNull();
  });
});

describe('the cash at the door', () => {
  it('above the due is refused, less needs a reason, none is refused; nothing changes, no try is spent', async () => {
    const o = await outForDelivery();
    const above = await complete(rider, o.id, { code: o.code, cash: o.due + 1 });
    expect([above.status, above.body.code]).toEqual([400, 'srv.handover.cashAbove']);
    expect(above.body.message).toMatch(/^The cash collected cannot be more than the ₹[\d,]+\.\d\d due$/);
    expect((await complete(rider, o.id, { code: o.code })).body.code).toBe('srv.handover.cashNeeded');
    expect((await complete(rider, o.id, { code: o.code, cash: o.due - 500 })).body.code).toBe('srv.handover.cashShortReason');
    expect((await complete(rider, o.id, { code: o.code, cash: 12.5 })).body.code).toBe('srv.handover.cashInvalid');
    expect([await statusOf(o.id), await triesOf(o.id), await deliveryOf(o.id)]).toEqual(['Out for delivery', 0, null]);
    const short = await complete(rider, o.id, { code: o.code, cash: o.due - 500, cash_reason: 'Customer had no change for ₹5' });
    expect(short.status).toBe(200);
    expect(await deliveryOf(o.id)).toMatchObject({ due: o.due, cash: o.due - 500, short_reason: 'Customer had no change for ₹5' });
  });

  it('a prepaid (points) order records a delivery with no cash, and cash on it is refused', async () => {
    const o = await outForDelivery(RIDER_1.id, 'point');
    expect(o.due).toBe(0);
    expect((await complete(rider, o.id, { code: o.code, cash: 100 })).body.code).toBe('srv.handover.cashAbove');
    expect((await complete(rider, o.id, { code: o.code })).status).toBe(200);
    expect(await deliveryOf(o.id)).toMatchObject({ due: 0, cash: 0 });
  });

  it('two taps (and the clerk) completing at once: one completion, one cash record', async () => {
    const o = await outForDelivery();
    const body = { code: o.code, cash: o.due };
    const answers = await Promise.all([complete(rider, o.id, body), complete(rider, o.id, body), complete(clerk, o.id, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await count(w, 'SELECT 1 FROM rider_delivery WHERE order_id = ?1', o.id)).toBe(1);
    expect(await count(w, `SELECT 1 FROM order_event WHERE order_id = ?1 AND to_status = 'Completed'`, o.id)).toBe(1);
  });
});

describe("the rider's end-of-shift sheet", () => {
  const sheet = async (cookie: string, riderId?: number) =>
    w.call('GET', `/api/staff/handover${riderId ? `?rider=${riderId}` : ''}`, undefined, { cookie });
  const confirm = (cookie: string, riderId: number, body: Record<string, unknown>) =>
    w.call('POST', `/api/staff/handover/${riderId}/confirm`, body, { cookie });
  let delivered: { id: number; due: number; cash: number }[] = [];

  beforeAll(async () => {
    // RIDER_1B delivers three: two cash (one short with a reason), one paid with points
    const a = await outForDelivery(RIDER_1B.id);
    const b = await outForDelivery(RIDER_1B.id);
    const c = await outForDelivery(RIDER_1B.id, 'point');
    expect((await complete(riderB, a.id, { code: a.code, cash: a.due })).status).toBe(200);
    expect(
      (await complete(riderB, b.id, { code: b.code, cash: b.due - 1000, cash_reason: 'Short by ₹10, will bring tomorrow' })).status,
    ).toBe(200);
    expect((await complete(riderB, c.id, { code: c.code })).status).toBe(200);
    delivered = [
      { id: a.id, due: a.due, cash: a.due },
      { id: b.id, due: b.due, cash: b.due - 1000 },
      { id: c.id, due: 0, cash: 0 },
    ];
  });

  it('the rider sees their own sheet: each delivery, its cash, the total to hand over', async () => {
    const mine = await sheet(riderB);
    expect(mine.status).toBe(200);
    expect(mine.body.response).toHaveLength(1);
    const s = mine.body.response[0];
    expect(s.rider.id).toBe(RIDER_1B.id);
    expect(s.deliveries.map((d: any) => [d.order_id, d.due, d.cash])).toEqual(delivered.map((d) => [d.id, d.due, d.cash]));
    expect(s.totals).toEqual({ deliveries: 3, cash: delivered[0]!.cash + delivered[1]!.cash, due: delivered[0]!.due + delivered[1]!.due });
  });

  it("a rider cannot see or confirm another rider's sheet; another branch's clerk cannot either", async () => {
    expect((await sheet(rider, RIDER_1B.id)).status).toBe(404);
    expect((await sheet(rider)).body.response.map((s: any) => s.rider.id)).toEqual([RIDER_1.id]);
    expect((await sheet(otherBranch, RIDER_1B.id)).status).toBe(404);
    expect((await sheet(otherBranch)).body.response.map((s: any) => s.rider.id)).not.toContain(RIDER_1B.id);
    const s = (await sheet(clerk, RIDER_1B.id)).body.response[0];
    const body = { as_of: s.as_of, deliveries: s.totals.deliveries, expected: s.totals.cash, counted: s.totals.cash };
    expect((await confirm(riderB, RIDER_1B.id, body)).status).toBe(403);
    expect((await confirm(otherBranch, RIDER_1B.id, body)).status).toBe(404);
  });

  it('the clerk confirms with a difference and its reason, once; two clerks at once: one; later deliveries go to the next sheet', async () => {
    const s = (await sheet(clerk, RIDER_1B.id)).body.response[0];
    const counted = s.totals.cash - 2000;
    const body = { as_of: s.as_of, deliveries: s.totals.deliveries, expected: s.totals.cash, counted };
    const noReason = await confirm(clerk, RIDER_1B.id, body);
    expect([noReason.status, noReason.body.code]).toEqual([400, 'srv.handover.countedReason']);
    // delivered after the clerk read the sheet: not on this one
    const late = await outForDelivery(RIDER_1B.id);
    expect((await complete(riderB, late.id, { code: late.code, cash: late.due })).status).toBe(200);

    const withReason = { ...body, reason: 'Rider short by ₹20, noted' };
    const [x, y] = await Promise.all([confirm(clerk, RIDER_1B.id, withReason), confirm(clerkB, RIDER_1B.id, withReason)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const lost = x.status === 409 ? x : y;
    expect(lost.body.code).toBe('srv.handover.sheetChanged');
    expect((await confirm(clerk, RIDER_1B.id, withReason)).status).toBe(409);

    const h = await w.env.DB.prepare('SELECT * FROM rider_handover WHERE rider_id = ?1').bind(RIDER_1B.id).all<any>();
    expect(h.results).toHaveLength(1);
    expect(h.results[0]).toMatchObject({
      expected: s.totals.cash,
      counted,
      reason: 'Rider short by ₹20, noted',
      deliveries: 3,
      confirmed_by: CLERK_1.id,
    });
    expect(await count(w, 'SELECT 1 FROM rider_delivery WHERE rider_id = ?1 AND handover_id = ?2', RIDER_1B.id, h.results[0].id)).toBe(3);

    const next = (await sheet(riderB)).body.response[0];
    expect(next.deliveries.map((d: any) => d.order_id)).toEqual([late.id]);
    expect(next.totals).toEqual({ deliveries: 1, cash: late.due, due: late.due });
    expect(next.handovers[0]).toMatchObject({ expected: s.totals.cash, counted, confirmed_by_name: CLERK_1.name });
  });

  it('a sheet that changed since the clerk read it is refused', async () => {
    const s = (await sheet(clerk, RIDER_1B.id)).body.response[0];
    const stale = { as_of: s.as_of, deliveries: s.totals.deliveries + 1, expected: s.totals.cash, counted: s.totals.cash };
    expect((await confirm(clerk, RIDER_1B.id, stale)).status).toBe(409);
    expect((await confirm(clerk, RIDER_1B.id, { ...stale, deliveries: s.totals.deliveries })).status).toBe(200);
    const empty = (await sheet(clerk, RIDER_1B.id)).body.response[0];
    expect(empty.totals.deliveries).toBe(0);
  });
});
