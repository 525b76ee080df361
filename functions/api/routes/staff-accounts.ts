import { Hono } from 'hono';
import { orderIdParamSchema, staffPasswordResetSchema } from '../../../src/lib/domain/staff-schemas';
import type { AppEnv } from '../env';
import { currentStaff, requireStaff, STAFF_MSG } from '../middleware/staff-session';
import { resetPassword, staffAccounts, unlockAccount } from '../services/staff-accounts';
import { validate } from '../validate';

/** The manager's staff accounts (docs/staff-api.md): list, unlock, new password. Branch staff and riders get 403. */
export const staffAccountRoutes = new Hono<AppEnv>()
  .get('/staff/accounts', requireStaff('manager'), async (c) => c.json({ status: 1, response: await staffAccounts(c.env.DB) }))
  .post('/staff/accounts/:id/unlock', requireStaff('manager'), validate('param', orderIdParamSchema), async (c) => {
    await unlockAccount(c.env.DB, currentStaff(c), c.req.valid('param').id);
    return c.json({ status: 1, message: STAFF_MSG.unlocked });
  })
  .post(
    '/staff/accounts/:id/password',
    requireStaff('manager'),
    validate('param', orderIdParamSchema),
    validate('json', staffPasswordResetSchema),
    async (c) => {
      await resetPassword(c.env.DB, c.req.raw.headers, currentStaff(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ status: 1, message: STAFF_MSG.passwordReset });
    },
  );
