import { Hono } from 'hono';
import { slotQuerySchema } from '../../../src/lib/domain/checkout/slot-schemas';
import { branchForAddress } from '../db/checkout';
import { findPickupBranch } from '../db/orders';
import type { AppEnv } from '../env';
import { ShopError } from '../errors';
import { currentUser, requireUser } from '../middleware/session';
import { slotGridFor } from '../services/checkout';
import { validate } from '../validate';
import * as clock from '../lib/clock';
import { said } from '../../../src/lib/domain/i18n/said';

/**
 * GET /api/slots?mode=delivery&address_id= | ?mode=pickup&branch=: today and the next 3 days, each
 * slot available, full or past with the reason. Signed in (checkout only); never cached: the
 * counts change with every order.
 */
export const slotRoutes = new Hono<AppEnv>().get('/slots', requireUser(), validate('query', slotQuerySchema), async (c) => {
  const q = c.req.valid('query');
  let branchId: number | null;
  if (q.mode === 'delivery') {
    branchId = q.address_id ? await branchForAddress(c.env.DB, currentUser(c).id, q.address_id) : (q.branch ?? null);
    if (!branchId) throw new ShopError(said('deliveryUnavailable'), 400);
  } else {
    branchId = q.branch && (await findPickupBranch(c.env.DB, q.branch)) ? q.branch : null;
    if (!branchId) throw new ShopError(said('srv.pickupStoreMissing'), 400);
  }
  return c.json({
    status: 1 as const,
    response: { branch_id: branchId, mode: q.mode, days: await slotGridFor(c.env.DB, branchId, q.mode, clock.now()) },
  });
});
