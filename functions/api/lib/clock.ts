/**
 * The server's one clock. Every server read of "now" goes through `now()` (an ESLint rule keeps
 * Date.now() and `new Date()` out of functions/ and src/server/), so a test can pin the time a
 * request is served at and a journey that depends on the IST day, its 22:00 cut-off or a deal that
 * ends at midnight does the same thing at any hour of the real day: tests pin time, never wait for it.
 *
 * A request carries its clock in an AsyncLocalStorage (set by the Hono middleware, the Astro
 * middleware and the Worker's fetch), so deep services need no extra parameter. Outside a request
 * (jobs, cron, scripts) it is the real clock; jobs are handed their scheduled time anyway.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Development only (ENVIRONMENT=development; never honoured elsewhere): `x-dev-now: <epoch ms>` pins
 * the request at that instant; `x-dev-now: <epoch ms>@<real epoch ms>` says "the clock read the first
 * at real time the second", so it moves on with the real time since. A request without the header
 * takes the DEV_NOW var, written the same way: the browser journeys' server runs on it
 * (tests/e2e/support/serve.ts), so every request the browser makes (a download too, which carries
 * no extra header) is on the run's clock while sessions, OTP expiry and countdowns still move.
 */
export const DEV_NOW_HEADER = 'x-dev-now';

const PINNED = /^(\d{13})(?:@(\d{13}))?$/;

/** The request's time: the real one, or in development the one its x-dev-now header pins. */
export function requestNow(environment: string | undefined, header: string | null | undefined, real = Date.now()): number {
  const pinned = environment === 'development' && header ? PINNED.exec(header) : null;
  if (!pinned) return real;
  return Number(pinned[1]) + (pinned[2] ? real - Number(pinned[2]) : 0);
}

/** How far the current request's clock is from the real one (0 outside a request). */
const shift = new AsyncLocalStorage<number>();

/** Epoch ms, as the current request sees it. The server's only reader of the clock. */
export function now(): number {
  return Date.now() + (shift.getStore() ?? 0);
}

/** Runs `serve` with the clock a request's header, or else the DEV_NOW var, asks for (see DEV_NOW_HEADER). */
export function withRequestClock<T>(
  env: { ENVIRONMENT?: string; DEV_NOW?: string } | undefined,
  header: string | null | undefined,
  serve: () => T,
): T {
  const real = Date.now();
  return shift.run(requestNow(env?.ENVIRONMENT, header || env?.DEV_NOW, real) - real, serve);
}
