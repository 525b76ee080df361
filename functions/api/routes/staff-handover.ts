import { Hono } from 'hono';
import { z } from 'zod';
import { handoverConfirmSchema, riderParamSchema } from '../../../src/lib/domain/orders/handover-schema';
import type { AppEnv } from '../env';
import { refusal } from '../lang';
import { currentStaff, requireStaff } from '../middleware/staff-session';
import { confirmHandover, riderSheets } from '../services/orders';
import { validate } from '../validate';
import * as clock from '../lib/clock';
import { said } from '../../../src/lib/domain/i18n/said';

/** Riders' end-of-shift cash sheets and the branch's confirmation (docs/delivery.md, docs/staff-api.md). */
export const staffHandoverRoutes = new Hono<AppEnv>()
  .get(
    '/staff/handover',
    requireStaff(),
    validate('query', z.object({ rider: z.coerce.number().int().positive().optional() })),
    async (c) => {
      const sheets = await riderSheets(c.env.DB, currentStaff(c), clock.now(), c.req.valid('query').rider);
      // another rider's sheet, or another branch's rider: not found, as for an order
      if (!sheets) return c.json(refusal(c, said('srv.handover.riderNotFound')), 404);
      return c.json({ status: 1 as const, response: sheets });
    },
  )
  .post(
    '/staff/handover/:rider/confirm',
    requireStaff('manager', 'branch'),
    validate('param', riderParamSchema),
    validate('json', handoverConfirmSchema),
    async (c) => {
      const sheet = await confirmHandover(c.env.DB, currentStaff(c), c.req.valid('param').rider, c.req.valid('json'), clock.now());
      return c.json({
        status: 1 as const,
        code: 'srv.handover.settled',
        message: refusal(c, said('srv.handover.settled')).message,
        response: sheet,
      });
    },
  );
