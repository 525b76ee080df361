import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import { isDevelopment } from '../../env';

let internalKey: string | null = null;

/**
 * The key the in-process adapters present to the local simulators. Random per isolate (made lazily:
 * Workers forbid randomness at start-up), so outside the Worker nobody can ask a simulator for a
 * customer's points or bills by mobile number, even though the routes are mounted.
 */
export function simulatorKey(): string {
  internalKey ??= crypto.randomUUID();
  return internalKey;
}

/**
 * Simulator routes answer the adapters (in-process, with the key), and over HTTP only a signed-in
 * customer in development (for curl and the tests): never a guest, who could read anyone's points
 * and bills by mobile number. Outside development the HTTP routes are not mounted at all.
 */
export function simulatorAuth(): MiddlewareHandler<AppEnv> {
  return async function simulatorAuth(c, next) {
    const auth = c.req.header('authorization') ?? '';
    const signedIn = Boolean(c.get('user'));
    if (auth !== `Bearer ${simulatorKey()}` && !(isDevelopment(c.env) && signedIn)) {
      return c.json({ status: 0, message: 'Unauthorized' }, 401);
    }
    // lets a developer see the shopper's side of a slow service: --var SIM_DELAY_MS:6000
    const delay = isDevelopment(c.env) ? Number(c.env.SIM_DELAY_MS ?? 0) : 0;
    if (delay > 0) await new Promise((r) => setTimeout(r, Math.min(delay, 30_000)));
    await next();
  };
}
