/** The words of the "Daily milk" island (issue 32), picked by the page: texts(lang, DAILY_MILK_KEYS). */
import type { MessageKey } from './en';

// prettier-ignore
export const DAILY_MILK_KEYS = [
  'sub.none', 'sub.new', 'sub.product', 'sub.qty', 'sub.where', 'sub.pickupAt', 'sub.slot', 'sub.pattern', 'sub.pattern.daily',
  'sub.pattern.alternate', 'sub.pattern.weekdays', 'sub.payment', 'sub.payment.cod', 'sub.payment.upi_on_delivery',
  'sub.payment.points', 'sub.subscribe', 'sub.status.active', 'sub.status.paused', 'sub.status.ended', 'sub.next', 'sub.noNext',
  'sub.tomorrowComing', 'sub.tomorrowNot', 'sub.skipTomorrow', 'sub.pause', 'sub.pauseFrom', 'sub.pauseTo', 'sub.resume',
  'sub.cancel', 'sub.pausedRange', 'sub.pausedOpenRange', 'sub.skippedDay', 'sub.statement', 'sub.statementNone',
  'sub.outcome.ordered', 'sub.outcome.no_stock', 'sub.outcome.failed', 'sub.total', 'sub.working', 'sub.addressNone', 'sub.offline',
  'sub.edit', 'sub.editSave', 'sub.editWhen', 'srv.sub.edited', 'srv.sub.created', 'srv.sub.skipped', 'srv.sub.paused', 'srv.sub.pausedOpen', 'srv.sub.resumed', 'srv.sub.cancelled',
] as const satisfies readonly MessageKey[];
export type DailyMilkKey = (typeof DAILY_MILK_KEYS)[number];
