import { Hono } from 'hono';
import { orderIdParamSchema, slotListQuerySchema, slotUpdateSchema } from '../../../src/lib/domain/staff/staff-schemas';
import type { AppEnv } from '../env';
import { currentStaff, requireStaff } from '../middleware/staff-session';
import { changeStaffSlot, staffSlots, changeBranchDay, changeSlotDay, changeSlotWeek, slotCalendar } from '../services/checkout';
import {
  branchClosedSchema,
  slotCalendarQuerySchema,
  slotDaySchema,
  slotWeekSchema,
} from '../../../src/lib/domain/checkout/slot-calendar-schemas';
import { validate } from '../validate';
import { refusal, say } from '../lang';
import * as clock from '../lib/clock';
import { said } from '../../../src/lib/domain/i18n/said';

/**
 * Branch staff and the manager set their slots' capacity, cut-off and on/off, and the slot calendar
 * (capacity per weekday, per date, a branch closed for a day); riders cannot. Every answer is a
 * catalogue text in the reader's language, with its key as `code` when refused.
 */
export const staffSlotRoutes = new Hono<AppEnv>()
  .get('/staff/slots', requireStaff('manager', 'branch'), validate('query', slotListQuerySchema), async (c) => {
    const { branch_id } = c.req.valid('query');
    return c.json({ status: 1 as const, response: await staffSlots(c.env.DB, currentStaff(c), branch_id, clock.now()) });
  })
  .post(
    '/staff/slots/:id',
    requireStaff('manager', 'branch'),
    validate('param', orderIdParamSchema),
    validate('json', slotUpdateSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const slot = await changeStaffSlot(c.env.DB, currentStaff(c), id, c.req.valid('json'), clock.now());
      // another branch's slot reads as no slot at all: staff learn nothing of branches not theirs
      if (!slot) return c.json(refusal(c, said('cal.slotNotFound')), 404);
      return c.json({ status: 1 as const, message: say(c, said('cal.slotUpdated')), response: slot });
    },
  )
  .get('/staff/slot-calendar', requireStaff('manager', 'branch'), validate('query', slotCalendarQuerySchema), async (c) => {
    const { branch_id } = c.req.valid('query');
    return c.json({ status: 1 as const, response: await slotCalendar(c.env.DB, currentStaff(c), branch_id, clock.now()) });
  })
  .post(
    '/staff/slots/:id/week',
    requireStaff('manager', 'branch'),
    validate('param', orderIdParamSchema),
    validate('json', slotWeekSchema),
    async (c) => {
      await changeSlotWeek(c.env.DB, currentStaff(c), c.req.valid('param').id, c.req.valid('json').week, clock.now());
      return c.json({ status: 1 as const, message: say(c, said('cal.weekSaved')) });
    },
  )
  .post(
    '/staff/slots/:id/day',
    requireStaff('manager', 'branch'),
    validate('param', orderIdParamSchema),
    validate('json', slotDaySchema),
    async (c) => {
      await changeSlotDay(c.env.DB, currentStaff(c), c.req.valid('param').id, c.req.valid('json'), clock.now());
      return c.json({ status: 1 as const, message: say(c, said('cal.daySaved')) });
    },
  )
  .post(
    '/staff/branches/:id/closed',
    requireStaff('manager', 'branch'),
    validate('param', orderIdParamSchema),
    validate('json', branchClosedSchema),
    async (c) => {
      const message = await changeBranchDay(c.env.DB, currentStaff(c), c.req.valid('param').id, c.req.valid('json'), clock.now());
      return c.json({ status: 1 as const, message: say(c, message) });
    },
  );
