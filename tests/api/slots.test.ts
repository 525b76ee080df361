/**
 * Delivery slots (issue 17): the grid, past and full slots refused with their message, a cancelled
 * order's place given back, online payments holding a place like stock, and 30 racing orders for a
 * slot of capacity k leaving exactly k orders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduledJobs } from '../../functions/api/jobs';
import { slotDays } from '../../src/lib/domain/checkout/delivery-slots';
import { MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { addAddress, createCustomer, plainProducts, sessionCookie, setCart, type ProductRow } from '../support/order-helpers';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

let w: TestWorker;
let big: ProductRow;

beforeAll(async () => {
  w = await startWorker();
  const plain = await plainProducts(w, { minStock: 60, limit: 300 });
  big = plain.find((p) => p.discount_price >= MIN_ORDER_PAISE)!;
});
afterAll(() => w?.dispose());

/** A slot of its own for one test, so counts from other tests cannot touch it. */
async function testSlot(
  t: TestWorker,
  opts: { start: number; end: number; capacity: number; mode?: 'delivery' | 'pickup'; branch?: number },
): Promise<number> {
  const row = await t.env.DB.prepare(
    `INSERT INTO delivery_slot (branch_id, mode, start_min, end_min, capacity, cutoff_min) VALUES (?1, ?2, ?3, ?4, ?5, 60) RETURNING id`,
  )
    .bind(opts.branch ?? 1, opts.mode ?? 'delivery', opts.start, opts.end, opts.capacity)
    .first<{ id: number }>();
  return row!.id;
}

async function shopper(t: TestWorker) {
  const c = await createCustomer(t);
  await setCart(t, c.id, [{ product_id: big.id, qty: 1 }]);
  return { id: c.id, cookie: await sessionCookie(t, c.id), address: await addAddress(t, c.id) };
}

const taken = async (t: TestWorker, slotId: number, day: string) =>
  (await t.env.DB.prepare('SELECT taken FROM slot_taken WHERE slot_id = ?1 AND day = ?2').bind(slotId, day).first<{ taken: number }>())
    ?.taken ?? 0;

const tomorrow = () => slotDays(Date.now())[1]!;

describe('GET /api/slots', () => {
  it('lists today and the next 3 days for the address’s branch, each slot with its state and reason', async () => {
    const s = await shopper(w);
    const res = await w.call('GET', `/api/slots?mode=delivery&address_id=${s.address}`, undefined, { cookie: s.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const { branch_id, days } = res.body.response;
    expect(branch_id).toBe(1);
    expect(days.map((d: { day: string }) => d.day)).toEqual(slotDays(Date.now()));
    expect(days[0].name).toBe('slot.today');
    const labels = days[1].slots.map((x: { label: string }) => x.label);
    expect(labels).toContain('7–9 AM');
    expect(labels).toContain('8–10 PM');
    for (const d of days)
      for (const slot of d.slots) {
        expect(['available', 'full', 'past']).toContain(slot.state);
        expect(slot.reason).toBe(slot.state === 'past' ? 'slot.closed' : slot.state === 'full' ? 'slot.full' : null);
      }
    // tomorrow nothing has closed
    expect(days[1].slots.every((x: { state: string }) => x.state !== 'past')).toBe(true);
  });

  it('lists pickup windows for a store, and refuses without sign-in', async () => {
    const s = await shopper(w);
    const res = await w.call('GET', '/api/slots?mode=pickup&branch=2', undefined, { cookie: s.cookie });
    expect(res.body.response.days[1].slots[0].label).toBe('10 AM–12 PM');
    expect((await w.call('GET', '/api/slots?mode=pickup&branch=2')).status).toBe(401);
  });
});

describe('POST /api/order with a slot', () => {
  it('keeps the chosen slot on the order, and takes the earliest free one when none is named', async () => {
    const s = await shopper(w);
    const slot = await testSlot(w, { start: 21 * 60, end: 23 * 60, capacity: 5 });
    const res = await w.call(
      'POST',
      '/api/order',
      { flag: 0, address_id: s.address, payment_method: 'cash', slot_id: slot, slot_day: tomorrow() },
      { cookie: s.cookie },
    );
    expect(res.body.status).toBe(1);
    const o = await w.env.DB.prepare('SELECT slot_id, slot_day, slot_start_min, slot_end_min FROM orders WHERE txnid = ?1')
      .bind(res.body.response.txnid)
      .first<any>();
    expect(o).toEqual({ slot_id: slot, slot_day: tomorrow(), slot_start_min: 21 * 60, slot_end_min: 23 * 60 });
    expect(await taken(w, slot, tomorrow())).toBe(1);

    const legacy = await shopper(w);
    const auto = await w.call(
      'POST',
      '/api/order',
      { flag: 0, address_id: legacy.address, payment_method: 'cash' },
      { cookie: legacy.cookie },
    );
    expect(auto.body.status).toBe(1);
    const a = await w.env.DB.prepare('SELECT slot_id, slot_day FROM orders WHERE txnid = ?1').bind(auto.body.response.txnid).first<any>();
    expect(a.slot_id).not.toBeNull();
    expect(slotDays(Date.now())).toContain(a.slot_day);
  });

  it('refuses a slot that has closed, with its message, and writes nothing', async () => {
    const s = await shopper(w);
    // midnight to 2 AM today closed an hour before midnight: always past
    const slot = await testSlot(w, { start: 0, end: 120, capacity: 5 });
    const today = slotDays(Date.now())[0]!;
    const res = await w.call(
      'POST',
      '/api/order',
      { flag: 0, address_id: s.address, payment_method: 'cash', slot_id: slot, slot_day: today },
      { cookie: s.cookie },
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 0, code: expect.any(String), message: en('srv.slotPast') });
    expect(await taken(w, slot, today)).toBe(0);
    // a day gone by is as closed
    const yesterday = await w.call(
      'POST',
      '/api/order',
      { flag: 0, address_id: s.address, payment_method: 'cash', slot_id: slot, slot_day: '2020-01-01' },
      { cookie: s.cookie },
    );
    expect(yesterday.body.message).toBe(en('srv.slotPast'));
    // another branch's slot is not one to choose
    const other = await testSlot(w, { start: 21 * 60, end: 23 * 60, capacity: 5, branch: 2 });
    const wrong = await w.call(
      'POST',
      '/api/order',
      { flag: 0, address_id: s.address, payment_method: 'cash', slot_id: other, slot_day: tomorrow() },
      { cookie: s.cookie },
    );
    expect(wrong).toMatchObject({ status: 400, body: { message: en('srv.slotUnknown') } });
  });

  it('refuses a full slot with its message; a cancelled order gives its place back', async () => {
    const slot = await testSlot(w, { start: 22 * 60, end: 24 * 60, capacity: 1 });
    const day = tomorrow();
    const first = await shopper(w);
    const placed = await w.call(
      'POST',
      '/api/order',
      { flag: 0, address_id: first.address, payment_method: 'cash', slot_id: slot, slot_day: day },
      { cookie: first.cookie },
    );
    expect(placed.body.status).toBe(1);

    const second = await shopper(w);
    const body = { flag: 0, address_id: second.address, payment_method: 'cash', slot_id: slot, slot_day: day };
    const full = await w.call('POST', '/api/order', body, { cookie: second.cookie });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ status: 0, code: expect.any(String), message: en('srv.slotFull') });
    const grid = await w.call('GET', `/api/slots?mode=delivery&address_id=${second.address}`, undefined, { cookie: second.cookie });
    const shown = grid.body.response.days[1].slots.find((x: { id: number }) => x.id === slot);
    expect(shown).toMatchObject({ state: 'full', reason: 'slot.full', left: 0 });

    const cancel = await w.call(
      'POST',
      '/api/orderCancel',
      { order_id: placed.body.response.txnid, reason: 'changed my mind' },
      { cookie: first.cookie },
    );
    expect(cancel.body.status).toBe(1);
    expect(await taken(w, slot, day)).toBe(0);
    // cancelling twice gives nothing more back
    await w.call('POST', '/api/orderCancel', { order_id: placed.body.response.txnid, reason: 'changed my mind' }, { cookie: first.cookie });
    expect(await taken(w, slot, day)).toBe(0);

    const again = await w.call('POST', '/api/order', body, { cookie: second.cookie });
    expect(again.body.status).toBe(1);
    expect(await taken(w, slot, day)).toBe(1);
  });
});

describe('online payment holds the slot like stock', () => {
  it('the intent takes the place; a lapsed intent gives it back; a paid one turns it into the order', async () => {
    const slot = await testSlot(w, { start: 21 * 60 + 30, end: 23 * 60, capacity: 1 });
    const day = tomorrow();
    const payer = await shopper(w);
    const body = { flag: 0, address_id: payer.address, slot_id: slot, slot_day: day };
    const created = await w.call('POST', '/api/payments/create', body, { cookie: payer.cookie });
    expect(created.body.status).toBe(1);
    expect(await taken(w, slot, day)).toBe(1);

    // meanwhile a cash shopper cannot have the held place
    const cash = await shopper(w);
    const refused = await w.call(
      'POST',
      '/api/order',
      { flag: 0, address_id: cash.address, payment_method: 'cash', slot_id: slot, slot_day: day },
      { cookie: cash.cookie },
    );
    expect(refused.body.message).toBe(en('srv.slotFull'));

    await runScheduledJobs(w.env, Date.now() + 16 * 60_000);
    expect(await taken(w, slot, day)).toBe(0);

    // paid: the held place becomes the order's, counted once
    const again = await w.call('POST', '/api/payments/create', body, { cookie: payer.cookie });
    const orderId = again.body.response.order_id;
    expect(await taken(w, slot, day)).toBe(1);
    const done = await w.call('POST', '/api/payments/test-complete', { order_id: orderId, outcome: 'success' }, { cookie: payer.cookie });
    const verified = await w.call('POST', '/api/payments/verify', done.body.response, { cookie: payer.cookie });
    expect(verified.body.status).toBe(1);
    expect(await taken(w, slot, day)).toBe(1);
    const holds = await w.env.DB.prepare('SELECT count(*) AS n FROM slot_hold WHERE slot_id = ?1').bind(slot).first<{ n: number }>();
    expect(holds!.n).toBe(0);
    const o = await w.env.DB.prepare('SELECT slot_id FROM orders WHERE txnid = ?1').bind(verified.body.response.txnid).first<any>();
    expect(o.slot_id).toBe(slot);
  });

  it('a declined payment gives the place back', async () => {
    const slot = await testSlot(w, { start: 21 * 60 + 45, end: 23 * 60, capacity: 1 });
    const day = tomorrow();
    const payer = await shopper(w);
    const created = await w.call(
      'POST',
      '/api/payments/create',
      { flag: 0, address_id: payer.address, slot_id: slot, slot_day: day },
      { cookie: payer.cookie },
    );
    expect(await taken(w, slot, day)).toBe(1);
    await w.call(
      'POST',
      '/api/payments/test-complete',
      { order_id: created.body.response.order_id, outcome: 'failure' },
      { cookie: payer.cookie },
    );
    expect(await taken(w, slot, day)).toBe(0);
  });
});

describe('30 shoppers race for a slot of capacity 7', () => {
  it('exactly 7 orders are placed; the other 23 are told the slot is full and wrote nothing', async () => {
    const wd = await startWorker();
    try {
      const k = 7;
      const slot = await testSlot(wd, { start: 22 * 60 + 30, end: 24 * 60, capacity: k });
      const day = slotDays(Date.now())[2]!;
      const shoppers = [];
      for (let i = 0; i < 30; i++) shoppers.push(await shopper(wd));
      const ordersBefore = (await wd.env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())!.n;

      const results = await Promise.all(
        shoppers.map((s) =>
          wd.call(
            'POST',
            '/api/order',
            { flag: 0, address_id: s.address, payment_method: 'cash', slot_id: slot, slot_day: day },
            { cookie: s.cookie, 'idempotency-key': crypto.randomUUID() },
          ),
        ),
      );
      const ok = results.filter((r) => r.body.status === 1);
      const refused = results.filter((r) => r.body.status !== 1);
      expect(ok).toHaveLength(k);
      expect(refused).toHaveLength(30 - k);
      for (const r of refused) expect(r).toMatchObject({ status: 409, body: { message: en('srv.slotFull') } });
      expect(await taken(wd, slot, day)).toBe(k);
      const inSlot = await wd.env.DB.prepare('SELECT count(*) AS n FROM orders WHERE slot_id = ?1 AND slot_day = ?2')
        .bind(slot, day)
        .first<{ n: number }>();
      expect(inSlot!.n).toBe(k);
      expect((await wd.env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())!.n).toBe(ordersBefore + k);
    } finally {
      await wd.dispose();
    }
  });
});
