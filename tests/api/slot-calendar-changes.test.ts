/**
 * Changing the slot calendar (issue 28): closing a day that already has open orders is refused with
 * their count, and nothing is written, unless the manager closes anyway, when each order's shopper
 * is told in their own language and the orders keep their slot; every change is audited (who, when,
 * before, after; migration 0048), a refused or empty one leaves no row; every refusal is a catalogue
 * text with its code, in Kannada and Hindi too. The clock is pinned to 00:30 IST on Friday 4
 * December 2026 (slot-calendar.test.ts). Real D1.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { slotDays } from '../../src/lib/domain/checkout/delivery-slots';
import { MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { plainProducts, type ProductRow } from '../support/order-helpers';
import { calendarSteps } from '../support/slot-calendar';
import { CLERK_1, MANAGER, staffLogin } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

const NOW = Date.parse('2026-12-03T19:00:00Z'); // 00:30 IST, Fri 4 Dec
let w: TestWorker;
let big: ProductRow;
let clerk = '';
let manager = '';
let days: string[] = [];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  w = await startWorker();
  big = (await plainProducts(w, { minStock: 60, limit: 300 })).find((p) => p.discount_price >= MIN_ORDER_PAISE)!;
  [clerk = '', manager = ''] = await Promise.all([CLERK_1, MANAGER].map((s) => staffLogin(w, s)));
  days = slotDays(NOW);
});
afterAll(async () => {
  vi.useRealTimers();
  await w?.dispose();
});

const { branchSlot, orderIn, openDays, closeDay } = calendarSteps(
  () => w,
  () => big,
);

describe('closing a day that has booked orders', () => {
  const notices = (userId: number) =>
    w.env.DB.prepare('SELECT title, description FROM notification WHERE user_id = ?1 ORDER BY id')
      .bind(userId)
      .all<{ title: string; description: string }>();
  const booked = (id: number) =>
    w.env.DB.prepare('SELECT txnid, user_id FROM orders WHERE id = ?1').bind(id).first<{ txnid: string; user_id: number }>();

  it('is refused with the count (in the reader\'s language) and nothing changes; "close anyway" closes it and tells each shopper', async () => {
    const slot = await branchSlot(1, 5);
    const day = days[1]!;
    const placed = await Promise.all([orderIn(slot, day), orderIn(slot, day)]);
    expect(placed.map((p) => p.body.status)).toEqual([1, 1]);
    const [a, b] = await Promise.all(placed.map((p) => booked(p.body.response.id as number)));
    const txnids = [a!.txnid, b!.txnid];
    const open = (await w.env.DB.prepare(
      "SELECT count(*) AS n FROM orders WHERE branch_id = 1 AND slot_day = ?1 AND order_status NOT IN ('Completed', 'Cancelled', 'Failed')",
    )
      .bind(day)
      .first<number>('n'))!;
    const trail = () =>
      w.env.DB.prepare("SELECT count(*) AS n FROM slot_calendar_change WHERE what = 'closed' AND day = ?1").bind(day).first('n');

    const refused = await closeDay(manager, 1, day);
    expect(refused).toMatchObject({ status: 409, body: { status: 0, code: 'cal.hasOrders', orders: open } });
    expect(refused.body.message).toContain(String(open));
    const kn = await w.call('POST', '/api/staff/branches/1/closed', { day, closed: true }, { cookie: `${manager}; lang=kn` });
    expect(kn.body).toMatchObject({ code: 'cal.hasOrders', message: expect.stringContaining('ಆರ್ಡರ್') });
    expect(
      await w.env.DB.prepare('SELECT count(*) AS n FROM branch_closed_day WHERE branch_id = 1 AND day = ?1').bind(day).first('n'),
    ).toBe(0);
    expect(await trail()).toBe(0);

    const firstUser = a!.user_id;
    await w.env.DB.prepare("UPDATE user SET lang = 'hi' WHERE id = ?1").bind(firstUser).run();
    const anyway = await closeDay(manager, 1, day, true, { notify: true });
    expect(anyway.body, anyway.raw).toMatchObject({
      status: 1,
      message: expect.stringContaining(`the shoppers were told (booked orders: ${open})`),
    });
    expect(await openDays()).not.toContain(day);
    // each shopper gets one notice, in their own language, naming their order; the orders keep their slot
    const hi = (await notices(firstUser)).results.filter((n) => n.description.includes(txnids[0]!));
    expect(hi).toHaveLength(1);
    expect(hi[0]!.title).toBe('आपके ऑर्डर के दिन स्टोर बंद है');
    const en = (await notices(b!.user_id)).results.filter((n) => n.description.includes(txnids[1]!));
    expect(en).toEqual([
      { title: 'Your order’s day is closed', description: expect.stringContaining('is closed on Saturday, 5 December 2026') },
    ]);
    const kept = await w.env.DB.prepare(
      "SELECT count(*) AS n FROM orders WHERE slot_id = ?1 AND slot_day = ?2 AND order_status <> 'Cancelled'",
    )
      .bind(slot, day)
      .first('n');
    expect(kept).toBe(2);

    // closing the closed day again, by two managers at once, tells nobody a second time
    const again = await Promise.all([closeDay(manager, 1, day, true, { notify: true }), closeDay(manager, 1, day, true, { notify: true })]);
    expect(again.map((r) => r.body.status)).toEqual([1, 1]);
    for (const [user, txnid] of [
      [firstUser, txnids[0]!],
      [b!.user_id, txnids[1]!],
    ] as const)
      expect((await notices(user)).results.filter((n) => n.description.includes(txnid))).toHaveLength(1);
    expect((await closeDay(manager, 1, day, false)).body.status).toBe(1);
  });
});

describe('the calendar audit trail', () => {
  it('records who changed what and when, before and after, for every kind of change', async () => {
    const slot = await branchSlot(1, 4);
    const day = days[2]!;
    const week = [null, 5, 5, 5, 5, 5, 0];
    expect((await w.call('POST', `/api/staff/slots/${slot}/week`, { week }, { cookie: clerk })).body.status).toBe(1);
    expect((await w.call('POST', `/api/staff/slots/${slot}/day`, { day, capacity: 9 }, { cookie: clerk })).body.status).toBe(1);
    expect((await w.call('POST', `/api/staff/slots/${slot}`, { capacity: 6 }, { cookie: clerk })).body.status).toBe(1);
    const { results } = await w.env.DB.prepare(
      'SELECT c.what, c.branch_id, c.slot_id, c.day, c.at, c.before_json, c.after_json, s.mobile FROM slot_calendar_change c JOIN staff s ON s.id = c.staff_id WHERE c.slot_id = ?1 ORDER BY c.id',
    )
      .bind(slot)
      .all<Record<string, unknown>>();
    expect(results.map((r) => [r.what, r.branch_id, r.day, r.at, r.mobile])).toEqual([
      ['week', 1, null, NOW, CLERK_1.mobile],
      ['day', 1, day, NOW, CLERK_1.mobile],
      ['slot', 1, null, NOW, CLERK_1.mobile],
    ]);
    expect(results.map((r) => [JSON.parse(r.before_json as string), JSON.parse(r.after_json as string)])).toEqual([
      [{ week: [null, null, null, null, null, null, null] }, { week }],
      [{ capacity: null }, { capacity: 9 }],
      [
        { capacity: 4, cutoff_min: 60, active: 1 },
        { capacity: 6, cutoff_min: 60, active: 1 },
      ],
    ]);
    // the console reads the trail with the staff member's name
    const cal = await w.call('GET', '/api/staff/slot-calendar', undefined, { cookie: clerk });
    expect(cal.body.response.changes[0]).toMatchObject({ what: 'slot', slot_id: slot, staff_name: expect.any(String) });
    // a write that changed nothing leaves no row: the same date capacity again
    expect((await w.call('POST', `/api/staff/slots/${slot}/day`, { day, capacity: 9 }, { cookie: clerk })).body.status).toBe(1);
    expect(await w.env.DB.prepare('SELECT count(*) AS n FROM slot_calendar_change WHERE slot_id = ?1').bind(slot).first('n')).toBe(3);
    // a refused change leaves no row: another branch's slot, a past date
    const other = await branchSlot(2, 5);
    expect((await w.call('POST', `/api/staff/slots/${other}`, { capacity: 7 }, { cookie: clerk })).status).toBe(404);
    expect(await w.env.DB.prepare('SELECT count(*) AS n FROM slot_calendar_change WHERE slot_id = ?1').bind(other).first('n')).toBe(0);
  });

  it('every refusal is a catalogue text with its code, said in Kannada and Hindi too', async () => {
    const kn = { cookie: `${manager}; lang=kn` };
    const bad = await w.call('POST', '/api/staff/slots/1/week', { week: [1, 2] }, kn);
    expect(bad.body).toMatchObject({ status: 0, code: 'cal.sevenDays', message: 'ಭಾನುವಾರದಿಂದ ಆರಂಭಿಸಿ ಏಳು ದಿನಗಳನ್ನು ನೀಡಿ' });
    const past = await w.call(
      'POST',
      '/api/staff/branches/1/closed',
      { day: '2026-12-01', closed: true },
      { cookie: `${manager}; lang=hi` },
    );
    expect(past.body).toMatchObject({ code: 'cal.dayPast', message: 'आज या बाद की कोई तारीख चुनें' });
    const none = await w.call('POST', '/api/staff/slots/999999', { capacity: 3 }, kn);
    expect(none).toMatchObject({ status: 404, body: { code: 'cal.slotNotFound', message: 'ಸಮಯ ಕಂಡುಬಂದಿಲ್ಲ' } });
    const date = await w.call('POST', '/api/staff/slots/1/day', { day: '5 Dec', capacity: 1 }, kn);
    expect(date.body).toMatchObject({ code: 'cal.dateFormat' });
  });
});
