/**
 * The order's points with a real rewards service configured (REWARDS_API_URL): completing credits
 * the earned points at the service and cancelling a points order gives the spent points back there,
 * each recorded in the move's batch (reward_credit) and sent once; a service that does not answer
 * leaves the credit pending for the job. The local ledger is left alone.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retryRewardCredits } from '../../functions/api/jobs/order-followups';
import { count } from '../support/order-helpers';
import { startWorker, type TestWorker } from '../support/worker';
import { CLERK_1, RIDER_1, move, newShopper, placeOrder, staffLogin, walk } from '../support/staff';

const KEY = 'rewards-test-key';
const service = {
  balances: new Map<string, number>(),
  /** reference → points, booked once */
  debits: new Map<string, number>(),
  credits: new Map<string, number>(),
  down: false,
};

let server: Server;
let w: TestWorker;
let clerk: string;

function answer(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

function handle(path: string, body: any, res: ServerResponse) {
  const bal = () => service.balances.get(body.mobile) ?? 0;
  const ref = `${body.mobile}|${body.order}`;
  if (path === '/getrewards') return answer(res, 200, { status: 1, rewardpoint: bal() });
  if (path === '/redeemedhistory' && body.redeem !== undefined) {
    if (!service.debits.has(ref)) {
      if (bal() < body.redeem) return answer(res, 409, { status: 0, rewardpoint: bal() });
      service.balances.set(body.mobile, bal() - body.redeem);
      service.debits.set(ref, body.redeem);
    }
    return answer(res, 200, { status: 1, rewardpoint: bal() });
  }
  if (path === '/creditpoints') {
    if (service.down) return answer(res, 503, {});
    if (!service.credits.has(ref)) {
      service.balances.set(body.mobile, bal() + body.credit);
      service.credits.set(ref, body.credit);
    }
    return answer(res, 200, { status: 1, rewardpoint: bal() });
  }
  answer(res, 404, { status: 0 });
}

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${KEY}`) return answer(res, 401, { status: 0 });
      handle(req.url ?? '', raw ? JSON.parse(raw) : {}, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  w = await startWorker({ REWARDS_API_URL: base, REWARDS_API_KEY: KEY, SERVICE_TIMEOUT_MS: '1000' });
  clerk = await staffLogin(w, CLERK_1);
});
afterAll(async () => {
  server?.closeAllConnections();
  server?.close();
  await w?.dispose();
});

const localLedger = (mobile: string) => count(w, 'SELECT id FROM reward_ledger WHERE mobile = ?1', mobile);

describe('order points at an outside rewards service', () => {
  it('Completed credits the earned points at the service once; a service that is down is retried by the job', async () => {
    const s = await newShopper(w);
    service.balances.set(s.phone, 0);
    const o = await placeOrder(w, s, { qty: 60 });
    const earned = (await w.env.DB.prepare('SELECT points_earned FROM orders WHERE id = ?1').bind(o.id).first<{ points_earned: number }>())!.points_earned;
    expect(earned).toBeGreaterThan(0);
    await walk(w, clerk, o.id, [
      ['Pending', 'Confirmed'],
      ['Confirmed', 'Packed'],
      ['Packed', 'Out for delivery', { rider_id: RIDER_1.id }],
    ]);
    service.down = true;
    await walk(w, clerk, o.id, [['Out for delivery', 'Completed']]);
    const pending = await w.env.DB.prepare(`SELECT status, attempts, reference FROM reward_credit WHERE order_id = ?1 AND kind = 'earn'`).bind(o.id).first<any>();
    expect(pending).toEqual({ status: 'pending', attempts: 1, reference: `earn-${o.txnid}` });
    expect(service.balances.get(s.phone)).toBe(0);

    service.down = false;
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
    const spent = (await w.env.DB.prepare('SELECT total_points FROM orders WHERE id = ?1').bind(o.id).first<{ total_points: number }>())!.total_points;
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
