import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { currentUser, requireUser } from '../middleware/session';
import { listUserOrders, loadDashboard, readOrderCursor, updateProfile } from '../services/account';
import { validate } from '../validate';
import { profileUpdateSchema, userOrdersQuerySchema } from '../../../src/lib/domain/account/account-schemas';
import { say } from '../lang';
import { said } from '../../../src/lib/domain/i18n/said';

/** The signed-in customer's profile, dashboard counters, orders list and profile edit (SPEC §7). */
export const accountRoutes = new Hono<AppEnv>()
  .use('/profile', requireUser())
  .use('/userOrders', requireUser())
  .use('/profileUpdate', requireUser())
  .on(['GET', 'POST'], '/profile', async (c) => {
    const { profile, recentOrders, pendingList } = await loadDashboard(c.env.DB, currentUser(c).id);
    return c.json({ status: 1 as const, response: { ...profile, orders: recentOrders, pending: pendingList } });
  })
  // a page of 20, newest first; `next` (only when there are older orders) is the `before` of the next page
  .on(['GET', 'POST'], '/userOrders', validate('query', userOrdersQuerySchema), async (c) => {
    const page = await listUserOrders(c.env.DB, currentUser(c).id, readOrderCursor(c.req.valid('query').before));
    return c.json({ status: 1 as const, response: page.orders, ...(page.next ? { next: page.next } : {}) });
  })
  .post('/profileUpdate', validate('json', profileUpdateSchema), async (c) => {
    const user = await updateProfile(c.env.DB, currentUser(c).id, c.get('sessionId')!, c.req.valid('json'));
    return c.json({ status: 1 as const, message: say(c, said('srv.profileUpdated')), response: user });
  });
