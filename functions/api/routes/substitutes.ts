import { Hono } from 'hono';
import { findUserOrder, findStaffOrder } from '../db/orders';
import type { AppEnv } from '../env';
import { ShopError } from '../errors';
import { say } from '../lang';
import { currentUser, requireUser } from '../middleware/session';
import { currentStaff } from '../middleware/staff-session';
import { packingSheet, answerForShopper, proposeSubstitute } from '../services/orders';
import {
  proposeSubstituteSchema,
  substituteAnswerParamSchema,
  substituteAnswerSchema,
} from '../../../src/lib/domain/orders/packing-schema';
import { validate } from '../validate';
import { orderInPath, packer } from './packing-guards';
import { said } from '../../../src/lib/domain/i18n/said';

/**
 * Substitutes (issue 29, docs/packing.md): the clerk proposes one for a "Replace with similar" line
 * of a Confirmed order; the shopper answers a dearer one from their order page (the SMS link).
 */
export const staffSubstituteRoutes = new Hono<AppEnv>()
  .post('/staff/orders/:id/substitutes', packer, orderInPath, validate('json', proposeSubstituteSchema), async (c) => {
    const staff = currentStaff(c);
    const order = await findStaffOrder(c.env.DB, staff, c.req.valid('param').id);
    if (!order) throw new ShopError(said('srv.orderNotFound'), 404);
    const row = await proposeSubstitute(c.env, order, c.req.valid('json'), staff);
    return c.json({ status: 1 as const, response: { substitute: row, packing: await packingSheet(c.env.DB, order) } });
  })
  // the clerk's sheet afresh: the shopper's answer (or the window's close) shows on the Packing card
  .get('/staff/orders/:id/packing', packer, orderInPath, async (c) => {
    const order = await findStaffOrder(c.env.DB, currentStaff(c), c.req.valid('param').id);
    if (!order) throw new ShopError(said('srv.orderNotFound'), 404);
    return c.json({ status: 1 as const, response: await packingSheet(c.env.DB, order) });
  });

/** The shopper's side, with the customer's own session (mounted in app.ts). */
export const substituteRoutes = new Hono<AppEnv>().post(
  '/order/:txnid/substitutes/:line',
  requireUser(),
  validate('param', substituteAnswerParamSchema),
  validate('json', substituteAnswerSchema),
  async (c) => {
    const { txnid, line } = c.req.valid('param');
    const order = await findUserOrder(c.env.DB, currentUser(c).id, txnid);
    if (!order) throw new ShopError(said('srv.orderNotFound'), 404);
    const row = await answerForShopper(c.env.DB, order, line, c.req.valid('json').answer);
    return c.json({ status: 1 as const, message: say(c, said('order.sub.saved')), response: { state: row.state } });
  },
);
