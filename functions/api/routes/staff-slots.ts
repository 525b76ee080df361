import { Hono } from 'hono';
import { orderIdParamSchema, slotListQuerySchema, slotUpdateSchema } from '../../../src/lib/domain/staff-schemas';
import type { AppEnv } from '../env';
import { currentStaff, requireStaff } from '../middleware/staff-session';
import { changeStaffSlot, staffSlots } from '../services/staff-slots';
import { validate } from '../validate';

/** Branch staff and the manager set their slots' capacity, cut-off and on/off; riders cannot. */
export const staffSlotRoutes = new Hono<AppEnv>()
  .get('/staff/slots', requireStaff('manager', 'branch'), validate('query', slotListQuerySchema), async (c) => {
    const { branch_id } = c.req.valid('query');
    return c.json({ status: 1, response: await staffSlots(c.env.DB, currentStaff(c), branch_id, Date.now()) });
  })
  .post(
    '/staff/slots/:id',
    requireStaff('manager', 'branch'),
    validate('param', orderIdParamSchema),
    validate('json', slotUpdateSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const slot = await changeStaffSlot(c.env.DB, currentStaff(c), id, c.req.valid('json'), Date.now());
      // another branch's slot reads as no slot at all: staff learn nothing of branches not theirs
      if (!slot) return c.json({ status: 0, message: 'Slot not found' }, 404);
      return c.json({ status: 1, message: 'Slot updated', response: slot });
    },
  );
