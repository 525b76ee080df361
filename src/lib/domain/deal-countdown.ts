import { pad2, type Countdown } from './deal';

// Apart from deal.ts so that only pages with deal cards carry it (astro.config.mjs NOT_EVERY_PAGE).

/** "1d 02h 05m 09s" (days only when there are any), as the deal cards show the time left. */
export function countdownText(left: Countdown): string {
  return `${left.days > 0 ? `${left.days}d ` : ''}${pad2(left.hours)}h ${pad2(left.minutes)}m ${pad2(left.seconds)}s`;
}

/** The same time left as an ISO 8601 duration, for <time datetime>. */
export function countdownDuration(left: Countdown): string {
  return `PT${left.days * 24 + left.hours}H${left.minutes}M${left.seconds}S`;
}
