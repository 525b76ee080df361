/**
 * The order's points with a real rewards service configured (REWARDS_API_URL): completing credits
 * the earned points at the service and cancelling a points order gives the spent points back there,
 * each recorded in the move's batch (reward_credit) and sent once; a service that does not answer
 * leaves the credit pending for the job. The local ledger is left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryRewardCredits } from '../../functions/api/jobs/order-followups';
import { count } from '../support/order-helpers';
import { REWARDS_TEST_KEY, startRewardsService, type RewardsService } from '../support/rewards-service';
import { startWorker, type TestWorker } from '../support/worker';
import { CLERK_1, earningOrderOutForDelivery, move, newShopper, placeOrder, staffLogin, walk } from '../support/staff';

let service: RewardsService;
let closeService: () => void;
let w: TestWorker;
let clerk: string;

beforeAll(async () => {
  const rewards = await startRewardsService();
  ({ service, close: closeService } = rewards);
  w = await startWorker({ REWARDS_API_URL: rewards.base, REWARDS_API_KEY: REWARDS_TEST_KEY, SERVICE_TIMEOUT_MS: '1000' });
  clerk = await staffLogin(w, CLERK_1);
});
afterAll(async () => {
  closeService?.();
  await w?.dispose();
});

const localLedger = (mobile: string) => count(w, 'SELECT id FROM reward_ledger WHERE mobile = ?1', mobile);

describe('order points at an outside rewards service', () => {
  it('Completed credits the earned points at the service once; a service that is down is retried by the job', async () => {
    const s = await newShopper(w);
    service.balances.set(s.phone, 0);
    const o = await earningOrderOutForDelivery(w, clerk, s);
    const earned = o.earned;
    expect(earned).toBeGreaterThan(0);
    service.mode = 'no-credit';
    await walk(w, clerk, o.id, [['Out for delivery', 'Completed']]);
    const pending = await w.env.DB.prepare(`SELECT status, attempts, reference FROM reward_credit WHERE order_id = ?1 AND kind = 'earn'`)
      .bind(o.id)
      .first<any>();
    expect(pending).toEqual({ status: 'pending', attempts: 1, reference: `earn-${o.txnid}` });
    expect(service.balances.get(s.phone)).toBe(0);

    service.mode = 'ok';
    await retryRewardCredits(w.env);
    await retryRewardCredits(w.env);
    expect(service.balances.get(s.phone)).toBe(earned);
    expect((await w.env.DB.prepare(`SELECT status FROM reward_credit WHERE order_id = ?1`).bind(o.id).first<any>()).status).toBe('done');
    expect(await localLedger(s.phone)).toBe(0);
  });

  it('Cancelled gives the points a points order spent at the service back there, once', async () => {
    const s = await newShopper(w);
    service.balances.set(s.phone, 100_000);
    const o = await placeOrder(w, s, { payment: 'point' });
    const spent = (await w.env.DB.prepare('SELECT total_points FROM orders WHERE id = ?1').bind(o.id).first<{ total_points: number }>())!
      .total_points;
    expect(service.balances.get(s.phone)).toBe(100_000 - spent);
    const res = await move(w, clerk, o.id, { from: 'Pending', to: 'Cancelled', reason: 'Out of stock' });
    expect(res.status).toBe(200);
    expect(service.balances.get(s.phone)).toBe(100_000);
    expect((await move(w, clerk, o.id, { from: 'Pending', to: 'Cancelled', reason: 'again' })).status).toBe(409);
    await retryRewardCredits(w.env);
    expect(service.balances.get(s.phone)).toBe(100_000);
    expect(await count(w, 'SELECT id FROM reward_credit WHERE order_id = ?1', o.id)).toBe(1);
    expect(await localLedger(s.phone)).toBe(0);
  });
});
