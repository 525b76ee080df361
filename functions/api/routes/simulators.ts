import { Hono, type MiddlewareHandler } from 'hono';
import { isDevelopment, type AppEnv, type Env } from '../env';
import { posConfigured } from '../providers/pos';
import { posSimulator } from '../providers/pos/simulator';
import { rewardsConfigured } from '../providers/rewards';
import { rewardsSimulator } from '../providers/rewards/simulator';

/** Present only in development, and only while the real service is not configured (its URL secret unset). */
function onlyWithout(configured: (env: Env) => boolean): MiddlewareHandler<AppEnv> {
  return async function onlyWithout(c, next) {
    if (!isDevelopment(c.env) || configured(c.env)) return c.json({ status: 0, message: 'Not found' }, 404);
    await next();
  };
}

/**
 * The local rewards and POS simulators over HTTP at /api/sim/rewards/* and /api/sim/pos/*. The
 * adapters reach the same apps in-process; over HTTP they exist only in development, for signed-in
 * customers (simulator-auth.ts).
 */
export const simulatorRoutes = new Hono<AppEnv>()
  .use('/sim/rewards/*', onlyWithout(rewardsConfigured))
  .use('/sim/pos/*', onlyWithout(posConfigured))
  .route('/sim/rewards', rewardsSimulator)
  .route('/sim/pos', posSimulator);
