import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { say } from '../lang';
import { currentUser, requireUser } from '../middleware/session';
import { editSubscription, cancel, monthlyStatement, mySubscriptions, pauseDays, resume, skipDay, subscribe } from '../services/orders';
import {
  statementQuerySchema,
  subscriptionCreateSchema,
  subscriptionEditSchema,
  subscriptionAnswer,
  subscriptionIdParamSchema,
  subscriptionInputOf,
  subscriptionPauseSchema,
  subscriptionSkipSchema,
} from '../../../src/lib/domain/orders/subscription-schemas';
import { validate } from '../validate';
import * as clock from '../lib/clock';
import { said } from '../../../src/lib/domain/i18n/said';

/**
 * The morning milk run (issue 32, docs/subscriptions.md). The shopper's routes take the customer
 * from the session: another customer's subscription reads as 404. Staff see tomorrow's load
 * (routes/staff-subscriptions.ts).
 */
export const subscriptionRoutes = new Hono<AppEnv>()
  .get('/subscriptions', requireUser(), async (c) => {
    return c.json({
      status: 1 as const,
      response: (await mySubscriptions(c.env.DB, currentUser(c).id, clock.now())).map(subscriptionAnswer),
    });
  })
  .post('/subscriptions', requireUser(), validate('json', subscriptionCreateSchema), async (c) => {
    const sub = await subscribe(c.env.DB, currentUser(c).id, subscriptionInputOf(c.req.valid('json')), clock.now());
    return c.json(
      { status: 1 as const, message: say(c, said('srv.sub.created', { day: sub.start_day })), response: subscriptionAnswer(sub) },
      201,
    );
  })
  .post(
    '/subscriptions/:id/edit',
    requireUser(),
    validate('param', subscriptionIdParamSchema),
    validate('json', subscriptionEditSchema),
    async (c) => {
      const { from, subscription } = await editSubscription(
        c.env,
        currentUser(c).id,
        c.req.valid('param').id,
        c.req.valid('json'),
        clock.now(),
      );
      return c.json({
        status: 1 as const,
        message: say(c, said('srv.sub.edited', { day: from })),
        response: subscriptionAnswer(subscription),
        from,
      });
    },
  )
  .post(
    '/subscriptions/:id/skip',
    requireUser(),
    validate('param', subscriptionIdParamSchema),
    validate('json', subscriptionSkipSchema),
    async (c) => {
      const { day, subscription } = await skipDay(
        c.env.DB,
        currentUser(c).id,
        c.req.valid('param').id,
        c.req.valid('json').day,
        clock.now(),
      );
      return c.json({ status: 1 as const, message: say(c, said('srv.sub.skipped', { day })), response: subscriptionAnswer(subscription) });
    },
  )
  .post(
    '/subscriptions/:id/pause',
    requireUser(),
    validate('param', subscriptionIdParamSchema),
    validate('json', subscriptionPauseSchema),
    async (c) => {
      const range = c.req.valid('json');
      const sub = await pauseDays(c.env.DB, currentUser(c).id, c.req.valid('param').id, range, clock.now());
      const message = range.to ? said('srv.sub.paused', { from: range.from, to: range.to }) : said('srv.sub.pausedOpen');
      return c.json({ status: 1 as const, message: say(c, message), response: subscriptionAnswer(sub) });
    },
  )
  .post('/subscriptions/:id/resume', requireUser(), validate('param', subscriptionIdParamSchema), async (c) => {
    const sub = await resume(c.env.DB, currentUser(c).id, c.req.valid('param').id, clock.now());
    return c.json({ status: 1 as const, message: say(c, said('srv.sub.resumed')), response: subscriptionAnswer(sub) });
  })
  .post('/subscriptions/:id/cancel', requireUser(), validate('param', subscriptionIdParamSchema), async (c) => {
    const sub = await cancel(c.env.DB, currentUser(c).id, c.req.valid('param').id, clock.now());
    return c.json({ status: 1 as const, message: say(c, said('srv.sub.cancelled')), response: subscriptionAnswer(sub) });
  })
  .get(
    '/subscriptions/:id/statement',
    requireUser(),
    validate('param', subscriptionIdParamSchema),
    validate('query', statementQuerySchema),
    async (c) => {
      const statement = await monthlyStatement(c.env.DB, currentUser(c).id, c.req.valid('param').id, c.req.valid('query').month);
      return c.json({ status: 1 as const, response: statement });
    },
  );
