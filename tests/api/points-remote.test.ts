/**
 * Points orders with a real rewards service configured (REWARDS_API_URL): the balance is the
 * service's, the points are spent there (once per reference), the local ledger is left alone, and a
 * refused D1 batch gives the points back. The "real" service is a small fake over real HTTP with its
 * own ledger, so the shop's D1 and the service's books can be told apart.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rewardsProvider } from '../../functions/api/providers/rewards';
import { runScheduledJobs } from '../../functions/api/jobs';
import { CART_CHANGED } from '../../functions/api/services/checkout/checkout';
import { REDEEM_SETTLE_MS } from '../../functions/api/services/loyalty/points-reconcile';
import { outOfStockMessage } from '../../functions/api/services/checkout/checkout-rules';
import {
  addAddress,
  count,
  createCustomer,
  plainProducts,
  pointsOf,
  sessionCookie,
  setCart,
  setStockAt,
  stockAt,
  stockOf,
  type ProductRow,
} from '../support/order-helpers';
import { REWARDS_TEST_KEY, startRewardsService, type RewardsService } from '../support/rewards-service';
import { watchQueries } from '../support/bridge';
import { startWorker, type TestWorker } from '../support/worker';
import { sayIn } from '../../src/lib/domain/i18n/t';
import { en } from '../support/en';

let service: RewardsService;
let closeService: () => void;
let w: TestWorker;
let cheap: ProductRow[];

beforeAll(async () => {
  const rewards = await startRewardsService();
  ({ service, close: closeService } = rewards);
  // a deadline short enough for quick tests, long enough for a loaded machine's D1 round trips
  w = await startWorker({ REWARDS_API_URL: rewards.base, REWARDS_API_KEY: REWARDS_TEST_KEY, SERVICE_TIMEOUT_MS: '1200' });
  cheap = (await plainProducts(w, { minStock: 20, limit: 300 })).filter((p) => p.point > 0);
});
afterAll(async () => {
  closeService?.();
  await w?.dispose();
});
afterEach(() => {
  service.reset();
  vi.restoreAllMocks();
});

/** A customer with `local` points on the shop's own ledger and `remote` points at the service. */
async function shopper(remote: number, local = 5000) {
  const c = await createCustomer(w, { points: local });
  service.balances.set(c.phone, remote);
  return { ...c, cookie: await sessionCookie(w, c.id), address: await addAddress(w, c.id) };
}

const order = (cookie: string, body: Record<string, unknown>, key?: string) =>
  w.call('POST', '/api/order', body, { cookie, ...(key ? { 'idempotency-key': key } : {}) });
const ordersOf = (userId: number) => count(w, 'SELECT id FROM orders WHERE user_id = ?1', userId);
const ledgerRows = (mobile: string) => count(w, 'SELECT id FROM reward_ledger WHERE mobile = ?1', mobile);
const redeemCalls = (mobile: string) =>
  service.calls.filter((c) => c.path === '/redeemedhistory' && c.body.mobile === mobile && c.body.redeem !== undefined);
const creditCalls = (mobile: string) => service.calls.filter((c) => c.path === '/creditpoints' && c.body.mobile === mobile);

describe('points orders with a real rewards service', () => {
  it('spends the points at the service once and leaves the local ledger alone', async () => {
    const p = cheap[0]!;
    const c = await shopper(1000);
    await setCart(w, c.id, [{ product_id: p.id, qty: 2 }]);
    const stock = await stockOf(w, p.id);
    const key = `pts-${crypto.randomUUID()}`;

    const res = await order(c.cookie, { flag: 0, address_id: c.address, payment_method: 'point', total_reward: 2 * p.point }, key);
    expect(res.body).toMatchObject({ status: 1, response: { payment_method: 'point', order_total: 0, total_points: 2 * p.point } });
    expect(service.balances.get(c.phone)).toBe(1000 - 2 * p.point);
    expect(redeemCalls(c.phone)).toEqual([{ path: '/redeemedhistory', body: { mobile: c.phone, redeem: 2 * p.point, order: key } }]);
    // the shop's own ledger: no redeem row, balance untouched
    expect(await ledgerRows(c.phone)).toBe(0);
    expect(await pointsOf(w, c.phone)).toBe(5000);
    expect(await stockOf(w, p.id)).toBe(stock - 2);
    expect(await count(w, 'SELECT id FROM cart_line WHERE user_id = ?1', c.id)).toBe(0);

    // the same request again: the stored order answers, the service is not asked again
    const again = await order(c.cookie, { flag: 0, address_id: c.address, payment_method: 'point' }, key);
    expect(again.body).toMatchObject({ status: 1, replay: true, response: { txnid: res.body.response.txnid } });
    expect(redeemCalls(c.phone)).toHaveLength(1);
    expect(service.balances.get(c.phone)).toBe(1000 - 2 * p.point);
  });

  it("checks the service's balance, not the local one (SPEC §5 messages)", async () => {
    const p = cheap[1]!;
    const c = await shopper(p.point, 100_000);
    await setCart(w, c.id, [{ product_id: p.id, qty: 1 }]);
    const res = await order(c.cookie, { flag: 1, branch: 1, payment_method: 'point' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 0, message: en('srv.rewardShort', { points: p.point }) });
    expect(redeemCalls(c.phone)).toHaveLength(0);
    expect(await ordersOf(c.id)).toBe(0);

    const broke = await shopper(0, 100_000);
    await setCart(w, broke.id, [{ product_id: p.id, qty: 1 }]);
    expect((await order(broke.cookie, { flag: 1, branch: 1, payment_method: 'point' })).body).toMatchObject({
      status: 0,
      message: en('rewardZero'),
    });
  });

  it('a refusal at the service (points spent elsewhere meanwhile) places no order', async () => {
    const p = cheap[2]!;
    const c = await shopper(p.point * 3);
    await setCart(w, c.id, [{ product_id: p.id, qty: 2 }]);
    const stock = await stockOf(w, p.id);
    // the balance read at prepare time was enough; by the debit it is not (spent in-store)
    const realBalance = p.point;
    service.beforeDebit = async () => {
      service.balances.set(c.phone, realBalance);
    };

    const res = await order(c.cookie, { flag: 1, branch: 1, payment_method: 'point' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 0, message: en('srv.rewardShort', { points: realBalance }) });
    expect(redeemCalls(c.phone)).toHaveLength(1);
    expect(service.debits.has(`${c.phone}|${redeemCalls(c.phone)[0]!.body.order}`)).toBe(false);
    expect(creditCalls(c.phone)).toHaveLength(0);
    expect(await ordersOf(c.id)).toBe(0);
    expect(await stockOf(w, p.id)).toBe(stock);
    expect(await count(w, 'SELECT id FROM cart_line WHERE user_id = ?1', c.id)).toBe(1);
  });

  it('stock gone after the debit: the points are credited back at the service and no order is written', async () => {
    const p = cheap[3]!;
    const c = await shopper(1000);
    await setCart(w, c.id, [{ product_id: p.id, qty: 1 }]);
    const stock = await stockAt(w, p.id);
    service.afterDebit = async () => {
      await setStockAt(w, p.id, 0);
    };
    const key = `pts-${crypto.randomUUID()}`;

    const res = await order(c.cookie, { flag: 0, address_id: c.address, payment_method: 'point' }, key);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 0, message: sayIn('en', outOfStockMessage(p.name)) });
    expect(redeemCalls(c.phone)).toHaveLength(1);
    expect(creditCalls(c.phone)).toEqual([{ path: '/creditpoints', body: { mobile: c.phone, credit: p.point, order: key } }]);
    expect(service.balances.get(c.phone)).toBe(1000);
    expect(await ordersOf(c.id)).toBe(0);
    expect(await ledgerRows(c.phone)).toBe(0);
    await setStockAt(w, p.id, stock);
  });

  it('cart changed after the debit: credited back; if even the credit fails, staff get a loud log with the reference', async () => {
    const p = cheap[4]!;
    const c = await shopper(1000);
    await setCart(w, c.id, [{ product_id: p.id, qty: 2 }]);
    service.afterDebit = async () => setCart(w, c.id, [{ product_id: p.id, qty: 3 }]);

    const res = await order(c.cookie, { flag: 1, branch: 1, payment_method: 'point' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ status: 0, message: CART_CHANGED });
    const ref = redeemCalls(c.phone)[0]!.body.order as string;
    expect(ref).toMatch(/^HF\d{6}[0-9A-F]{10}$/); // no Idempotency-Key: the order's txnid is the reference
    expect(creditCalls(c.phone).map((x) => x.body)).toEqual([{ mobile: c.phone, credit: 2 * p.point, order: ref }]);
    expect(service.balances.get(c.phone)).toBe(1000);
    expect(await ordersOf(c.id)).toBe(0);

    // the same again, but the service will not take the points back
    await setCart(w, c.id, [{ product_id: p.id, qty: 2 }]);
    service.mode = 'no-credit';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res2 = await order(c.cookie, { flag: 1, branch: 1, payment_method: 'point' });
    expect(res2.body).toMatchObject({ status: 0, message: CART_CHANGED });
    const ref2 = redeemCalls(c.phone)[1]!.body.order as string;
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toContain(ref2);
    expect(String(logged.mock.calls[0]![0])).toContain('RECONCILE');
    expect(service.balances.get(c.phone)).toBe(1000 - 2 * p.point);
    expect(await ordersOf(c.id)).toBe(0);
  });

  it('a service that does not answer gives the clear 503 and no order', async () => {
    const p = cheap[5]!;
    const c = await shopper(1000);
    await setCart(w, c.id, [{ product_id: p.id, qty: 1 }]);
    const stock = await stockOf(w, p.id);
    service.mode = 'down';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await order(c.cookie, { flag: 1, branch: 1, payment_method: 'point' });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: 0, message: en('srv.rewardsDown'), retry: true });
    // the debit's outcome is unknown: staff can look it up by its reference
    expect(String(logged.mock.calls[0]?.[0])).toContain(redeemCalls(c.phone)[0]!.body.order);
    expect(await ordersOf(c.id)).toBe(0);
    expect(await stockOf(w, p.id)).toBe(stock);
    expect(service.balances.get(c.phone)).toBe(1000);
  });

  it('a retry with the same Idempotency-Key after a timed-out debit spends the points once', async () => {
    const p = cheap[6]!;
    const c = await shopper(1000);
    await setCart(w, c.id, [{ product_id: p.id, qty: 1 }]);
    const key = `pts-${crypto.randomUUID()}`;
    const body = { flag: 0, address_id: c.address, payment_method: 'point' };

    // the service books the debit but answers too late
    service.mode = 'slow';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = await order(c.cookie, body, key);
    expect(first.status).toBe(503);
    expect(first.body).toMatchObject({ message: en('srv.rewardsDown') });
    expect(await ordersOf(c.id)).toBe(0);
    expect(service.balances.get(c.phone)).toBe(1000 - p.point);

    service.mode = 'ok';
    const retry = await order(c.cookie, body, key);
    expect(retry.body).toMatchObject({ status: 1, response: { total_points: p.point } });
    expect(redeemCalls(c.phone).map((x) => x.body.order)).toEqual([key, key]);
    expect(service.balances.get(c.phone)).toBe(1000 - p.point);
    expect(await ordersOf(c.id)).toBe(1);
    expect(await ledgerRows(c.phone)).toBe(0);
  });

  // Both requests reach the debit while the other is still waiting for the service (the debit is
  // held until the other request has found the reference held): only the one holding the reference
  // may call the service, the other answers with that order. Before the claim, both called the service and the loser's refused batch credited
  // back the points that paid for the winner's order.
  it('two racing requests with one Idempotency-Key: one order, one debit, nothing credited back', async () => {
    const p = cheap[7]!;
    const c = await shopper(1000);
    await setCart(w, c.id, [{ product_id: p.id, qty: 1 }]);
    const key = `pts-${crypto.randomUUID()}`;
    const body = { flag: 1, branch: 1, payment_method: 'point' };
    let otherSawItHeld!: () => void;
    const held = new Promise<void>((resolve) => (otherSawItHeld = resolve));
    const unwatch = watchQueries(w.env.DB, (sql) => {
      if (/SELECT 1 AS held FROM points_redeem WHERE reference = \?1 AND mobile/.test(sql)) otherSawItHeld();
    });
    service.beforeDebit = () => held;
    const [a, b] = await Promise.all([order(c.cookie, body, key), order(c.cookie, body, key)]).finally(unwatch);
    expect(redeemCalls(c.phone)).toHaveLength(1);
    expect(a.body.status).toBe(1);
    expect(b.body.status).toBe(1);
    expect(a.body.response.txnid).toBe(b.body.response.txnid);
    expect(await ordersOf(c.id)).toBe(1);
    expect(service.balances.get(c.phone)).toBe(1000 - p.point);
    expect(creditCalls(c.phone)).toHaveLength(0);
  });
});

const redeemRow = (reference: string) => w.env.DB.prepare('SELECT * FROM points_redeem WHERE reference = ?1').bind(reference).first<any>();
/** The scheduled run, as the cron trigger would start it once the attempts are long over. */
const laterRun = () => runScheduledJobs(w.env, Date.now() + REDEEM_SETTLE_MS + 60_000);

describe('points debited but never answered are not lost (issue 14 item 3)', () => {
  it('a debit answered after the deadline, tried 3 times with one key: one debit, and the scheduled run gives the points back', async () => {
    const p = cheap[8]!;
    const c = await shopper(1000);
    await setCart(w, c.id, [{ product_id: p.id, qty: 1 }]);
    const key = `pts-${crypto.randomUUID()}`;
    const body = { flag: 1, branch: 1, payment_method: 'point' };
    service.mode = 'slow';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (let i = 0; i < 3; i++) {
      const res = await order(c.cookie, body, key);
      expect(res.status).toBe(503);
    }
    expect(redeemCalls(c.phone).map((x) => x.body.order)).toEqual([key, key, key]);
    expect(service.balances.get(c.phone)).toBe(1000 - p.point);
    // written down before the first call, still open
    expect(await redeemRow(key)).toMatchObject({ status: 'pending', user_id: c.id, mobile: c.phone, points: p.point, attempts: 3 });
    expect(await ordersOf(c.id)).toBe(0);

    service.mode = 'ok';
    const reports = await laterRun();
    expect(reports.find((r) => r.name === 'reconcile-points-redeems')).toMatchObject({ ok: true, result: { failed: 0 } });
    expect(service.balances.get(c.phone)).toBe(1000);
    expect(creditCalls(c.phone).map((x) => x.body)).toEqual([{ mobile: c.phone, credit: p.point, order: key }]);
    expect(await redeemRow(key)).toMatchObject({ status: 'credited' });
    // a second run has nothing left to do
    await laterRun();
    expect(creditCalls(c.phone)).toHaveLength(1);

    // the shopper tries once more with the same key: the old reference was given back, so a new one is debited
    const again = await order(c.cookie, body, key);
    expect(again.body).toMatchObject({ status: 1, response: { total_points: p.point } });
    expect(redeemCalls(c.phone).at(-1)!.body.order).toBe(`${key}~2`);
    expect(service.balances.get(c.phone)).toBe(1000 - p.point);
    expect(await ordersOf(c.id)).toBe(1);
    expect(await redeemRow(`${key}~2`)).toMatchObject({ status: 'ordered', order_id: again.body.response.id });
  });

  it('3 attempts without a key, each debited but never answered: all points come back on the next checkout', async () => {
    const p = cheap[9]!;
    const c = await shopper(1000);
    await setCart(w, c.id, [{ product_id: p.id, qty: 1 }]);
    service.mode = 'slow';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (let i = 0; i < 3; i++) expect((await order(c.cookie, { flag: 1, branch: 1, payment_method: 'point' })).status).toBe(503);
    expect(service.balances.get(c.phone)).toBe(1000 - 3 * p.point);
    const refs = redeemCalls(c.phone).map((x) => x.body.order as string);
    expect(new Set(refs).size).toBe(3);
    expect(await count(w, "SELECT 1 FROM points_redeem WHERE user_id = ?1 AND status = 'pending'", c.id)).toBe(3);

    // a minute later the shopper checks out again (the answers are long overdue by then)
    await w.env.DB.prepare('UPDATE points_redeem SET updated_at = updated_at - ?2 WHERE user_id = ?1')
      .bind(c.id, REDEEM_SETTLE_MS + 1000)
      .run();
    service.mode = 'ok';
    const res = await order(c.cookie, { flag: 1, branch: 1, payment_method: 'point' }, `pts-${crypto.randomUUID()}`);
    expect(res.body).toMatchObject({ status: 1 });
    expect(
      creditCalls(c.phone)
        .map((x) => x.body.order)
        .sort(),
    ).toEqual([...refs].sort());
    // three lost debits back, one order paid
    expect(service.balances.get(c.phone)).toBe(1000 - p.point);
    expect(await count(w, "SELECT 1 FROM points_redeem WHERE user_id = ?1 AND status = 'credited'", c.id)).toBe(3);
    expect(await ordersOf(c.id)).toBe(1);
  });

  it('a retry with the key of a lost debit may spend the points the service already took for it', async () => {
    const p = cheap[10]!;
    // just enough for one order (SPEC §5: the balance must exceed the points)
    const c = await shopper(p.point + 1);
    await setCart(w, c.id, [{ product_id: p.id, qty: 1 }]);
    const key = `pts-${crypto.randomUUID()}`;
    service.mode = 'slow';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await order(c.cookie, { flag: 1, branch: 1, payment_method: 'point' }, key)).status).toBe(503);
    expect(service.balances.get(c.phone)).toBe(1);
    service.mode = 'ok';
    const retry = await order(c.cookie, { flag: 1, branch: 1, payment_method: 'point' }, key);
    expect(retry.body).toMatchObject({ status: 1, response: { total_points: p.point } });
    expect(service.balances.get(c.phone)).toBe(1);
    expect(await ordersOf(c.id)).toBe(1);
    await laterRun();
    expect(creditCalls(c.phone)).toHaveLength(0);
  });

  it('a credit that fails stays pending and is retried by the next run', async () => {
    const p = cheap[11]!;
    const c = await shopper(1000);
    await setCart(w, c.id, [{ product_id: p.id, qty: 1 }]);
    service.afterDebit = async () => setCart(w, c.id, [{ product_id: p.id, qty: 2 }]);
    service.mode = 'no-credit';
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await order(c.cookie, { flag: 1, branch: 1, payment_method: 'point' })).body.message).toBe(CART_CHANGED);
    const ref = redeemCalls(c.phone)[0]!.body.order as string;
    expect(service.balances.get(c.phone)).toBe(1000 - p.point);
    expect(await redeemRow(ref)).toMatchObject({ status: 'pending' });

    service.afterDebit = null;
    const failed = await laterRun();
    expect((failed.find((r) => r.name === 'reconcile-points-redeems')!.result as { failed: number }).failed).toBeGreaterThanOrEqual(1);
    expect(await redeemRow(ref)).toMatchObject({ status: 'pending', last_error: expect.stringContaining('500') });

    service.mode = 'ok';
    await runScheduledJobs(w.env, Date.now() + 2 * (REDEEM_SETTLE_MS + 60_000));
    expect(await redeemRow(ref)).toMatchObject({ status: 'credited' });
    expect(service.balances.get(c.phone)).toBe(1000);
  });
});

describe('the local simulator gives points back too', () => {
  it('debits a reference once and credits it back once, like the real service', async () => {
    const sim = rewardsProvider({ ...w.env, REWARDS_API_URL: undefined });
    const c = await createCustomer(w, { points: 500 });
    expect(await sim.redeem(c.phone, 200, { order: 'pts-ref-1' })).toEqual({ ok: true, balance: 300 });
    // the same attempt again (a retry after a lost answer): not debited twice
    expect(await sim.redeem(c.phone, 200, { order: 'pts-ref-1' })).toEqual({ ok: true, balance: 300 });
    const both = await Promise.all([sim.redeem(c.phone, 100, { order: 'pts-ref-2' }), sim.redeem(c.phone, 100, { order: 'pts-ref-2' })]);
    expect(both.map((x) => x.ok)).toEqual([true, true]);
    expect(await pointsOf(w, c.phone)).toBe(200);
    // a reference never debited is not credited; a debited one only once
    expect(await sim.credit(c.phone, 999, { order: 'pts-never' })).toBe(200);
    expect(await sim.credit(c.phone, 200, { order: 'pts-ref-1' })).toBe(400);
    expect(await sim.credit(c.phone, 200, { order: 'pts-ref-1' })).toBe(400);
    expect(await ledgerRows(c.phone)).toBe(3);
  });

  it('credits a redemption on the D1 ledger as an adjustment', async () => {
    const sim = rewardsProvider({ ...w.env, REWARDS_API_URL: undefined });
    expect(sim.simulated).toBe(true);
    const c = await createCustomer(w, { points: 500 });
    expect(await sim.redeem(c.phone, 200, { order: 'HF261123ABCDEF0123' })).toEqual({ ok: true, balance: 300 });
    expect(await sim.credit(c.phone, 200, { order: 'HF261123ABCDEF0123' })).toBe(500);
    expect(await pointsOf(w, c.phone)).toBe(500);
    const rows = await w.env.DB.prepare('SELECT delta, reason FROM reward_ledger WHERE mobile = ?1 ORDER BY id').bind(c.phone).all();
    expect(rows.results).toEqual([
      { delta: -200, reason: 'redeem' },
      { delta: 200, reason: 'adjust' },
    ]);
  });
});
