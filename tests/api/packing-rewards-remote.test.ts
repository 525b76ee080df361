/**
 * Packing a points order short with a real rewards service configured (REWARDS_API_URL): the
 * points of what was not packed go back at the service (reward_credit kind 'packed', recorded in
 * the packing batch, sent after it, retried by the job when the service does not answer); a later
 * cancel gives back only the rest. The local ledger is left alone. (docs/packing.md)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryRewardCredits } from '../../functions/api/jobs/order-followups';
import { count } from '../support/order-helpers';
import { REWARDS_TEST_KEY, startRewardsService, type RewardsService } from '../support/rewards-service';
import { startWorker, type TestWorker } from '../support/worker';
import { CLERK_1, move, newShopper, placeOrder, staffLogin, walk } from '../support/staff';

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

const lineOf = async (orderId: number) =>
  (await w.env.DB.prepare('SELECT id, qty, reward_point FROM order_line WHERE order_id = ?1').bind(orderId).first<{
    id: number;
    qty: number;
    reward_point: number;
  }>())!;

describe('a points order packed short, points at an outside rewards service', () => {
  it('the unpacked points go back at the service once, retried while it is down; a cancel returns only the rest', async () => {
    const s = await newShopper(w);
    service.balances.set(s.phone, 100_000);
    const o = await placeOrder(w, s, { payment: 'point' });
    const line = await lineOf(o.id);
    const spent = line.qty * line.reward_point;
    expect(service.balances.get(s.phone)).toBe(100_000 - spent);
    await walk(w, clerk, o.id, [['Pending', 'Confirmed']]);

    service.mode = 'no-credit';
    const res = await w.call(
      'POST',
      `/api/staff/orders/${o.id}/pack`,
      { from: 'Confirmed', lines: [{ line_id: line.id, mark: 'short', packed_qty: line.qty - 2 }] },
      { cookie: clerk },
    );
    expect(res.status).toBe(200);
    const back = 2 * line.reward_point;
    expect(res.body.response.points_back).toBe(back);
    const pending = await w.env.DB.prepare(`SELECT status, points, reference FROM reward_credit WHERE order_id = ?1 AND kind = 'packed'`)
      .bind(o.id)
      .first<any>();
    expect(pending).toEqual({ status: 'pending', points: back, reference: `packed-${o.txnid}` });
    expect(service.balances.get(s.phone)).toBe(100_000 - spent);

    service.mode = 'ok';
    await retryRewardCredits(w.env);
    await retryRewardCredits(w.env);
    expect(service.balances.get(s.phone)).toBe(100_000 - spent + back);

    expect((await move(w, clerk, o.id, { from: 'Packed', to: 'Cancelled', reason: 'Shopper away' })).status).toBe(200);
    await retryRewardCredits(w.env);
    expect(service.balances.get(s.phone)).toBe(100_000);
    expect(await count(w, 'SELECT id FROM reward_credit WHERE order_id = ?1', o.id)).toBe(2);
    expect(await count(w, 'SELECT id FROM reward_ledger WHERE mobile = ?1', s.phone)).toBe(0);
  });
});
