/**
 * Loyalty: reward balance and ledger, redemptions racing each other, offers' slab matching, bills
 * and points history through the local simulators, a fake outside service (answering the app's fetch), and one
 * that is down or too slow. All on a real local D1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '../../functions/api/env';
import { POS_DOWN } from '../../functions/api/providers/pos';
import { buildOfferViews, slabFor } from '../../functions/api/services/loyalty/offers';
import { redeemPointsFor } from '../../functions/api/services/loyalty/rewards';
import { instoreBills } from '../../scripts/seed/data/customers';
import { offerSlabs } from '../../scripts/seed/data/content';
import { DEMO_CUSTOMERS } from '../../scripts/seed/fixtures';
import { createCustomer, sessionCookie } from '../support/order-helpers';
import { callWithBindings } from '../support/bindings';
import { startWorker, type TestWorker } from '../support/worker';
import { json, startFakeService } from '../support/fake-service';
import { en } from '../support/en';

let w: TestWorker;
const [ashaFx, vikramFx] = DEMO_CUSTOMERS;
let asha: string;
let vikram: string;

beforeAll(async () => {
  w = await startWorker();
  asha = await sessionCookie(w, ashaFx.id);
  vikram = await sessionCookie(w, vikramFx.id);
});
afterAll(() => w?.dispose());

const callWith = (vars: Partial<Env>, method: string, path: string, cookie?: string, body?: unknown) =>
  callWithBindings(w, vars, method, path, cookie, body);

const get = (path: string, cookie?: string) => w.call('GET', path, undefined, cookie ? { cookie } : {});
const balanceOf = async (mobile: string) =>
  (await w.env.DB.prepare('SELECT balance FROM reward_account WHERE mobile = ?1').bind(mobile).first<{ balance: number }>())?.balance ?? 0;
const ledgerSum = async (mobile: string) =>
  (await w.env.DB.prepare('SELECT coalesce(sum(delta), 0) AS s FROM reward_ledger WHERE mobile = ?1').bind(mobile).first<{ s: number }>())!
    .s;
const setBalance = (mobile: string, balance: number) =>
  w.env.DB.prepare('UPDATE reward_account SET balance = ?1 WHERE mobile = ?2').bind(balance, mobile).run();

describe('reward balance and ledger', () => {
  it('gives the signed-in customer their own balance; guests are asked to log in', async () => {
    const res = await get('/api/rewardpoints', asha);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 1, reward: 1, rewardpoint: ashaFx.rewardpoint });
    expect((await get('/api/rewardpoints')).status).toBe(401);
    // a mobile in the body never chooses the customer
    const other = await w.call('POST', '/api/getrewards', { mobile: vikramFx.phone, uid: vikramFx.id }, { cookie: asha });
    expect(other.body).toMatchObject({ status: 1, rewardpoint: ashaFx.rewardpoint });
    expect((await w.call('POST', '/api/getrewards', {}, { cookie: vikram })).body.rewardpoint).toBe(vikramFx.rewardpoint);
  });

  it('the seeded ledger adds up to the balance, and /redeemedhistory lists the redemptions newest first', async () => {
    for (const c of DEMO_CUSTOMERS) expect(await ledgerSum(c.phone)).toBe(await balanceOf(c.phone));
    const res = await w.call('POST', '/api/redeemedhistory', {}, { cookie: asha });
    expect(res.body.status).toBe(1);
    const rows = res.body.response as { date: number; points_redeem: number }[];
    const debits = await w.env.DB.prepare(
      'SELECT -delta AS p, created_at FROM reward_ledger WHERE mobile = ?1 AND delta < 0 ORDER BY created_at DESC',
    )
      .bind(ashaFx.phone)
      .all<{ p: number; created_at: number }>();
    expect(rows.map((r) => [r.date, r.points_redeem])).toEqual(debits.results.map((d) => [d.created_at, d.p]));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect([...rows].sort((a, b) => b.date - a.date)).toEqual(rows);
  });

  it('concurrent redemptions never take the balance below zero, and the ledger stays equal to it', async () => {
    const c = await createCustomer(w, { points: 1000 });
    await w.env.DB.prepare("INSERT INTO reward_ledger (mobile, delta, reason, created_at) VALUES (?1, 1000, 'adjust', ?2)")
      .bind(c.phone, Date.now())
      .run();
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => redeemPointsFor(w.env, c.phone, 300)));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(3);
    expect(outcomes.filter((o) => !o.ok).every((o) => o.balance >= 0)).toBe(true);
    expect(await balanceOf(c.phone)).toBe(100);
    expect(await ledgerSum(c.phone)).toBe(100);
    const redeemRows = await w.env.DB.prepare("SELECT count(*) AS n FROM reward_ledger WHERE mobile = ?1 AND reason = 'redeem'")
      .bind(c.phone)
      .first<{ n: number }>();
    expect(redeemRows!.n).toBe(3);
    // and the table itself refuses a negative balance
    await expect(
      w.env.DB.prepare('UPDATE reward_account SET balance = balance - 101 WHERE mobile = ?1').bind(c.phone).run(),
    ).rejects.toThrow(/CHECK/);
  });

  it('a redemption larger than the balance is refused without a ledger row', async () => {
    const c = await createCustomer(w, { points: 50 });
    const out = await redeemPointsFor(w.env, c.phone, 51);
    expect(out).toEqual({ ok: false, balance: 50 });
    expect(await ledgerSum(c.phone)).toBe(0);
  });
});

describe('offers', () => {
  const seeded = offerSlabs().filter((s) => s.offer_id === 1);
  const views = (points: number | null) =>
    buildOfferViews(
      [{ id: 1, name: 'x', photo: '', minimum_order_amount: 0, start_date: 0, end_date: 1 }],
      seeded.map((s) => ({ ...s, discount_type: s.discount_type as 'amount' | 'product', product_name: null, product_slug: null })),
      points,
    )[0]!;

  it.each([
    [0, 1],
    [999, 1],
    [1000, 2],
    [2499, 2],
    [2500, 3],
    [99999, 3],
  ])('%i points fall in slab %i (edges inclusive)', (points, slabId) => {
    expect(slabFor(points, seeded)?.id).toBe(slabId);
    expect(views(points).qualified_slab?.id).toBe(slabId);
    expect(
      views(points)
        .slab_details.filter((s) => s.qualifies)
        .map((s) => s.id),
    ).toEqual([slabId]);
  });

  it('matches no slab outside every range, or without points', () => {
    expect(slabFor(100000, seeded)).toBeNull();
    expect(slabFor(-1, seeded)).toBeNull();
    expect(views(null).qualified_slab).toBeNull();
  });

  it('lists running offers with slabs and marks the slab the customer qualifies for, at the edges', async () => {
    for (const [points, expected] of [
      [999, 1],
      [1000, 2],
      [2499, 2],
      [2500, 3],
    ] as const) {
      await setBalance(ashaFx.phone, points);
      const res = await w.call('POST', '/api/offers', { user_point: 99999, uid: vikramFx.id }, { cookie: asha });
      expect(res.body.status).toBe(1);
      expect(res.body.rewardpoint).toBe(points);
      const offer = res.body.response.find((o: any) => o.id === 1);
      expect(offer.qualified_slab.id).toBe(expected);
    }
    await setBalance(ashaFx.phone, ashaFx.rewardpoint);
    const res = await get('/api/offers', asha);
    expect(res.body.count).toBe(res.body.response.length);
    expect(res.body.count).toBeGreaterThan(0);
    const free = res.body.response.flatMap((o: any) => o.slab_details).find((s: any) => s.discount_type === 'product');
    expect(free.product).toMatchObject({ name: expect.any(String), slug: expect.stringMatching(/^[a-z0-9-]+$/) });
    for (const o of res.body.response)
      expect(o).toMatchObject({
        name: expect.any(String),
        minimum_order_amount: expect.any(Number),
        start_date: expect.any(Number),
        end_date: expect.any(Number),
      });
  });

  it('shows guests the offers without points', async () => {
    const res = await get('/api/offers');
    expect(res.status).toBe(200);
    expect(res.body.rewardpoint).toBeNull();
    expect(res.body.response.every((o: any) => o.qualified_slab === null)).toBe(true);
  });

  it('ended and future offers are not listed', async () => {
    const now = Date.now();
    await w.env.DB.prepare(
      "INSERT INTO offer (id, name, minimum_order_amount, start_date, end_date) VALUES (901, 'Gone', 0, ?1, ?2), (902, 'Soon', 0, ?3, ?4)",
    )
      .bind(now - 10 * 86400_000, now - 86400_000, now + 86400_000, now + 5 * 86400_000)
      .run();
    const names = (await get('/api/offers')).body.response.map((o: any) => o.name);
    expect(names).not.toContain('Gone');
    expect(names).not.toContain('Soon');
  });
});

describe('bills and points history through the in-store simulator', () => {
  it('/salesbycustomer gives the customer their bills (Date, Amount in paise, Points), newest first', async () => {
    const res = await w.call('POST', '/api/salesbycustomer', { mobile: vikramFx.phone }, { cookie: asha });
    expect(res.status).toBe(200);
    const bills = res.body.response as { date: number; bill_amount: number; points_earned: number }[];
    const seeded = instoreBills(Date.now()).filter((b) => b.mobile === ashaFx.phone);
    expect(bills).toHaveLength(seeded.length);
    expect(bills.map((b) => b.bill_amount).sort()).toEqual(seeded.map((b) => b.bill_amount).sort());
    expect(bills.map((b) => b.points_earned).sort()).toEqual(seeded.map((b) => b.points_earned).sort());
    expect([...bills].sort((a, b) => b.date - a.date)).toEqual(bills);
    expect(bills.every((b) => Number.isInteger(b.bill_amount))).toBe(true);
  });

  it('/pointsearnedhistory lists the credits; every in-store bill was credited with its points', async () => {
    const res = await get('/api/pointsearnedhistory', asha);
    expect(res.body.status).toBe(1);
    const rows = res.body.response as { date: number; points: number; source: string }[];
    const bills = (await get('/api/salesbycustomer', asha)).body.response as { date: number; points_earned: number }[];
    const instore = rows.filter((r) => r.source === 'instore');
    expect(instore.map((r) => [r.date, r.points]).sort()).toEqual(
      bills
        .filter((b) => b.points_earned > 0)
        .map((b) => [b.date, b.points_earned])
        .sort(),
    );
    expect(rows.some((r) => r.source === 'earn')).toBe(true);
    expect(rows.every((r) => r.points > 0)).toBe(true);
  });

  it('guests get 401 from every customer call', async () => {
    for (const path of ['/api/salesbycustomer', '/api/pointsearnedhistory', '/api/redeemedhistory', '/api/getrewards']) {
      expect((await w.call('POST', path, {})).status).toBe(401);
    }
  });

  it('the simulators answer signed-in customers over HTTP in development, and do not exist in production', async () => {
    const dev = await callWith({}, 'POST', '/api/sim/pos/salesbycustomer', asha, { mobile: ashaFx.phone });
    expect(dev.status).toBe(200);
    expect(dev.body.success.orders[0].bill_amount).toMatch(/^\d+\.\d{2}$/);
    expect((await callWith({}, 'POST', '/api/sim/pos/salesbycustomer', undefined, { mobile: ashaFx.phone })).status).toBe(401);
    const prod = await callWith({ ENVIRONMENT: 'production' }, 'POST', '/api/sim/rewards/getrewards', asha, { mobile: ashaFx.phone });
    expect(prod.status).toBe(404);
    // production without the real service: points are off (tests/api/fail-closed.test.ts), not simulated
    const viaAdapter = await callWith({ ENVIRONMENT: 'production' }, 'GET', '/api/rewardpoints', asha);
    expect(viaAdapter.status).toBe(503);
  });
});

describe('real outside services (a fake service), down and slow', () => {
  let fake: ReturnType<typeof startFakeService>;
  let base: string;
  const seen: { path: string; auth: string | undefined; body: any }[] = [];

  beforeAll(() => {
    fake = startFakeService(async (req) => {
      const path = new URL(req.url).pathname;
      const raw = await req.text();
      seen.push({ path, auth: req.headers.get('authorization') ?? undefined, body: raw ? JSON.parse(raw) : null });
      if (path.startsWith('/slow/')) return new Promise<Response>(() => undefined); // never answers
      if (path.startsWith('/garbled/')) return json('{"status":1,"rewardpoint":"lots"}');
      if (path === '/ok/getrewards') return json({ status: 1, rewardpoint: 4321 });
      if (path === '/ok/salesbycustomer') {
        return json({
          status: 1,
          success: { orders: [{ bill_no: 'T-1', date: '2026-10-01T06:30:00Z', bill_amount: '1234.50', points_earned: 123 }] },
        });
      }
      return json({}, 500);
    });
    base = fake.base;
  });
  afterAll(() => fake.close());

  it('calls the real rewards service with the key from secrets and the session mobile', async () => {
    const res = await callWith({ REWARDS_API_URL: `${base}/ok`, REWARDS_API_KEY: 'secret-key' }, 'POST', '/api/getrewards', asha, {
      mobile: vikramFx.phone,
    });
    expect(res.body).toEqual({ status: 1, reward: 1, rewardpoint: 4321 });
    expect(seen.at(-1)).toEqual({ path: '/ok/getrewards', auth: 'Bearer secret-key', body: { mobile: ashaFx.phone } });
    // with the real service configured the simulator is not mounted
    expect(
      (await callWith({ REWARDS_API_URL: `${base}/ok` }, 'POST', '/api/sim/rewards/getrewards', undefined, { mobile: ashaFx.phone }))
        .status,
    ).toBe(404);
  });

  it('reads bills from the real POS in rupees and keeps paise', async () => {
    const res = await callWith({ INSTORE_API_URL: `${base}/ok`, INSTORE_API_KEY: 'pos-key' }, 'GET', '/api/salesbycustomer', asha);
    expect(res.body.response).toEqual([
      { id: 'T-1', date: Date.parse('2026-10-01T06:30:00Z'), bill_amount: 123450, branch: '', points_earned: 123 },
    ]);
    expect(seen.at(-1)?.auth).toBe('Bearer pos-key');
  });

  it('a rewards service that does not answer in time gives a clear 503, quickly', async () => {
    const started = Date.now();
    const res = await callWith({ REWARDS_API_URL: `${base}/slow`, SERVICE_TIMEOUT_MS: '300' }, 'GET', '/api/rewardpoints', asha);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 0, message: en('srv.rewardsDown'), retry: true });
  });

  it('a slow POS, a POS that is down, and a garbled answer all give the same clear 503', async () => {
    const slow = await callWith({ INSTORE_API_URL: `${base}/slow`, SERVICE_TIMEOUT_MS: '300' }, 'GET', '/api/salesbycustomer', asha);
    expect(slow.status).toBe(503);
    expect(slow.body).toMatchObject({ status: 0, message: POS_DOWN, retry: true });
    // a POS that is down: the connection fails (no real closed port: workerd reports that refusal as an
    // uncaught rejection of its own, which breaks the test's isolated storage now and then)
    const unreachable = startFakeService(() => Promise.reject(new TypeError('Network connection lost.')));
    const down = await callWith({ INSTORE_API_URL: unreachable.base, SERVICE_TIMEOUT_MS: '1000' }, 'GET', '/api/pointsearnedhistory', asha);
    unreachable.close();
    expect(down.status).toBe(503);
    expect(down.body.message).toBe(POS_DOWN);
    const garbled = await callWith({ REWARDS_API_URL: `${base}/garbled` }, 'GET', '/api/rewardpoints', asha);
    expect(garbled.status).toBe(503);
    expect(garbled.body.message).toBe(en('srv.rewardsDown'));
    const failing = await callWith({ REWARDS_API_URL: `${base}/error` }, 'GET', '/api/redeemedhistory', asha);
    expect(failing.status).toBe(503);
  });

  it('offers still list when the rewards service is down, with the reason instead of the points', async () => {
    const res = await callWith({ REWARDS_API_URL: `${base}/slow`, SERVICE_TIMEOUT_MS: '300' }, 'GET', '/api/offers', asha);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 1, rewardpoint: null, points_error: en('srv.rewardsDown') });
    expect(res.body.count).toBeGreaterThan(0);
  });
});

describe('reward flag off', () => {
  it('hides points everywhere and never asks the rewards service', async () => {
    await w.env.DB.prepare("UPDATE setting SET value = '0' WHERE key = 'reward'").run();
    try {
      // an unreachable service proves no call is made
      const vars = { REWARDS_API_URL: 'http://127.0.0.1:9', SERVICE_TIMEOUT_MS: '300' };
      expect((await callWith(vars, 'GET', '/api/rewardpoints', asha)).body).toEqual({ status: 1, reward: 0, rewardpoint: 0 });
      expect((await callWith(vars, 'GET', '/api/redeemedhistory', asha)).body).toEqual({ status: 1, reward: 0, response: [] });
      expect((await callWith(vars, 'GET', '/api/pointsearnedhistory', asha)).body).toEqual({ status: 1, reward: 0, response: [] });
      const offers = await callWith(vars, 'GET', '/api/offers', asha);
      expect(offers.body).toMatchObject({ status: 1, reward: 0, rewardpoint: null, points_error: null });
      const bills = (await get('/api/salesbycustomer', asha)).body;
      expect(bills.reward).toBe(0);
      expect(bills.response.length).toBeGreaterThan(0);
      expect(bills.response.every((b: any) => !('points_earned' in b))).toBe(true);
    } finally {
      await w.env.DB.prepare("UPDATE setting SET value = '1' WHERE key = 'reward'").run();
    }
  });
});
