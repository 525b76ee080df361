import { Hono } from 'hono';
import { vitalsBeaconSchema } from '../../../src/lib/domain/reports/web-vitals-schemas';
import type { AppEnv } from '../env';
import { recordVitals } from '../services/reports';
import { validate } from '../validate';

/**
 * POST /api/vitals: a shopper's phone reports how a page felt (issue 30). Takes no cookie and
 * answers no body: the page kind, language and numbers are all it keeps.
 */
export const vitalsRoutes = new Hono<AppEnv>().post('/vitals', validate('json', vitalsBeaconSchema), async (c) => {
  // over its hourly share a beacon is dropped without a word: a phone has nothing to do about it,
  // and a refusal would only put a red line in the shopper's console
  await recordVitals(c.env.DB, c.req.valid('json'), c.req.raw.headers);
  c.header('Cache-Control', 'no-store');
  return c.body(null, 204);
});
