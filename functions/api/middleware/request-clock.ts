import type { MiddlewareHandler } from 'hono';
import { DEV_NOW_HEADER, withRequestClock } from '../lib/clock';
import type { AppEnv } from '../env';

/** Everything after it reads the request's clock through now() (lib/clock.ts); first in the chain. */
export function requestClock(): MiddlewareHandler<AppEnv> {
  return (c, next) => withRequestClock(c.env, c.req.header(DEV_NOW_HEADER), next);
}
