import { Hono } from 'hono';
import { advisorVisitSchema, recentActivityDeleteSchema } from '../../../src/lib/domain/cart/cart-schemas';
import { deleteRecentView, insertVisitStatement, upsertRecentViewStatement } from '../db/catalogue';
import type { AppEnv } from '../env';
import { ShopError } from '../errors';
import { say, shopperLang } from '../lang';
import { currentUser, requireUser } from '../middleware/session';
import { recentViewsIn } from '../services/catalogue';
import { validate } from '../validate';
import * as clock from '../lib/clock';
import { said } from '../../../src/lib/domain/i18n/said';

/**
 * SPEC §7 advisorVisit (the user is the session's, never the fid the old client sent) and the
 * account's Recent Activities list.
 */
export const activityRoutes = new Hono<AppEnv>()
  .post('/advisorVisit', requireUser(), validate('json', advisorVisitSchema), async (c) => {
    const { path, product_id } = c.req.valid('json');
    const db = c.env.DB;
    const userId = currentUser(c).id;
    const now = clock.now();
    const writes = [insertVisitStatement(db, userId, path ?? '', now)];
    if (product_id) writes.push(upsertRecentViewStatement(db, userId, product_id, now));
    await db.batch(writes);
    return c.json({ status: 1 as const });
  })
  .post('/recentActivities', requireUser(), async (c) => {
    return c.json({ status: 1 as const, response: await recentViewsIn(c.env.DB, currentUser(c).id, shopperLang(c)) });
  })
  .post('/recentActivitiesDelete', requireUser(), validate('json', recentActivityDeleteSchema), async (c) => {
    if (!(await deleteRecentView(c.env.DB, currentUser(c).id, c.req.valid('json').product_id))) {
      throw new ShopError(said('wishlistDeleteFailed'), 404);
    }
    return c.json({ status: 1 as const, message: say(c, said('srv.recentRemoved')) });
  });
