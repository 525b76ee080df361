/**
 * Issue 26 item 1: a recycled mobile number and the outside rewards service. A spends points and
 * erases the account; B registers the same number by OTP. B must see none of A's balance or
 * redemptions and spend none of A's points: erasure closes the number's account at the service
 * (written down first, retried by the job until the service answers), and until that closure is
 * confirmed the store shows and spends nothing the service holds for the number. Run against a
 * development worker and a production-mode one (real SMS and rewards adapters, stand-in services).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduledJobs } from '../../functions/api/jobs';
import { FEATURE_OFF_MSG } from '../../functions/api/providers/feature-off';
import { callWithBindings } from '../support/bindings';
import type { Env } from '../../functions/api/env';
import { count, plainProducts, setCart, type ProductRow } from '../support/order-helpers';
import { codeIn, outboxCode, registerByOtp, type Registered } from '../support/register-by-otp';
import { REWARDS_TEST_KEY, startRewardsService, type RewardsService } from '../support/rewards-service';
import { SMS_TEST_KEY, startSmsGateway, type SmsGateway } from '../support/sms-gateway';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

/** A flow of many requests (OTP, orders, erasure): room for a machine shared with other runs. */
const HEAVY_MS = 120_000;

let nextPhone = 6200000001 + Math.floor(Math.random() * 900) * 10_000;
const freshPhone = () => String(nextPhone++);

describe.each(['development', 'production'] as const)('a recycled number with an outside rewards service (%s)', (environment) => {
  let w: TestWorker;
  let service: RewardsService;
  let sms: SmsGateway | null = null;
  let stopRewards: () => void;
  let pointy: ProductRow;

  beforeAll(async () => {
    const rewards = await startRewardsService();
    ({ service, close: stopRewards } = rewards);
    const vars: Partial<Env> = {
      ENVIRONMENT: environment,
      REWARDS_API_URL: rewards.base,
      REWARDS_API_KEY: REWARDS_TEST_KEY,
      SERVICE_TIMEOUT_MS: '1500',
    };
    if (environment === 'production') {
      // a deploy with its SMS gateway and OTP key set: the OTPs go out through the stand-in gateway
      sms = await startSmsGateway();
      Object.assign(vars, { SMS_API_URL: sms.url, SMS_API_KEY: SMS_TEST_KEY, OTP_SECRET: 'recycled-number-otp-key' });
    }
    w = await startWorker(vars);
    pointy = (await plainProducts(w, { minStock: 20, limit: 300 })).find((p) => p.point > 0)!;
  });
  afterAll(async () => {
    stopRewards?.();
    sms?.close();
    await w?.dispose();
  });

  const codeFor = (phone: string) => (sms ? Promise.resolve(codeIn(sms.texts, phone)) : outboxCode(w, phone));
  const register = (phone: string) => registerByOtp(w, phone, codeFor);
  const get = (path: string, c: Registered) => w.call('GET', path, undefined, { cookie: c.cookie });
  const pointsOrder = (c: Registered) =>
    w.call(
      'POST',
      '/api/order',
      { flag: 1, branch: 1, payment_method: 'point', firstname: 'Holder', lastname: 'Of The Number' },
      { cookie: c.cookie },
    );
  const closeCalls = (phone: string) => service.calls.filter((x) => x.path === '/closeaccount' && x.body.mobile === phone);

  /** A shops with points at the service, the order is delivered, and A erases the account. */
  async function previousHolderLeaves(phone: string) {
    const a = await register(phone);
    service.balances.set(phone, 2000);
    await setCart(w, a.id, [{ product_id: pointy.id, qty: 1 }]);
    const spent = await pointsOrder(a);
    expect(spent.body.status, spent.raw).toBe(1);
    expect(service.balances.get(phone)).toBe(2000 - pointy.point);
    const seen = await get('/api/redeemedhistory', a);
    expect(seen.body.response).toHaveLength(1);
    // delivered (erasure waits for an order on its way: item 6)
    await w.env.DB.prepare("UPDATE orders SET order_status = 'Completed' WHERE user_id = ?1").bind(a.id).run();
    const erased = await w.call('POST', '/api/account/delete', { password: a.password, confirm: true }, { cookie: a.cookie });
    expect(erased.body.status, erased.raw).toBe(1);
    return a;
  }

  it(
    "erasure closes the number's account at the service; the next holder sees and spends none of it",
    async () => {
      const phone = freshPhone();
      // this service keeps serving a number's old history after a closure: the store's own cut must hold
      service.keepsHistory = true;
      const a = await previousHolderLeaves(phone);
      // the closure was sent right after the erasure, under the erasure's reference, and confirmed
      expect(closeCalls(phone)).toEqual([
        { path: '/closeaccount', body: { mobile: phone, before: expect.any(String), reference: `erase-${a.id}` } },
      ]);
      expect(await w.env.DB.prepare('SELECT status, mobile FROM reward_closure WHERE user_id = ?1').bind(a.id).first()).toEqual({
        status: 'done',
        mobile: '',
      });

      const b = await register(phone);
      expect(b.id).not.toBe(a.id);
      expect((await get('/api/getrewards', b)).body).toMatchObject({ status: 1, reward: 1, rewardpoint: 0 });
      expect((await get('/api/redeemedhistory', b)).body).toMatchObject({ status: 1, response: [] });
      await setCart(w, b.id, [{ product_id: pointy.id, qty: 1 }]);
      const spend = await pointsOrder(b);
      expect(spend.status).toBe(400);
      expect(spend.body.message).toBe(en('rewardZero'));
      expect(service.calls.filter((x) => x.body.redeem !== undefined && x.body.mobile === phone)).toHaveLength(1);

      // B's own points, earned and spent after proving the number, are B's to see
      service.balances.set(phone, 500);
      const own = await pointsOrder(b);
      expect(own.body.status, own.raw).toBe(1);
      // the service still lists A's redemption for the number; the store shows B only B's own
      const history = (await get('/api/redeemedhistory', b)).body.response as { id: string; points_redeem: number }[];
      expect(service.history.get(phone)).toHaveLength(2);
      expect(history.map((r) => r.id)).toEqual([expect.stringContaining(spendRef(service, phone, 1))]);
      service.reset();
    },
    HEAVY_MS,
  );

  it(
    'a service that does not confirm the closure: the next holder gets "not responding", never the old points; the job closes it later',
    async () => {
      const phone = freshPhone();
      service.mode = 'no-close';
      const a = await previousHolderLeaves(phone);
      expect(await w.env.DB.prepare('SELECT status, mobile, attempts FROM reward_closure WHERE user_id = ?1').bind(a.id).first()).toEqual({
        status: 'pending',
        mobile: phone,
        attempts: 1,
      });
      const left = 2000 - pointy.point;
      expect(service.balances.get(phone)).toBe(left);

      const b = await register(phone);
      for (const path of ['/api/getrewards', '/api/redeemedhistory']) {
        const res = await get(path, b);
        expect(res.status, path).toBe(503);
        expect(res.body).toMatchObject({ status: 0, message: en('srv.rewardsDown'), retry: true });
        expect(res.raw).not.toContain(String(left));
      }
      if (environment === 'production') {
        // a deploy whose rewards secret is gone: points are off, said as off (not "try again"), nothing of A's
        const off = await callWithBindings(w, { REWARDS_API_URL: '' }, 'GET', '/api/getrewards', b.cookie);
        expect(off.status).toBe(503);
        expect(off.body).toMatchObject({ status: 0, message: FEATURE_OFF_MSG.rewards, retry: false });
        expect(await w.env.DB.prepare('SELECT status FROM reward_closure WHERE user_id = ?1').bind(a.id).first()).toEqual({
          status: 'pending',
        });
      }
      await setCart(w, b.id, [{ product_id: pointy.id, qty: 1 }]);
      const spend = await pointsOrder(b);
      expect(spend.status).toBe(503);
      expect(await count(w, 'SELECT id FROM orders WHERE user_id = ?1', b.id)).toBe(0);
      expect(service.balances.get(phone)).toBe(left);

      // the service answers again: the scheduled job closes the account, and B starts from nothing
      service.mode = 'ok';
      const reports = await runScheduledJobs(w.env, Date.now());
      expect(reports.find((r) => r.name === 'close-reward-accounts')).toMatchObject({ ok: true, result: { closed: 1 } });
      expect(await w.env.DB.prepare('SELECT status, mobile FROM reward_closure WHERE user_id = ?1').bind(a.id).first()).toEqual({
        status: 'done',
        mobile: '',
      });
      expect((await get('/api/getrewards', b)).body).toMatchObject({ status: 1, rewardpoint: 0 });
      expect((await get('/api/redeemedhistory', b)).body.response).toEqual([]);
      service.reset();
    },
    HEAVY_MS,
  );
});

/** The reference A's debit went under (the service names its history rows after it). */
function spendRef(service: RewardsService, phone: string, n: number): string {
  return service.calls.filter((x) => x.body.redeem !== undefined && x.body.mobile === phone)[n]!.body.order;
}
