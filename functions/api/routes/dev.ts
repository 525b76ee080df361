import { Hono } from 'hono';
import { z } from 'zod';
import { isDevelopment, type AppEnv } from '../env';
import { readEmailOutbox } from '../providers/email/outbox';
import { readOutbox } from '../providers/sms/outbox';
import { readWhatsAppOutbox } from '../providers/whatsapp/outbox';
import { validate } from '../validate';
import { runSubscriptionOrders } from '../services/orders';
import { mobileField } from '../../../src/lib/domain/account/account-schemas';
import * as clock from '../lib/clock';

/**
 * Development-only helpers. In any other environment they do not exist (404), so the SMS outbox,
 * which holds live OTPs (and the WhatsApp outbox, with handover codes), can never be read in production.
 */
export const devRoutes = new Hono<AppEnv>()
  .use('/dev/*', async (c, next) => {
    if (!isDevelopment(c.env)) return c.json({ status: 0, message: 'Not found' }, 404);
    await next();
  })
  .get('/dev/outbox', validate('query', z.object({ phone: mobileField.optional() })), async (c) => {
    const { phone } = c.req.valid('query');
    return c.json({ status: 1, response: await readOutbox(c.env.DB, { phone, limit: 20 }) });
  })
  // template messages the WhatsApp adapter would have sent (docs/whatsapp.md), newest first
  .get('/dev/whatsapp-outbox', validate('query', z.object({ phone: mobileField.optional() })), async (c) => {
    const { phone } = c.req.valid('query');
    return c.json({ status: 1, response: await readWhatsAppOutbox(c.env.DB, { phone, limit: 20 }) });
  })
  .get('/dev/email-outbox', validate('query', z.object({ to: z.string().trim().email().optional() })), async (c) => {
    const { to } = c.req.valid('query');
    return c.json({ status: 1, response: await readEmailOutbox(c.env.DB, { to, limit: 20 }) });
  })
  // the nightly subscription job for a chosen day, now (docs/subscriptions.md): what the cron does at 22:00 IST
  .post('/dev/jobs/subscription-orders', validate('json', z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })), async (c) => {
    return c.json({ status: 1, response: await runSubscriptionOrders(c.env, c.req.valid('json').day, clock.now()) });
  });
