/** How the reports' pages write days, periods and shares (English, as the whole staff console). */
import { dayDateLabel } from '../../../lib/domain/checkout/delivery-slots';
import { orderDateTime } from '../../account/order-date';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "14 Oct", a chart's label under a day's column */
export function dayShort(day: string): string {
  const [, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]}`;
}

/** "Wed 14 Oct" */
export const dayLong = dayDateLabel;

/** "Wed 14 Oct 2026" or "Mon 12 Oct – Wed 14 Oct 2026" */
export function periodLabel(from: string, to: string): string {
  const year = to.slice(0, 4);
  if (from === to) return `${dayLong(from)} ${year}`;
  const fromYear = from.slice(0, 4) === year ? '' : ` ${from.slice(0, 4)}`;
  return `${dayLong(from)}${fromYear} – ${dayLong(to)} ${year}`;
}

/** "14-10-2026, 3:00 pm IST" */
export const when = orderDateTime;

/** "45%" of a capacity ("0.1%" below 10 %, so a few orders never read as none), "–" when there is none */
export function share(part: number, whole: number): string {
  if (!(whole > 0)) return '–';
  const p = (part / whole) * 100;
  return `${p > 0 && p < 10 ? Math.max(0.1, Math.round(p * 10) / 10) : Math.round(p)}%`;
}

/** "1 order", "3 orders" */
export function many(n: number, one: string, more = `${one}s`): string {
  return `${count(n)} ${n === 1 ? one : more}`;
}

/** "1,234" */
export function count(n: number): string {
  return n.toLocaleString('en-IN');
}
