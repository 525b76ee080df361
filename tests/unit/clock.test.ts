/** The server's one clock (functions/api/lib/clock.ts): pinned only in development, per request. */
import { describe, expect, it } from 'vitest';
import { now, requestNow, withRequestClock } from '../../functions/api/lib/clock';

const REAL = Date.UTC(2026, 10, 29, 17, 30);
const PINNED = String(Date.UTC(2026, 10, 29, 4, 30));

describe('requestNow', () => {
  it('development honours a pinned time', () => {
    expect(requestNow('development', PINNED, REAL)).toBe(Number(PINNED));
  });
  it('a pinned time with its real start moves on with the real clock', () => {
    const began = REAL - 90_000;
    expect(requestNow('development', `${PINNED}@${began}`, REAL)).toBe(Number(PINNED) + 90_000);
  });
  it.each([
    ['production', PINNED],
    ['production', `${PINNED}@${REAL}`],
    [undefined, PINNED],
    ['development', null],
    ['development', 'tomorrow'],
    ['development', '12'],
    ['development', `${PINNED}@`],
  ])('%s with %s keeps the real clock', (environment, header) => {
    expect(requestNow(environment, header, REAL)).toBe(REAL);
  });
});

describe('now', () => {
  it('reads the pinned clock inside a request, across awaits, and the real one outside', async () => {
    const inside = await withRequestClock({ ENVIRONMENT: 'development' }, PINNED, async () => {
      await Promise.resolve();
      return now();
    });
    expect(Math.abs(inside - Number(PINNED))).toBeLessThan(5_000);
    expect(Math.abs(now() - Date.now())).toBeLessThan(5_000);
  });
  it('a request without the header takes the DEV_NOW var; one with it, its own', () => {
    const env = { ENVIRONMENT: 'development', DEV_NOW: `${PINNED}@${Date.now()}` };
    expect(Math.abs(withRequestClock(env, null, () => now()) - Number(PINNED))).toBeLessThan(5_000);
    const own = String(Number(PINNED) + 86_400_000);
    expect(Math.abs(withRequestClock(env, own, () => now()) - Number(own))).toBeLessThan(5_000);
  });
  it('never pins a production request, by header or by var', () => {
    const env = { ENVIRONMENT: 'production', DEV_NOW: PINNED };
    expect(Math.abs(withRequestClock(env, PINNED, () => now()) - Date.now())).toBeLessThan(5_000);
    expect(Math.abs(withRequestClock(env, null, () => now()) - Date.now())).toBeLessThan(5_000);
  });
});
