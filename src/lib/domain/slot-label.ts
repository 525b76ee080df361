/**
 * A delivery slot or pickup window as the customer reads it in their language (issue 19): English
 * is orderSlotLabel's "Wed 25 Nov, 7–9 AM"; Kannada and Hindi name the weekday and month in their
 * own words with Latin digits ("ಬುಧ, 25 ನವೆಂ, 7–9 AM").
 */
import { orderSlotLabel, slotTimeLabel } from './delivery-slots';
import { formatDate } from './i18n/t';
import type { Lang } from './i18n/langs';

export interface SlotParts {
  day: string | null;
  start_min: number | null;
  end_min: number | null;
}

export function slotLabelIn(lang: Lang, slot: SlotParts | null | undefined): string | null {
  if (!slot || !slot.day || slot.start_min == null || slot.end_min == null) return null;
  if (lang === 'en') return orderSlotLabel(slot);
  const [y, m, d] = slot.day.split('-').map(Number) as [number, number, number];
  // the slot's day is already an Indian calendar day: format it as such, not shifted by a zone
  const day = formatDate(lang, Date.UTC(y, m - 1, d), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return `${day}, ${slotTimeLabel(slot.start_min, slot.end_min)}`;
}
