/**
 * The slot calendar (issue 28): a slot's capacity per weekday, an override per date (a festival
 * with more, a holiday with none) and a branch closed for a whole day. The shop's slot list and the
 * order follow it: a closed day offers no slot (checkout shows it closed, with the calendar's note)
 * and the server refuses one (srv.dayClosed); the weekday's and the date's capacity hold under
 * parallel orders; lowering a capacity keeps the orders already in the slot. Branch staff change
 * their own branch only (closing a booked day and the audit trail: slot-calendar-changes.test.ts).
 * The clock is pinned to 00:30 IST on Friday 4 December 2026, still Thursday in UTC, so every day
 * here is an IST day. Real D1.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { slotDays } from '../../src/lib/domain/checkout/delivery-slots';
import { MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { plainProducts, type ProductRow } from '../support/order-helpers';
import { calendarSteps } from '../support/slot-calendar';
import { CLERK_1, MANAGER, RIDER_1, staffLogin } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

const NOW = Date.parse('2026-12-03T19:00:00Z'); // 00:30 IST, Fri 4 Dec
let w: TestWorker;
let big: ProductRow;
let clerk = '';
let manager = '';
let rider = '';
let days: string[] = [];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  w = await startWorker();
  big = (await plainProducts(w, { minStock: 60, limit: 300 })).find((p) => p.discount_price >= MIN_ORDER_PAISE)!;
  [clerk = '', manager = '', rider = ''] = await Promise.all([CLERK_1, MANAGER, RIDER_1].map((s) => staffLogin(w, s)));
  days = slotDays(NOW);
});
afterAll(async () => {
  vi.useRealTimers();
  await w?.dispose();
});

const { branchSlot, shopper, orderIn, grid, openDays, closeDay } = calendarSteps(
  () => w,
  () => big,
);

describe('a branch closed for a day', () => {
  it('the IST days are pinned: today is Friday 4 December although UTC is still on the 3rd', () => {
    expect(days).toEqual(['2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07']);
  });

  it('offers no slot that day, refuses an order in it with srv.dayClosed, and offers it again once opened', async () => {
    const slot = await branchSlot(1, 5);
    const day = days[2]!;
    expect(await openDays()).toContain(day);
    const closed = await closeDay(manager, 1, day);
    expect(closed.body).toMatchObject({ status: 1 });

    expect(await openDays()).toEqual(days.filter((d) => d !== day));
    // the day is still in the grid, marked closed with the calendar's note, so checkout can say why
    expect((await grid()).find((d) => d.day === day)).toEqual({
      day,
      label: 'Sun 6 Dec',
      name: null,
      slots: [],
      closed: true,
      note: 'Deepavali',
    });
    const refused = await orderIn(slot, day);
    expect(refused).toMatchObject({ status: 409, body: { status: 0, code: 'srv.dayClosed', message: en('srv.dayClosed') } });
    // the next day is untouched
    expect((await orderIn(slot, days[3]!)).body.status).toBe(1);
    // the calendar shows it closed, with the reason
    const cal = await w.call('GET', '/api/staff/slot-calendar?branch_id=1', undefined, { cookie: manager });
    expect(cal.body.response.days.find((d: { day: string }) => d.day === day)).toMatchObject({ closed: true, reason: 'Deepavali' });

    expect((await closeDay(manager, 1, day, false)).body.status).toBe(1);
    expect(await openDays()).toContain(day);
    expect((await orderIn(slot, day)).body.status).toBe(1);
  });

  it('an order with no slot named takes the first open day, never the closed one', async () => {
    await closeDay(manager, 1, days[0]!);
    const s = await shopper();
    const res = await w.call('POST', '/api/order', { flag: 0, address_id: s.address, payment_method: 'cash' }, { cookie: s.cookie });
    expect(res.body.status, res.raw).toBe(1);
    const row = await w.env.DB.prepare('SELECT slot_day FROM orders WHERE id = ?1')
      .bind(res.body.response.id)
      .first<{ slot_day: string }>();
    expect(row!.slot_day).not.toBe(days[0]);
    await closeDay(manager, 1, days[0]!, false);
  });
});

describe('capacity per weekday and per date', () => {
  it("the usual week: a weekday's capacity holds under parallel orders, and 0 means the slot is not offered that day", async () => {
    const slot = await branchSlot(1, 10);
    const sat = new Date(`${days[1]}T00:00:00Z`).getUTCDay(); // Saturday 5 December
    const sun = new Date(`${days[2]}T00:00:00Z`).getUTCDay();
    const week = Array<number | null>(7).fill(null);
    week[sat] = 3;
    week[sun] = 0;
    const saved = await w.call('POST', `/api/staff/slots/${slot}/week`, { week }, { cookie: clerk });
    expect(saved.body).toMatchObject({ status: 1 });

    const tries = await Promise.all(Array.from({ length: 8 }, () => orderIn(slot, days[1]!)));
    expect(tries.filter((t) => t.body.status === 1)).toHaveLength(3);
    expect(tries.filter((t) => t.status === 409).every((t) => t.body.message === en('srv.slotFull'))).toBe(true);

    const g = await grid();
    expect(g.find((d) => d.day === days[2])!.slots.map((s) => s.id)).not.toContain(slot);
    expect(g.find((d) => d.day === days[3])!.slots.find((s) => s.id === slot)).toMatchObject({ left: 10 });
    const off = await orderIn(slot, days[2]!);
    expect(off).toMatchObject({ status: 409, body: { code: 'srv.slotOffDay' } });
  });

  it('a date override beats the weekday: a festival with more, a holiday with none; removing it goes back', async () => {
    const slot = await branchSlot(1, 1);
    const day = days[3]!;
    const week = Array<number | null>(7).fill(1);
    await w.call('POST', `/api/staff/slots/${slot}/week`, { week }, { cookie: manager });
    expect((await w.call('POST', `/api/staff/slots/${slot}/day`, { day, capacity: 2 }, { cookie: manager })).body.status).toBe(1);
    expect((await orderIn(slot, day)).body.status).toBe(1);
    expect((await orderIn(slot, day)).body.status).toBe(1);
    expect((await orderIn(slot, day)).status).toBe(409);

    const holiday = await branchSlot(1, 6);
    await w.call('POST', `/api/staff/slots/${holiday}/day`, { day, capacity: 0 }, { cookie: manager });
    expect((await orderIn(holiday, day)).body.code).toBe('srv.slotOffDay');
    await w.call('POST', `/api/staff/slots/${holiday}/day`, { day, capacity: null }, { cookie: manager });
    expect((await orderIn(holiday, day)).body.status).toBe(1);
  });

  it('lowering a date capacity keeps the orders already in the slot and stops new ones', async () => {
    const slot = await branchSlot(1, 4);
    const day = days[1]!;
    expect((await orderIn(slot, day)).body.status).toBe(1);
    expect((await orderIn(slot, day)).body.status).toBe(1);
    await w.call('POST', `/api/staff/slots/${slot}/day`, { day, capacity: 1 }, { cookie: clerk });
    const kept = await w.env.DB.prepare(
      "SELECT count(*) AS n FROM orders WHERE slot_id = ?1 AND slot_day = ?2 AND order_status <> 'Cancelled'",
    )
      .bind(slot, day)
      .first('n');
    expect(kept).toBe(2);
    expect((await orderIn(slot, day)).body.message).toBe(en('srv.slotFull'));
    const list = await w.call('GET', '/api/staff/slots', undefined, { cookie: clerk });
    expect(list.body.response.find((s: { id: number }) => s.id === slot)).toMatchObject({
      taken_tomorrow: 2,
      capacity_tomorrow: 1,
      capacity: 4,
    });
  });
});

describe('who may change the calendar', () => {
  it('a clerk sees and changes their own branch only; a rider none; a past date is refused', async () => {
    const own = await w.call('GET', '/api/staff/slot-calendar?branch_id=2', undefined, { cookie: clerk });
    expect(own.body.response).toMatchObject({ branch_id: 1, branches: [{ id: 1 }] });
    const mgr = await w.call('GET', '/api/staff/slot-calendar?branch_id=2', undefined, { cookie: manager });
    expect(mgr.body.response.branch_id).toBe(2);
    expect(mgr.body.response.branches.length).toBeGreaterThan(1);
    expect(mgr.body.response.days).toHaveLength(14);

    expect((await closeDay(clerk, 2, days[1]!)).status).toBe(404);
    const other = await branchSlot(2, 5);
    expect((await w.call('POST', `/api/staff/slots/${other}/day`, { day: days[1], capacity: 9 }, { cookie: clerk })).status).toBe(404);
    expect((await closeDay(rider, 1, days[1]!)).status).toBe(403);
    expect((await w.call('GET', '/api/staff/slot-calendar', undefined, { cookie: rider })).status).toBe(403);
    expect((await closeDay(clerk, 1, '2026-12-03')).status).toBe(400);
    expect(await w.env.DB.prepare('SELECT count(*) AS n FROM branch_closed_day WHERE branch_id = 2').first('n')).toBe(0);
    const bad = await w.call('POST', `/api/staff/slots/${other}/week`, { week: [1, 2, 3] }, { cookie: manager });
    expect(bad.status).toBe(400);
  });
});
