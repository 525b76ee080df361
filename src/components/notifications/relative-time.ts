import { t } from '../../lib/domain/i18n/t';
import type { Lang } from '../../lib/domain/i18n/langs';

/** "2 hours ago", "3 days ago" (SPEC §2 notifications: relative time), from the server's clock. */
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];

const FORMATS: Record<Lang, Intl.RelativeTimeFormat> = {
  en: new Intl.RelativeTimeFormat('en-IN', { numeric: 'always' }),
  kn: new Intl.RelativeTimeFormat('kn-IN', { numeric: 'always', numberingSystem: 'latn' } as Intl.RelativeTimeFormatOptions),
  hi: new Intl.RelativeTimeFormat('hi-IN', { numeric: 'always', numberingSystem: 'latn' } as Intl.RelativeTimeFormatOptions),
};

/** In the page's language ("2 ಗಂಟೆಗಳ ಹಿಂದೆ"), with Latin digits like the rest of the store. */
export function relativeTime(lang: Lang, then: number, now: number): string {
  const ago = Math.max(0, now - then);
  for (const [unit, ms] of STEPS) {
    if (ago >= ms) return FORMATS[lang].format(-Math.floor(ago / ms), unit);
  }
  return t(lang, 'notif.justNow');
}
