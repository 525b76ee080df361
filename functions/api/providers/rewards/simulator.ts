/**
 * Local stand-in for the rewards service, speaking the same HTTP as the real one (SPEC §7 getrewards,
 * redeemedhistory; creditpoints gives a redemption back; closeaccount ends an erased holder's
 * account) on the D1 ledger. Used whenever
 * REWARDS_API_URL is not set. Like the real contract, a reference is debited at most once and
 * credited back at most once (reward_ledger.reference, migration 0009).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { closeAccountBefore, creditPoints, debitPoints, findBalance, listRedemptions } from '../../db/loyalty/rewards';
import type { AppEnv } from '../../env';
import { validate } from '../../validate';
import { simulatorAuth } from './simulator-auth';
import * as clock from '../../lib/clock';

const mobile = z.string().regex(/^[1-9]\d{9}$/, 'mobile must be 10 digits');

const redeemBody = z.object({
  mobile,
  /** points to redeem; without it the call reads the history */
  redeem: z.number().int().positive().max(10_000_000).optional(),
  /** the balance the caller saw (informational, like the original service) */
  previous: z.number().int().nonnegative().optional(),
  /** the order the points pay for */
  order: z.string().max(120).optional(),
});

const creditBody = z.object({
  mobile,
  credit: z.number().int().positive().max(10_000_000),
  /** the redemption being given back */
  order: z.string().min(1).max(120),
});

const closeBody = z.object({
  mobile,
  /** ISO time of the erasure: everything booked for the number up to then is closed */
  before: z.string().datetime(),
  /** the erasure's reference: closing twice changes nothing more */
  reference: z.string().min(1).max(120),
});

export const rewardsSimulator = new Hono<AppEnv>()
  .use('*', simulatorAuth())
  .post('/getrewards', validate('json', z.object({ mobile })), async (c) => {
    const { mobile: m } = c.req.valid('json');
    return c.json({ status: 1, rewardpoint: await findBalance(c.env.DB, m) });
  })
  .post('/redeemedhistory', validate('json', redeemBody), async (c) => {
    const body = c.req.valid('json');
    if (body.redeem !== undefined) {
      const balance = await debitPoints(c.env.DB, body.mobile, body.redeem, body.order ?? '', clock.now());
      if (balance === null) {
        return c.json({ status: 0, message: 'Insufficient reward points', rewardpoint: await findBalance(c.env.DB, body.mobile) }, 409);
      }
      return c.json({ status: 1, rewardpoint: balance });
    }
    const rows = await listRedemptions(c.env.DB, body.mobile);
    return c.json({
      status: 1,
      response: rows.map((r) => ({ id: r.id, date: new Date(r.created_at).toISOString(), points_redeem: -r.delta })),
    });
  })
  .post('/creditpoints', validate('json', creditBody), async (c) => {
    const body = c.req.valid('json');
    return c.json({ status: 1, rewardpoint: await creditPoints(c.env.DB, body.mobile, body.credit, clock.now(), body.order) });
  })
  .post('/closeaccount', validate('json', closeBody), async (c) => {
    const body = c.req.valid('json');
    await closeAccountBefore(c.env.DB, body.mobile, Date.parse(body.before));
    return c.json({ status: 1 });
  });
