import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { shopperLang } from '../lang';
import { currentUser, requireUser } from '../middleware/session';
import { listNotifications, markAllSeen, unseenCount } from '../services/orders';
import * as clock from '../lib/clock';

/**
 * SPEC §7 GET notification (everyone's list plus the customer's own order updates), plus the customer's bell count and
 * the server-side seen flag (SPEC §4: the count shows 0 once seen).
 */
export const notificationRoutes = new Hono<AppEnv>()
  .get('/notification', async (c) => {
    const user = c.get('user');
    // a customer's own order updates are in their list: the signed-in answer is private (private-answers.ts)
    return c.json({ status: 1, response: await listNotifications(c.env.DB, clock.now(), user?.id ?? null, shopperLang(c)) });
  })
  .get('/notification/count', requireUser(), async (c) => {
    return c.json({ status: 1 as const, count: await unseenCount(c.env.DB, currentUser(c).id, clock.now()) });
  })
  .post('/notification/seen', requireUser(), async (c) => {
    await markAllSeen(c.env.DB, currentUser(c).id, clock.now());
    return c.json({ status: 1 as const, count: 0 });
  });
