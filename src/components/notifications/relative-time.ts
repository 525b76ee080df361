/** "2 hours ago", "3 days ago" (SPEC §2 notifications: relative time), from the server's clock. */
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];

const format = new Intl.RelativeTimeFormat('en-IN', { numeric: 'always' });

export function relativeTime(then: number, now: number): string {
  const ago = Math.max(0, now - then);
  for (const [unit, ms] of STEPS) {
    if (ago >= ms) return format.format(-Math.floor(ago / ms), unit);
  }
  return 'just now';
}
