/**
 * A delivery slot or pickup window as the customer reads it in their language (issues 19, 34):
 * English is orderSlotLabel's "Wed 25 Nov, 7–9 AM"; Kannada and Hindi write the day the one way
 * their pages write dates, weekday first, and the hours with the part of the day
 * ("ಬುಧವಾರ, 25 ನವೆಂಬರ್ 2026, ಬೆಳಿಗ್ಗೆ 7–9"), never "AM".
 */
import { orderSlotLabel } from './delivery-slots';
import { formatDate, slotHoursIn } from '../i18n/t';
import type { Lang } from '../i18n/langs';

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
  const day = formatDate(lang, Date.UTC(y, m - 1, d), { weekday: true, timeZone: 'UTC' });
  return `${day}, ${slotHoursIn(lang, slot.start_min, slot.end_min)}`;
}
