import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currentStaff, requireStaff } from '../middleware/staff-session';
import { subscriptionLoad } from '../services/orders';
import { staffLoadQuerySchema } from '../../../src/lib/domain/orders/subscription-schemas';
import { validate } from '../validate';
import * as clock from '../lib/clock';

/**
 * Tomorrow's subscription load (issue 32, docs/subscriptions.md): a clerk sees their own branch's,
 * the manager one branch's or every branch's; riders none.
 */
export const staffSubscriptionRoutes = new Hono<AppEnv>().get(
  '/staff/subscription-load',
  requireStaff('manager', 'branch'),
  validate('query', staffLoadQuerySchema),
  async (c) => {
    return c.json({ status: 1 as const, response: await subscriptionLoad(c.env.DB, currentStaff(c), c.req.valid('query'), clock.now()) });
  },
);
