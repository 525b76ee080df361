import { Hono } from 'hono';
import { newsletterSchema } from '../../../src/lib/domain/catalogue/catalogue-schemas';
import { addSubscriber } from '../db/account';
import type { AppEnv } from '../env';
import { validate } from '../validate';
import * as clock from '../lib/clock';

export const NEWSLETTER_THANKS = 'Thank you for subscribing!';
export const NEWSLETTER_ALREADY = 'You are already subscribed. Thank you!';

/** The footer's newsletter form (SPEC §7 subscribeSubmit: the reply carries msg, or errors). */
export const newsletterRoutes = new Hono<AppEnv>().post('/subscribeSubmit', validate('json', newsletterSchema), async (c) => {
  const email = c.req.valid('json').email.toLowerCase();
  const added = await addSubscriber(c.env.DB, email, clock.now());
  // A repeat sign-up is not the shopper's mistake: thank them again rather than refuse.
  return c.json({ status: 1 as const, msg: added ? NEWSLETTER_THANKS : NEWSLETTER_ALREADY });
});
