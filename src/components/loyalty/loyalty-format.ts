import { orderDate } from '../account/order-date';
import { formatPoints } from '../../lib/domain/money';
import { OPEN_ENDED_POINTS } from '../../lib/domain/points';
import { formatDate, t } from '../../lib/domain/i18n/t';
import type { Lang } from '../../lib/domain/i18n/langs';

/** Dates on the loyalty pages read like the rest of the account area: DD-MM-YYYY (IST). */
export const loyaltyDate = orderDate;


const whole = new Intl.NumberFormat('en-IN');

/** A slab's points, "2,500+ points" or "500 – 999 points", in the page's language (digits stay en-IN). */
export function slabRange(lang: Lang, from: number, to: number): string {
  return to >= OPEN_ENDED_POINTS
    ? t(lang, 'loy.pointsFrom', { from: whole.format(from) })
    : t(lang, 'loy.pointsRange', { from: whole.format(from), to: whole.format(to) });
}

export { formatPoints };

const DAY = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' } as const;

/** Offer validity as [first day, last day], e.g. 16 Nov 2026, 22 Dec 2026. The end is exclusive, so the last day is the one before. */
export function offerDates(lang: Lang, start: number, end: number): [string, string] {
  return [formatDate(lang, start, DAY), formatDate(lang, end - 1, DAY)];
}
