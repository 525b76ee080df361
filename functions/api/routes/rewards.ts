import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currentUser, requireUser } from '../middleware/session';
import { redeemHistory, rewardBalance } from '../services/loyalty';

/**
 * SPEC §7 rewards calls, for the signed-in customer only: the mobile is the session's, never the
 * body's. A rewards service that is down or slow answers 503 { status: 0, message, retry: true }.
 */
export const rewardRoutes = new Hono<AppEnv>()
  .use('/rewardpoints', requireUser())
  .use('/getrewards', requireUser())
  .use('/redeemedhistory', requireUser())
  .on(['GET', 'POST'], '/rewardpoints', async (c) => c.json({ status: 1 as const, ...(await rewardBalance(c.env, currentUser(c))) }))
  .on(['GET', 'POST'], '/getrewards', async (c) => c.json({ status: 1 as const, ...(await rewardBalance(c.env, currentUser(c))) }))
  .on(['GET', 'POST'], '/redeemedhistory', async (c) => {
    const { reward, rows } = await redeemHistory(c.env, currentUser(c));
    return c.json({ status: 1, reward, response: rows.map((r) => ({ id: r.id, date: r.date, points_redeem: r.points })) });
  });
