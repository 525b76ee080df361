/**
 * Issue 32, subscriptions (docs/subscriptions.md), the shopper's API on a real local D1 with the
 * clock pinned: subscribing to milk for a morning slot; the refusals (a product that is not daily
 * fresh, one out of stock at the branch, an afternoon slot, another customer's subscription), each
 * with its catalogue code and nothing written; skipping tomorrow until 22:00 IST the day before and
 * not after; pausing for dates, resuming, cancelling.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { count, plainProducts, setStockAt } from '../support/order-helpers';
import { newShopper, type Shopper } from '../support/staff';
import { freshProducts, slotsOf, type FreshProduct } from '../support/subscriptions';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let asha: Shopper;
let ravi: Shopper;
let milk: FreshProduct;
let bread: FreshProduct;
let morning: number;
let afternoon: number;

/** 20:00 IST on 1 December 2026: tomorrow (2 Dec) can still change until 22:00. */
const EVENING = Date.parse('2026-12-01T20:00:00+05:30');
const LATE = Date.parse('2026-12-01T22:00:00+05:30');

const call = (s: Shopper, method: string, path: string, body?: unknown) => w.call(method, path, body, { cookie: s.cookie });
const subscribeMilk = (s: Shopper, extra: Record<string, unknown> = {}) =>
  call(s, 'POST', '/api/subscriptions', {
    flag: 0,
    address_id: s.address,
    slot_id: morning,
    pattern: 'daily',
    payment: 'cod',
    lines: [{ product_id: milk.id, qty: 2 }],
    ...extra,
  });

beforeAll(async () => {
  w = await startWorker();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(EVENING);
  [asha, ravi] = await Promise.all([newShopper(w), newShopper(w)]);
  [milk] = (await freshProducts(w, 'milk')) as [FreshProduct];
  [bread] = (await freshProducts(w, 'bread-buns')) as [FreshProduct];
  const slots = await slotsOf(w, 'delivery');
  morning = slots[0]!.id;
  afternoon = slots.find((s) => s.start_min >= 12 * 60)!.id;
});
beforeEach(() => vi.setSystemTime(EVENING));
afterAll(async () => {
  vi.useRealTimers();
  await w?.dispose();
});

describe('subscribing', () => {
  it('milk, daily, for the morning slot: starts tomorrow and shows on the list', async () => {
    const res = await subscribeMilk(asha);
    expect(res.status, res.raw).toBe(201);
    expect(res.body.response).toMatchObject({
      status: 'active',
      pattern: 'daily',
      payment: 'cod',
      start_day: '2026-12-02',
      branch_id: 1,
      next_day: '2026-12-02',
      tomorrow: { day: '2026-12-02', due: true, can_change: true },
      lines: [{ product_id: milk.id, qty: 2 }],
    });
    const list = await call(asha, 'GET', '/api/subscriptions');
    expect(list.body.response.map((s: { id: number }) => s.id)).toContain(res.body.response.id);
    // another customer sees none of it
    expect((await call(ravi, 'GET', '/api/subscriptions')).body.response).toEqual([]);
  });

  it('after 22:00 a new subscription starts the day after tomorrow', async () => {
    vi.setSystemTime(LATE);
    const res = await subscribeMilk(asha, { pattern: 'alternate', lines: [{ product_id: bread.id, qty: 1 }] });
    expect(res.status, res.raw).toBe(201);
    expect(res.body.response).toMatchObject({ start_day: '2026-12-03', tomorrow: { due: false, can_change: false } });
  });

  it('pickup at a store takes a morning pickup window of that store, not a delivery slot', async () => {
    const pickup = (await slotsOf(w, 'pickup', 2))[0]!;
    const body = { flag: 1, branch: 2, pattern: 'weekdays', payment: 'upi_on_delivery', lines: [{ product_id: milk.id, qty: 1 }] };
    await setStockAt(w, milk.id, 50, 2);
    const wrong = await call(asha, 'POST', '/api/subscriptions', { ...body, slot_id: morning });
    expect(wrong.body).toMatchObject({ status: 0, code: 'srv.sub.notMorning' });
    const ok = await call(asha, 'POST', '/api/subscriptions', { ...body, slot_id: pickup.id });
    expect(ok.status, ok.raw).toBe(201);
    expect(ok.body.response).toMatchObject({ flag: 1, branch_id: 2, slot_id: pickup.id, payment: 'upi_on_delivery' });
  });

  it.each([
    [
      'a product that is not daily fresh',
      async () => ({ lines: [{ product_id: (await plainProducts(w, { minStock: 1 })).at(-1)!.id, qty: 1 }] }),
      400,
      'srv.sub.notSubscribable',
    ],
    [
      'milk out of stock at the branch',
      async () => (await setStockAt(w, bread.id, 0), { lines: [{ product_id: bread.id, qty: 1 }] }),
      409,
      'srv.sub.outOfStock',
    ],
    ['an afternoon slot', async () => ({ slot_id: afternoon }), 400, 'srv.sub.notMorning'],
    ['a start day already past its cut-off', async () => ({ start_day: '2026-12-01' }), 409, 'srv.sub.pastCutoff'],
    ['someone else’s address', async () => ({ address_id: ravi.address }), 404, 'deliveryUnavailable'],
    ['an unknown pattern', async () => ({ pattern: 'monthly' }), 400, undefined],
  ])('refuses %s, writing nothing', async (_, extra, status, code) => {
    const before = await count(w, 'SELECT * FROM subscription');
    const res = await subscribeMilk(asha, await extra());
    expect(res.status, res.raw).toBe(status);
    expect(res.body.status).toBe(0);
    if (code) expect(res.body.code).toBe(code);
    expect(typeof res.body.code).toBe('string');
    expect(await count(w, 'SELECT * FROM subscription')).toBe(before);
    await setStockAt(w, bread.id, 200);
  });
});

describe('the privacy export', () => {
  it('lists the caller’s subscriptions with their lines, and nobody else’s', async () => {
    const mine = (await call(asha, 'GET', '/api/subscriptions')).body.response.map((s: { id: number }) => s.id);
    const res = await w.call('GET', '/api/account/export', undefined, { cookie: asha.cookie });
    expect(res.status).toBe(200);
    const exported = res.body.subscriptions as { id: number; lines: { product_id: number }[] }[];
    expect(exported.map((s) => s.id).sort()).toEqual([...mine].sort());
    expect(exported[0]!.lines.length).toBeGreaterThan(0);
  });
});

describe('skip, pause, resume, cancel', () => {
  let id: number;
  beforeAll(async () => {
    vi.setSystemTime(EVENING);
    id = (await subscribeMilk(ravi)).body.response.id;
  });

  it('skips tomorrow until 21:59 IST; at 22:00 the skip is refused with the cut-off code', async () => {
    vi.setSystemTime(LATE - 60_000);
    const ok = await call(ravi, 'POST', `/api/subscriptions/${id}/skip`, {});
    expect(ok.status, ok.raw).toBe(200);
    expect(ok.body.response).toMatchObject({ skips: ['2026-12-02'], tomorrow: { due: false }, next_day: '2026-12-03' });

    vi.setSystemTime(LATE);
    const late = await call(ravi, 'POST', `/api/subscriptions/${id}/skip`, { day: '2026-12-02' });
    expect(late.status, late.raw).toBe(409);
    expect(late.body).toMatchObject({ status: 0, code: 'srv.sub.pastCutoff' });
    // tomorrow is now the 2nd's "day after": the 3rd can still be skipped
    const next = await call(ravi, 'POST', `/api/subscriptions/${id}/skip`, {});
    expect(next.status).toBe(409);
    expect(await count(w, 'SELECT * FROM subscription_skip WHERE subscription_id = ?1', id)).toBe(1);
  });

  it('the skip answers in the shopper’s language with the same code', async () => {
    vi.setSystemTime(LATE);
    const res = await w.call('POST', `/api/subscriptions/${id}/skip`, {}, { cookie: `${ravi.cookie}; lang=hi` });
    expect(res.body.code).toBe('srv.sub.pastCutoff');
    expect(res.body.message).toMatch(/रात 10 बजे/);
  });

  it('pauses for dates, refuses a backwards or too long range, and resumes', async () => {
    const paused = await call(ravi, 'POST', `/api/subscriptions/${id}/pause`, { from: '2026-12-05', to: '2026-12-08' });
    expect(paused.status, paused.raw).toBe(200);
    expect(paused.body.response.pauses).toEqual([{ from_day: '2026-12-05', to_day: '2026-12-08' }]);
    const backwards = await call(ravi, 'POST', `/api/subscriptions/${id}/pause`, { from: '2026-12-08', to: '2026-12-05' });
    expect(backwards.body).toMatchObject({ status: 0, code: 'srv.sub.pauseOrder' });
    const long = await call(ravi, 'POST', `/api/subscriptions/${id}/pause`, { from: '2026-12-05', to: '2027-06-05' });
    expect(long.body).toMatchObject({ status: 0, code: 'srv.sub.pauseTooLong' });
    const resumed = await call(ravi, 'POST', `/api/subscriptions/${id}/resume`, {});
    expect(resumed.status).toBe(200);
    expect(resumed.body.response.pauses).toEqual([]);
  });

  it('another customer’s subscription is 404 for every change', async () => {
    for (const action of ['skip', 'pause', 'resume', 'cancel']) {
      const res = await call(asha, 'POST', `/api/subscriptions/${id}/${action}`, { from: '2026-12-09', to: '2026-12-10' });
      expect(res.status, action).toBe(404);
      expect(res.body.code).toBe('srv.sub.notFound');
    }
    expect((await call(asha, 'GET', `/api/subscriptions/${id}/statement?month=2026-12`)).status).toBe(404);
  });

  it('cancels; an ended subscription refuses changes', async () => {
    const res = await call(ravi, 'POST', `/api/subscriptions/${id}/cancel`, {});
    expect(res.body.response).toMatchObject({ status: 'ended', next_day: null });
    const skip = await call(ravi, 'POST', `/api/subscriptions/${id}/skip`, { day: '2026-12-04' });
    expect(skip.body).toMatchObject({ status: 0, code: 'srv.sub.ended' });
  });
});
