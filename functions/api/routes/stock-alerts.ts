import { Hono } from 'hono';
import { stockAlertQuerySchema, stockAlertRequestSchema, stockAlertSchema } from '../../../src/lib/domain/catalogue/stock-alert';
import type { AppEnv } from '../env';
import { currentUser, requireUser } from '../middleware/session';
import { cancelStockAlert, requestStockAlert, stockAlertState } from '../services/catalogue';
import { validate } from '../validate';
import { say } from '../lang';
import * as clock from '../lib/clock';

/** "Notify me when back in stock" for the session customer (issue 17). */
export const stockAlertRoutes = new Hono<AppEnv>()
  .get(
    '/stockAlert/:product_id',
    requireUser(),
    validate('param', stockAlertSchema),
    validate('query', stockAlertQuerySchema),
    async (c) => {
      const state = await stockAlertState(c.env.DB, currentUser(c).id, c.req.valid('param').product_id, c.req.valid('query').branch);
      return c.json({ status: 1 as const, response: state });
    },
  )
  .post('/stockAlert', requireUser(), validate('json', stockAlertRequestSchema), async (c) => {
    const ask = c.req.valid('json');
    const message = await requestStockAlert(
      c.env.DB,
      currentUser(c).id,
      { productId: ask.product_id, pickupStore: ask.branch },
      clock.now(),
    );
    return c.json({ status: 1 as const, message: say(c, message), response: { waiting: true } });
  })
  .post('/stockAlertRemove', requireUser(), validate('json', stockAlertSchema), async (c) => {
    const message = await cancelStockAlert(c.env.DB, currentUser(c).id, c.req.valid('json').product_id);
    return c.json({ status: 1 as const, message: say(c, message), response: { waiting: false } });
  });
