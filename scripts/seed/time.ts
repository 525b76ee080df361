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
