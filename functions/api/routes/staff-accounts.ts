import { Hono, type Context } from 'hono';
import {
  orderIdParamSchema,
  ownPasswordSchema,
  staffAddSchema,
  staffPasswordResetSchema,
} from '../../../src/lib/domain/staff/staff-schemas';
import type { AppEnv } from '../env';
import { say } from '../lang';
import { currentStaff, requireStaff, STAFF_MSG } from '../middleware/staff-session';
import { resetPassword, staffAccounts, unlockAccount, addStaff, changeMyPassword, switchOff, switchOn } from '../services/staff';
import { validate } from '../validate';
import { type Said, said } from '../../../src/lib/domain/i18n/said';

/** A done answer: the key as its code, the words in the reader's language. */
const done = (c: Context, message: Said) => ({ status: 1 as const, code: message.key, message: say(c, message) });

/**
 * The manager's staff accounts (docs/staff-api.md): list, add, switch off and on, unlock, new
 * password. Branch staff and riders get 403 there; everyone changes their own password.
 */
export const staffAccountRoutes = new Hono<AppEnv>()
  .get('/staff/accounts', requireStaff('manager'), async (c) => c.json({ status: 1 as const, response: await staffAccounts(c.env.DB) }))
  .post('/staff/accounts', requireStaff('manager'), validate('json', staffAddSchema), async (c) => {
    const id = await addStaff(c.env.DB, c.req.raw.headers, currentStaff(c), c.req.valid('json'));
    return c.json({ ...done(c, said('staffAcct.added')), response: { id } });
  })
  .post('/staff/accounts/:id/off', requireStaff('manager'), validate('param', orderIdParamSchema), async (c) => {
    await switchOff(c.env.DB, currentStaff(c), c.req.valid('param').id);
    return c.json({ ...done(c, said('staffAcct.switchedOff')) });
  })
  .post('/staff/accounts/:id/on', requireStaff('manager'), validate('param', orderIdParamSchema), async (c) => {
    await switchOn(c.env.DB, currentStaff(c), c.req.valid('param').id);
    return c.json({ ...done(c, said('staffAcct.switchedOn')) });
  })
  .post('/staff/accounts/:id/unlock', requireStaff('manager'), validate('param', orderIdParamSchema), async (c) => {
    await unlockAccount(c.env.DB, currentStaff(c), c.req.valid('param').id);
    return c.json({ status: 1 as const, message: STAFF_MSG.unlocked });
  })
  .post(
    '/staff/accounts/:id/password',
    requireStaff('manager'),
    validate('param', orderIdParamSchema),
    validate('json', staffPasswordResetSchema),
    async (c) => {
      await resetPassword(c.env.DB, c.req.raw.headers, currentStaff(c), c.req.valid('param').id, c.req.valid('json'));
      return c.json({ status: 1 as const, message: STAFF_MSG.passwordReset });
    },
  )
  .post('/staff/me/password', requireStaff(), validate('json', ownPasswordSchema), async (c) => {
    const sessionId = c.get('staffSessionId');
    if (!sessionId) return c.json({ status: 0 as const, message: STAFF_MSG.login, staff_login: true }, 401);
    await changeMyPassword(c.env.DB, c.req.raw.headers, currentStaff(c), sessionId, c.req.valid('json'));
    return c.json({ ...done(c, said('staffAcct.ownPasswordChanged')) });
  });
