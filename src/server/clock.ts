/** The server's clock for pages: the same `now()` as the API (functions/api/lib/clock.ts). */
export { DEV_NOW_HEADER, now, withRequestClock } from '../../functions/api/lib/clock';
