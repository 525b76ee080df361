import { orderDateIn } from '../account/order-date-lang';
import { formatPoints } from '../../lib/domain/money/money';
import { OPEN_ENDED_POINTS } from '../../lib/domain/loyalty/points';
import { formatDate, t } from '../../lib/domain/i18n/t';
import type { Lang } from '../../lib/domain/i18n/langs';

/** Dates on the loyalty pages read like the rest of the account area: DD-MM-YYYY (IST), "28 ನವೆಂಬರ್ 2026" in Kannada. */
export const loyaltyDate = (ms: number, lang: Lang = 'en') => orderDateIn(lang, ms);

/**
 * A slab's points, "2,500.00+ points" or "500.00 – 999.00 points", in the page's language: written
 * as every other points figure is (SPEC §9, formatPoints), so a balance of 2,500.00 plainly reaches
 * a "2,500.00+" slab (issue 34: slabs said 2,500+ beside a balance of 2500.00).
 */
export function slabRange(lang: Lang, from: number, to: number): string {
  return to >= OPEN_ENDED_POINTS
    ? t(lang, 'loy.pointsFrom', { from: formatPoints(from) })
    : t(lang, 'loy.pointsRange', { from: formatPoints(from), to: formatPoints(to) });
}

export { formatPoints };

const ENGLISH_DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * Offer validity as [first day, last day], e.g. 16 Nov 2026, 22 Dec 2026; Kannada and Hindi write
 * their one date format. The end is exclusive, so the last day is the one before.
 */
export function offerDates(lang: Lang, start: number, end: number): [string, string] {
  const day = (ms: number) => (lang === 'en' ? ENGLISH_DAY.format(ms) : formatDate(lang, ms));
  return [day(start), day(end - 1)];
}
