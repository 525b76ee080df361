/** Clock helpers for windows "relative to now", in the store's time zone (IST, UTC+5:30, no DST). */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const IST_OFFSET = 5 * HOUR + 30 * MINUTE;

/** Epoch ms of the most recent IST midnight at or before `now`. */
export function istMidnight(now: number): number {
  return Math.floor((now + IST_OFFSET) / DAY) * DAY - IST_OFFSET;
}

/** Epoch ms of the next IST midnight after `now`. */
export function nextIstMidnight(now: number): number {
  return istMidnight(now) + DAY;
}

/** A point `days` before today's IST midnight plus a time of day, for believable history. */
export function daysAgoAt(now: number, days: number, hour: number, minute = 0): number {
  return istMidnight(now) - days * DAY + hour * HOUR + minute * MINUTE;
}

/**
 * The instant the seed builds its windows from (deals of the day, slot days, history): SEED_NOW when
 * set (an ISO time with its offset, e.g. 2026-12-02T23:55:00+05:30, or epoch ms), else the real clock.
 * The test harnesses set it to the run's TEST_NOW (tests/support/test-now.ts), so the seed and the
 * server's clock start at the same instant; a store served on the real clock is seeded without it.
 */
export function seedNow(env: Record<string, string | undefined> = process.env, real = Date.now()): number {
  const asked = env.SEED_NOW;
  return asked ? instantOf(asked) : real;
}

/** An ISO time with an explicit offset (or Z), or epoch ms; anything else is refused, never guessed. */
export function instantOf(text: string): number {
  const at = /^\d{13}$/.test(text) ? Number(text) : /(Z|[+-]\d\d:\d\d)$/.test(text) ? Date.parse(text) : NaN;
  if (!Number.isFinite(at)) throw new Error(`not an instant with its offset (e.g. 2026-12-02T23:55:00+05:30): "${text}"`);
  return at;
}
