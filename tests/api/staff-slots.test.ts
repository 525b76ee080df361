/**
 * Staff change a branch's slots (issue 17's follow-up): branch staff their own branch's, the manager
 * any branch's, riders none; a lower capacity stops new orders but keeps the ones in the slot, and a
 * slot turned off is no longer offered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotDays } from '../../src/lib/domain/checkout/delivery-slots';
import { MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { addAddress, createCustomer, plainProducts, sessionCookie, setCart, type ProductRow } from '../support/order-helpers';
import { CLERK_1, CLERK_2, MANAGER, RIDER_1, staffLogin } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

let w: TestWorker;
let big: ProductRow;
let clerk1 = '';
let clerk2 = '';
let manager = '';
let rider = '';

beforeAll(async () => {
  w = await startWorker();
  big = (await plainProducts(w, { minStock: 60, limit: 300 })).find((p) => p.discount_price >= MIN_ORDER_PAISE)!;
  [clerk1 = '', clerk2 = '', manager = '', rider = ''] = await Promise.all(
    [CLERK_1, CLERK_2, MANAGER, RIDER_1].map((s) => staffLogin(w, s)),
  );
});
afterAll(() => w?.dispose());

let nextMinute = 0;
/** A slot of the test's own at a minute no other test (or a retry) uses, so counts cannot mix. */
async function branchSlot(branch: number, start: number, capacity: number): Promise<number> {
  start += nextMinute++;
  const row = await w.env.DB.prepare(
    `INSERT INTO delivery_slot (branch_id, mode, start_min, end_min, capacity, cutoff_min) VALUES (?1, 'delivery', ?2, ?3, ?4, 60) RETURNING id`,
  )
    .bind(branch, start, start + 60, capacity)
    .first<{ id: number }>();
  return row!.id;
}

async function orderIn(slot: number) {
  const c = await createCustomer(w);
  await setCart(w, c.id, [{ product_id: big.id, qty: 1 }]);
  const cookie = await sessionCookie(w, c.id);
  const address = await addAddress(w, c.id);
  return w.call(
    'POST',
    '/api/order',
    { flag: 0, address_id: address, payment_method: 'cash', slot_id: slot, slot_day: slotDays(Date.now())[1] },
    { cookie },
  );
}

describe('GET /api/staff/slots', () => {
  it('shows branch staff their own branch only, and the manager every branch or the one asked', async () => {
    const own = await w.call('GET', '/api/staff/slots?branch_id=2', undefined, { cookie: clerk1 });
    expect(own.status).toBe(200);
    const ownBranches = new Set(own.body.response.map((s: { branch_id: number }) => s.branch_id));
    expect(ownBranches).toEqual(new Set([1]));
    expect(own.body.response[0]).toMatchObject({
      mode: expect.any(String),
      label: expect.stringMatching(/AM|PM/),
      active: expect.any(Boolean),
      taken_today: expect.any(Number),
    });

    const all = await w.call('GET', '/api/staff/slots', undefined, { cookie: manager });
    expect(new Set(all.body.response.map((s: { branch_id: number }) => s.branch_id)).size).toBeGreaterThan(1);
    const two = await w.call('GET', '/api/staff/slots?branch_id=2', undefined, { cookie: manager });
    expect(new Set(two.body.response.map((s: { branch_id: number }) => s.branch_id))).toEqual(new Set([2]));

    expect((await w.call('GET', '/api/staff/slots', undefined, { cookie: rider })).status).toBe(403);
    expect((await w.call('GET', '/api/staff/slots')).status).toBe(401);
  });
});

describe('POST /api/staff/slots/:id', () => {
  it('a lower capacity stops new orders and keeps the one already in the slot', async () => {
    const slot = await branchSlot(1, 20 * 60 + 30, 3);
    expect((await orderIn(slot)).body.status).toBe(1);
    const res = await w.call('POST', `/api/staff/slots/${slot}`, { capacity: 1 }, { cookie: clerk1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 1,
      message: 'Slot updated',
      response: { id: slot, capacity: 1, taken_tomorrow: 1, active: true },
    });
    const next = await orderIn(slot);
    expect(next.status).toBe(409);
    expect(next.body.message).toBe(en('srv.slotFull'));
    // and back up: the next order fits again
    await w.call('POST', `/api/staff/slots/${slot}`, { capacity: 2 }, { cookie: clerk1 });
    expect((await orderIn(slot)).body.status).toBe(1);
  });

  it('a slot turned off is not offered; the cut-off is kept as given', async () => {
    const slot = await branchSlot(1, 19 * 60 + 15, 5);
    const off = await w.call('POST', `/api/staff/slots/${slot}`, { active: false, cutoff_min: 90 }, { cookie: manager });
    expect(off.body.response).toMatchObject({ active: false, cutoff_min: 90, capacity: 5 });
    const refused = await orderIn(slot);
    expect(refused.body.status).toBe(0);
    const on = await w.call('POST', `/api/staff/slots/${slot}`, { active: true }, { cookie: manager });
    expect(on.body.response).toMatchObject({ active: true, cutoff_min: 90 });
    expect((await orderIn(slot)).body.status).toBe(1);
  });

  it('another branch’s slot reads as not found, and nothing changes', async () => {
    const slot = await branchSlot(1, 18 * 60 + 45, 4);
    const res = await w.call('POST', `/api/staff/slots/${slot}`, { capacity: 40 }, { cookie: clerk2 });
    expect(res).toMatchObject({ status: 404, body: { status: 0, message: 'Slot not found' } });
    const row = await w.env.DB.prepare('SELECT capacity FROM delivery_slot WHERE id = ?1').bind(slot).first<{ capacity: number }>();
    expect(row!.capacity).toBe(4);
    expect((await w.call('POST', `/api/staff/slots/${slot}`, { capacity: 40 }, { cookie: rider })).status).toBe(403);
  });

  it('refuses bad input with a clear message', async () => {
    const slot = await branchSlot(1, 17 * 60 + 50, 4);
    const zero = await w.call('POST', `/api/staff/slots/${slot}`, { capacity: 0 }, { cookie: clerk1 });
    expect(zero.status).toBe(400);
    expect(zero.body.message).toBe('Capacity must be at least 1 (turn the slot off instead)');
    expect((await w.call('POST', `/api/staff/slots/${slot}`, { cutoff_min: -5 }, { cookie: clerk1 })).body.message).toBe(
      'Cut-off cannot be negative',
    );
    expect((await w.call('POST', `/api/staff/slots/${slot}`, {}, { cookie: clerk1 })).body.message).toBe(
      'Give a capacity, a cut-off or on/off',
    );
    expect((await w.call('POST', `/api/staff/slots/${slot}`, { capacity: 2.5 }, { cookie: clerk1 })).status).toBe(400);
  });
});
