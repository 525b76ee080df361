import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currentUser, requireUser } from '../middleware/session';
import { billsFor, pointsEarnedFor } from '../services/loyalty';

/** SPEC §7 in-store calls for the signed-in customer: bills and points earned. Money in paise. */
export const instoreRoutes = new Hono<AppEnv>()
  .use('/salesbycustomer', requireUser())
  .use('/pointsearnedhistory', requireUser())
  .on(['GET', 'POST'], '/salesbycustomer', async (c) => {
    const { reward, bills } = await billsFor(c.env, currentUser(c));
    return c.json({
      status: 1,
      reward,
      response: bills.map((b) => ({
        id: b.id,
        date: b.date,
        bill_amount: b.amount,
        branch: b.branch,
        ...(reward ? { points_earned: b.points } : {}),
      })),
    });
  })
  .on(['GET', 'POST'], '/pointsearnedhistory', async (c) => {
    const { reward, rows } = await pointsEarnedFor(c.env, currentUser(c));
    return c.json({ status: 1, reward, response: rows });
  });
