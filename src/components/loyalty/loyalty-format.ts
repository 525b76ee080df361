import { orderDate } from '../account/order-date';
import { formatPoints } from '../../lib/domain/money';
import { OPEN_ENDED_POINTS } from '../../lib/domain/points';

/** Dates on the loyalty pages read like the rest of the account area: DD-MM-YYYY (IST). */
export const loyaltyDate = orderDate;


const whole = new Intl.NumberFormat('en-IN');

export function slabRange(from: number, to: number): string {
  return to >= OPEN_ENDED_POINTS ? `${whole.format(from)}+ points` : `${whole.format(from)} – ${whole.format(to)} points`;
}

export { formatPoints };

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Offer validity as [first day, last day], e.g. 16 Nov 2026, 22 Dec 2026. The end is exclusive, so the last day is the one before. */
export function offerDates(start: number, end: number): [string, string] {
  return [day.format(start), day.format(end - 1)];
}
