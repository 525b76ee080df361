/**
 * Order dates on a page in any language, for server-rendered pages only (they carry the catalogues
 * through t.ts; the staff islands import order-date.ts alone). English keeps SPEC §2's DD-MM-YYYY and
 * "9:05 pm IST"; Kannada and Hindi write every date the one way and the time by the part of the day
 * (issue 34): "27 ನವೆಂಬರ್ 2026", "27 ನವೆಂಬರ್ 2026, ರಾತ್ರಿ 9:05".
 */
import type { Lang } from '../../lib/domain/i18n/langs';
import { dateTimeIn, formatDate } from '../../lib/domain/i18n/t';
import { orderDate, orderDateTime } from './order-date';

export function orderDateIn(lang: Lang, ms: number): string {
  return lang === 'en' ? orderDate(ms) : formatDate(lang, ms);
}

export function orderDateTimeIn(lang: Lang, ms: number): string {
  return lang === 'en' ? orderDateTime(ms) : dateTimeIn(lang, ms);
}
