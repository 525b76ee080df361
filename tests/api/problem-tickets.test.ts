/**
 * Issue 32, report a problem after delivery (docs/problem-tickets.md), on a real local D1 and R2:
 * a shopper reports lines of a delivered order within the window and gets a ticket number; photos
 * are checked by their bytes and size and shown only to the ticket's shopper and its branch's
 * staff; staff acknowledge and resolve once (two at once: one 200, one 409); an online order's
 * refund goes through the test payment provider, a cash order's is recorded as cash to hand back.
 * Bad input is refused with a catalogue code and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../functions/api/lib/password';
import { addProblemPhoto } from '../../functions/api/services/orders/problem-photos';
import { reportProblem } from '../../functions/api/services/orders/problem-tickets';
import { findMyTicket } from '../../functions/api/services/orders/problem-tickets';
import { MIN_ORDER_PAISE, SHIPPING } from '../../scripts/seed/fixtures';
import { count, plainProducts, setCart, type ProductRow } from '../support/order-helpers';
import { CLERK_1, CLERK_2, MANAGER, RIDER_1, newShopper, staffLogin, walk, type Shopper } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let shopper: Shopper;
let stranger: Shopper;
let clerk: string;
let clerkB: string;
let otherBranch: string;
let manager: string;
let rider: string;
let a: ProductRow;
let b: ProductRow;

const HOUR = 60 * 60_000;
/** A tiny JPEG: the magic bytes the server reads, then filler. */
const JPEG = new Uint8Array([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  ...Array.from({ length: 300 }, (_, i) => i % 251),
]);

beforeAll(async () => {
  w = await startWorker();
  [shopper, stranger] = await Promise.all([newShopper(w), newShopper(w)]);
  [clerk, clerkB, otherBranch, manager, rider] = (await Promise.all(
    [CLERK_1, CLERK_1, CLERK_2, MANAGER, RIDER_1].map((s) => staffLogin(w, s)),
  )) as [string, string, string, string, string];
  [a, b] = (await plainProducts(w, { minStock: 60, limit: 40 })) as [ProductRow, ProductRow];
});
afterAll(() => w?.dispose());

const qtyA = () => Math.ceil(MIN_ORDER_PAISE / a.discount_price) + 2;

async function linesOf(orderId: number) {
  const { results } = await w.env.DB.prepare('SELECT id, product_id FROM order_line WHERE order_id = ?1').bind(orderId).all<{
    id: number;
    product_id: number;
  }>();
  return { lineA: results.find((l) => l.product_id === a.id)!.id, lineB: results.find((l) => l.product_id === b.id)!.id };
}

const DELIVER: [string, string, Record<string, unknown>?][] = [
  ['Confirmed', 'Packed'],
  ['Packed', 'Out for delivery', { rider_id: RIDER_1.id }],
];

async function deliver(id: number) {
  await walk(w, clerk, id, DELIVER);
  await walk(w, rider, id, [['Out for delivery', 'Completed']]);
}

/** A cash order of two lines (a × n, b × 2), delivered just now. */
async function deliveredCashOrder(s = shopper, opts: { deliver?: boolean; payment?: 'cash' | 'point' } = {}) {
  await setCart(w, s.id, [
    { product_id: a.id, qty: qtyA() },
    { product_id: b.id, qty: 2 },
  ]);
  const res = await w.call(
    'POST',
    '/api/order',
    { flag: 0, address_id: s.address, payment_method: opts.payment ?? 'cash' },
    { cookie: s.cookie },
  );
  expect(res.body).toMatchObject({ status: 1 });
  const id = res.body.response.id as number;
  await walk(w, clerk, id, [['Pending', 'Confirmed']]);
  if (opts.deliver !== false) await deliver(id);
  return { id, txnid: res.body.response.txnid as string, ...(await linesOf(id)) };
}

/** An online order paid through the test provider (create → pay → verify), delivered just now. */
async function deliveredOnlineOrder(s: Shopper) {
  await setCart(w, s.id, [
    { product_id: a.id, qty: qtyA() },
    { product_id: b.id, qty: 2 },
  ]);
  const goods = qtyA() * a.discount_price + 2 * b.discount_price;
  const total = goods + (Math.round(goods / 100) > 1000 ? SHIPPING.aboveThreshold.price : SHIPPING.belowThreshold.price);
  const post = (path: string, body: unknown) => w.call('POST', path, body, { cookie: s.cookie });
  const created = await post('/api/payments/create', { flag: 0, address_id: s.address, amount: total });
  expect(created.status).toBe(200);
  const cb = (await post('/api/payments/test-complete', { order_id: created.body.response.order_id, outcome: 'success' })).body.response;
  const ok = await post('/api/payments/verify', cb);
  expect(ok.body).toMatchObject({ status: 1, response: { payment_method: 'online', payment_status: 'Success' } });
  const id = ok.body.response.id as number;
  await walk(w, clerk, id, [['Pending', 'Confirmed']]);
  await deliver(id);
  return { id, txnid: ok.body.response.txnid as string, total, paymentId: cb.razorpay_payment_id as string, ...(await linesOf(id)) };
}

const report = (txnid: string, lines: unknown[], cookie = shopper.cookie) =>
  w.call('POST', `/api/order/${txnid}/problems`, { lines }, { cookie });
const upload = (ticket: string, body: Uint8Array<ArrayBuffer>, cookie = shopper.cookie) =>
  w.request(`/api/problems/${ticket}/photos`, { method: 'POST', body, headers: { cookie, 'content-type': 'image/jpeg' } });
const tickets = () => count(w, 'SELECT id FROM problem_ticket');
const ticketId = async (no: string) =>
  (await w.env.DB.prepare('SELECT id FROM problem_ticket WHERE ticket_no = ?1').bind(no).first<{ id: number }>())!.id;

describe('a shopper reports a damaged line of a delivered cash order', () => {
  let o: Awaited<ReturnType<typeof deliveredCashOrder>>;
  let ticket: string;

  beforeAll(async () => {
    o = await deliveredCashOrder();
  });

  it('the order page offers the report while the window is open', async () => {
    const res = await w.call('GET', `/api/order/${o.txnid}/problems`, undefined, { cookie: shopper.cookie });
    expect(res.body.response).toMatchObject({ delivered: true, window: { open: true, hours: 48 }, tickets: [] });
    expect(res.body.response.lines).toContainEqual({ id: o.lineB, name: b.name, delivered_qty: 2, ticket_no: null });
  });

  it('gets a ticket number and an acknowledgement at once', async () => {
    const res = await report(o.txnid, [{ line_id: o.lineB, kind: 'damaged', qty: 1, note: 'Crushed box' }]);
    expect(res.status).toBe(201);
    ticket = res.body.response.ticket_no;
    expect(ticket).toMatch(/^T-20\d\d-\d{6}$/);
    expect(res.body.message).toBe(`We have your report. Your ticket number is ${ticket}`);
    expect(res.body.response).toMatchObject({ state: 'open', lines: [{ name: b.name, kind: 'damaged', qty: 1, note: 'Crushed box' }] });
    const mine = await w.call('GET', '/api/problems', undefined, { cookie: shopper.cookie });
    expect(mine.body.response.map((t: any) => t.ticket_no)).toContain(ticket);
  });

  it('a second ticket for the same line is refused; nothing is written', async () => {
    const before = await tickets();
    const res = await report(o.txnid, [{ line_id: o.lineB, kind: 'missing', qty: 1 }]);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'srv.ticket.alreadyReported', message: `${b.name} is already in ticket ${ticket}` });
    expect(await tickets()).toBe(before);
  });

  it('more than was delivered is refused, in the shopper language too', async () => {
    const res = await report(o.txnid, [{ line_id: o.lineA, kind: 'missing', qty: qtyA() + 1 }]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('srv.ticket.tooMany');
    const kn = await w.call(
      'POST',
      `/api/order/${o.txnid}/problems`,
      { lines: [{ line_id: o.lineA, kind: 'missing', qty: qtyA() + 1 }] },
      {
        cookie: `${shopper.cookie}; lang=kn`,
      },
    );
    expect(kn.body.code).toBe('srv.ticket.tooMany');
    expect(kn.body.message).toContain('ಡೆಲಿವರಿಯಾದ ಪ್ರಮಾಣ');
  });

  it('another customer cannot report on this order or see its ticket (404)', async () => {
    const before = await tickets();
    const res = await report(o.txnid, [{ line_id: o.lineA, kind: 'missing', qty: 1 }], stranger.cookie);
    expect(res.status).toBe(404);
    expect((await w.call('GET', `/api/order/${o.txnid}/problems`, undefined, { cookie: stranger.cookie })).status).toBe(404);
    expect((await upload(ticket, JPEG, stranger.cookie)).status).toBe(404);
    expect(await tickets()).toBe(before);
  });

  it('photos: a JPEG is kept; not an image and 20 MB are refused; at most three', async () => {
    const ok = await upload(ticket, JPEG);
    expect(ok.status).toBe(201);
    const text = await upload(ticket, new TextEncoder().encode('<html>not a photo</html>'));
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ code: 'srv.ticket.photoType' });
    const huge = await upload(ticket, new Uint8Array(20 * 1024 * 1024).fill(0xff));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'srv.ticket.photoTooLarge' });
    expect((await upload(ticket, JPEG)).status).toBe(201);
    expect((await upload(ticket, JPEG)).status).toBe(201);
    const fourth = await upload(ticket, JPEG);
    expect(fourth.status).toBe(409);
    expect(await fourth.json()).toMatchObject({ code: 'srv.ticket.photoLimit' });
    expect(await count(w, 'SELECT id FROM problem_photo WHERE ticket_id = ?1', await ticketId(ticket))).toBe(3);
  });

  it('a photo is shown to its shopper and its branch staff only, never cached', async () => {
    const mine = await w.request(`/api/problems/${ticket}/photos/1`, { headers: { cookie: shopper.cookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(JPEG);
    expect((await w.request(`/api/problems/${ticket}/photos/1`, { headers: { cookie: stranger.cookie } })).status).toBe(404);
    expect((await w.request(`/api/problems/${ticket}/photos/1`)).status).toBe(401);
    const id = await ticketId(ticket);
    expect((await w.request(`/api/staff/tickets/${id}/photos/1`, { headers: { cookie: clerk } })).status).toBe(200);
    expect((await w.request(`/api/staff/tickets/${id}/photos/1`, { headers: { cookie: otherBranch } })).status).toBe(404);
  });

  it("staff of the order's branch see it with its clocks and the shopper's monthly count; other branches and riders do not", async () => {
    const id = await ticketId(ticket);
    const list = (await w.call('GET', '/api/staff/tickets?state=unresolved', undefined, { cookie: clerk })).body.response;
    const row = list.find((t: any) => t.ticket_no === ticket);
    expect(row).toMatchObject({
      state: 'open',
      month_count: 1,
      photo_count: 3,
      clocks: { acknowledge_overdue: false, resolve_overdue: false },
    });
    expect(row.clocks.acknowledge_by - row.created_at).toBe(48 * HOUR);
    expect(row.clocks.resolve_by - row.created_at).toBe(30 * 24 * HOUR);
    expect((await w.call('GET', '/api/staff/tickets', undefined, { cookie: manager })).body.response.map((t: any) => t.id)).toContain(id);
    expect(
      (await w.call('GET', '/api/staff/tickets', undefined, { cookie: otherBranch })).body.response.map((t: any) => t.id),
    ).not.toContain(id);
    expect((await w.call('GET', `/api/staff/tickets/${id}`, undefined, { cookie: otherBranch })).status).toBe(404);
    expect((await w.call('GET', '/api/staff/tickets', undefined, { cookie: rider })).status).toBe(403);
  });

  it('acknowledged once; the shopper sees it', async () => {
    const id = await ticketId(ticket);
    const ack = await w.call('POST', `/api/staff/tickets/${id}/acknowledge`, {}, { cookie: clerk });
    expect(ack.body).toMatchObject({ status: 1, message: `Ticket ${ticket} acknowledged`, response: { state: 'acknowledged' } });
    const again = await w.call('POST', `/api/staff/tickets/${id}/acknowledge`, {}, { cookie: clerkB });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('srv.ticket.alreadyAcknowledged');
    const view = (await w.call('GET', `/api/order/${o.txnid}/problems`, undefined, { cookie: shopper.cookie })).body.response;
    expect(view.tickets[0]).toMatchObject({ ticket_no: ticket, state: 'acknowledged', photos: [1, 2, 3] });
  });

  it('two staff resolving at once: one 200, one 409; the cash refund is recorded once', async () => {
    const id = await ticketId(ticket);
    const [r1, r2] = await Promise.all([
      w.call('POST', `/api/staff/tickets/${id}/resolve`, { resolution: 'refund' }, { cookie: clerk }),
      w.call('POST', `/api/staff/tickets/${id}/resolve`, { resolution: 'refused', note: 'Box only' }, { cookie: clerkB }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    const lost = r1.status === 409 ? r1 : r2;
    expect(lost.body.code).toBe('srv.ticket.alreadyResolved');
    const row = await w.env.DB.prepare('SELECT * FROM problem_ticket WHERE id = ?1').bind(id).first<any>();
    if (row.resolution === 'refund') expect(row).toMatchObject({ refund_amount: b.discount_price, refund_method: 'cash' });
    expect(row.state).toBe('resolved');
    // a cash order's refund is no provider refund
    expect(await count(w, 'SELECT id FROM refund WHERE ticket_id = ?1', id)).toBe(0);
    const view = (await w.call('GET', `/api/order/${o.txnid}/problems`, undefined, { cookie: shopper.cookie })).body.response;
    expect(view.tickets[0]).toMatchObject({ state: 'resolved', resolution: row.resolution });
  });
});

describe('an online order: a ticket refunded through the test payment provider', () => {
  it('refunds the reported units, never above what was paid for them, exactly once', async () => {
    const s = await newShopper(w);
    const o = await deliveredOnlineOrder(s);
    const made = await report(o.txnid, [{ line_id: o.lineA, kind: 'expired_or_near_expiry', qty: 2 }], s.cookie);
    expect(made.status).toBe(201);
    const id = await ticketId(made.body.response.ticket_no);
    const detail = (await w.call('GET', `/api/staff/tickets/${id}`, undefined, { cookie: manager })).body.response;
    expect(detail).toMatchObject({ payment_method: 'online', refund_preview: 2 * a.discount_price });
    const res = await w.call('POST', `/api/staff/tickets/${id}/resolve`, { resolution: 'refund' }, { cookie: manager });
    expect(res.body).toMatchObject({ status: 1, response: { refunded: 2 * a.discount_price, ticket: { refund_method: 'online' } } });
    const refund = await w.env.DB.prepare('SELECT reason, amount, status, provider_refund_id, payment_id FROM refund WHERE ticket_id = ?1')
      .bind(id)
      .first<any>();
    expect(refund).toEqual({
      reason: 'ticket',
      amount: 2 * a.discount_price,
      status: 'processed',
      provider_refund_id: expect.stringMatching(/^rfnd_test_/),
      payment_id: o.paymentId,
    });
    const again = await w.call('POST', `/api/staff/tickets/${id}/resolve`, { resolution: 'refund' }, { cookie: clerk });
    expect(again.status).toBe(409);
    expect(await count(w, 'SELECT id FROM refund WHERE ticket_id = ?1', id)).toBe(1);
    const view = (await w.call('GET', '/api/problems', undefined, { cookie: s.cookie })).body.response[0];
    expect(view).toMatchObject({
      state: 'resolved',
      resolution: 'refund',
      refund_amount: 2 * a.discount_price,
      refund_status: 'processed',
    });
  });
});

describe('limits', () => {
  it('after the window (48 h from delivery by the setting) the report is refused; nothing is written', async () => {
    const o = await deliveredCashOrder();
    await w.env.DB.prepare('UPDATE orders SET status_changed_at = ?2 WHERE id = ?1')
      .bind(o.id, Date.now() - 48 * HOUR - 1)
      .run();
    const before = await tickets();
    const res = await report(o.txnid, [{ line_id: o.lineA, kind: 'quality', qty: 1 }]);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'srv.ticket.windowClosed', message: 'Problems can be reported within 48 hours of delivery' });
    expect(await tickets()).toBe(before);
    // the clock is an input: the same order an hour before the window closed is accepted
    const delivered = Date.now() - 48 * HOUR - 1;
    const t = await reportProblem(
      w.env,
      shopper.id,
      o.txnid,
      { lines: [{ line_id: o.lineA, kind: 'quality', qty: 1 }] },
      delivered + 47 * HOUR,
    );
    expect(t.state).toBe('open');
  });

  it('an order not yet delivered cannot be reported', async () => {
    const o = await deliveredCashOrder(shopper, { deliver: false });
    const res = await report(o.txnid, [{ line_id: o.lineA, kind: 'missing', qty: 1 }]);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('srv.ticket.notDelivered');
  });

  it("an erased account's ticket photos leave the bucket too, not only their rows (DPDP)", async () => {
    const s = await newShopper(w);
    const o = await deliveredCashOrder(s);
    const made = await report(o.txnid, [{ line_id: o.lineA, kind: 'damaged', qty: 1 }], s.cookie);
    expect((await upload(made.body.response.ticket_no, JPEG, s.cookie)).status).toBe(201);
    const { object_key: key } = (await w.env.DB.prepare(
      'SELECT p.object_key FROM problem_photo p JOIN problem_ticket t ON t.id = p.ticket_id WHERE t.user_id = ?1',
    )
      .bind(s.id)
      .first<{ object_key: string }>())!;
    expect(await w.env.PROBLEM_PHOTOS.head(key)).not.toBeNull();
    // a password to confirm the erasure with (the helper's shopper has none)
    const pw = await hashPassword('erase-me-1234', 1000);
    await w.env.DB.prepare('UPDATE user SET password_hash = ?1, password_salt = ?2, password_iterations = ?3 WHERE id = ?4')
      .bind(pw.hash, pw.salt, pw.iterations, s.id)
      .run();
    const del = await w.call('POST', '/api/account/delete', { password: 'erase-me-1234', confirm: true }, { cookie: s.cookie });
    expect(del.body).toMatchObject({ status: 1 });
    expect(await w.env.PROBLEM_PHOTOS.head(key)).toBeNull();
    expect(await count(w, 'SELECT 1 FROM problem_photo WHERE object_key = ?1', key)).toBe(0);
  });

  it('a refusal needs its reason; without the photo bucket the report still works and photos say why', async () => {
    const o = await deliveredCashOrder();
    const made = await report(o.txnid, [{ line_id: o.lineA, kind: 'wrong_item', qty: 1 }]);
    const no = made.body.response.ticket_no as string;
    const id = await ticketId(no);
    const res = await w.call('POST', `/api/staff/tickets/${id}/resolve`, { resolution: 'refused', note: '  ' }, { cookie: clerk });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('srv.ticket.reasonNeeded');
    const noBucket = { ...w.env, PROBLEM_PHOTOS: undefined } as unknown as typeof w.env;
    const ticket = (await findMyTicket(w.env.DB, shopper.id, no))!;
    await expect(addProblemPhoto(noBucket, ticket, JPEG, Date.now())).rejects.toThrow(
      'Photos cannot be added right now; your report is saved without them',
    );
    const refused = await w.call(
      'POST',
      `/api/staff/tickets/${id}/resolve`,
      { resolution: 'refused', note: 'Item matches the order' },
      { cookie: clerk },
    );
    expect(refused.body.response.ticket).toMatchObject({ resolution: 'refused', resolution_note: 'Item matches the order' });
  });

  it('a points order is not refunded in money: staff are told to replace, and a replacement resolves it', async () => {
    const s = await newShopper(w, 200_000);
    const o = await deliveredCashOrder(s, { payment: 'point' });
    const made = await report(o.txnid, [{ line_id: o.lineB, kind: 'missing', qty: 2 }], s.cookie);
    const id = await ticketId(made.body.response.ticket_no);
    const refund = await w.call('POST', `/api/staff/tickets/${id}/resolve`, { resolution: 'refund' }, { cookie: clerk });
    expect(refund.status).toBe(400);
    expect(refund.body.code).toBe('srv.ticket.pointsNoRefund');
    const replaced = await w.call(
      'POST',
      `/api/staff/tickets/${id}/resolve`,
      { resolution: 'replacement', note: 'Sent with your next order' },
      { cookie: clerk },
    );
    expect(replaced.body.response.ticket).toMatchObject({ state: 'resolved', resolution: 'replacement', refund_amount: null });
    const view = (await w.call('GET', '/api/problems', undefined, { cookie: s.cookie })).body.response[0];
    expect(view).toMatchObject({ resolution: 'replacement', resolution_note: 'Sent with your next order' });
  });
});
