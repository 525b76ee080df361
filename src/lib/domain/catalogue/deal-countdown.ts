import { pad2, type Countdown } from './deal';
import type { MessageKey } from '../i18n/en';

// Apart from deal.ts so that only pages with deal cards carry it (what imports it loads it).

/** The countdown's units, days to seconds, as the catalogue shortens them in each language. */
export const COUNTDOWN_UNIT_KEYS = ['deal.unitD', 'deal.unitH', 'deal.unitM', 'deal.unitS'] as const satisfies readonly Extract<
  MessageKey,
  `deal.unit${string}`
>[];

/** Days, hours, minutes, seconds as the page's language shortens them. */
export type CountdownUnits = readonly string[];
const ENGLISH_UNITS: CountdownUnits = ['d', 'h', 'm', 's'];

/** "1d 02h 05m 09s" (days only when there are any), as the deal cards show the time left. */
export function countdownText(left: Countdown, units: CountdownUnits = ENGLISH_UNITS): string {
  const [d, h, m, s] = units.length === 4 ? units : ENGLISH_UNITS;
  return `${left.days > 0 ? `${left.days}${d} ` : ''}${pad2(left.hours)}${h} ${pad2(left.minutes)}${m} ${pad2(left.seconds)}${s}`;
}

/** The same time left as an ISO 8601 duration, for <time datetime>. */
export function countdownDuration(left: Countdown): string {
  return `PT${left.days * 24 + left.hours}H${left.minutes}M${left.seconds}S`;
}
