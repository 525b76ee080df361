/**
 * The shop runs on India time: invoices' financial year, order numbers, the staff queue's day filter
 * and festival days all follow the Indian calendar, whatever zone the server or browser is in. IST is
 * UTC+5:30 all year (India has no daylight saving), so a fixed offset is exact.
 */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

export const DAY_MS = 24 * 60 * 60_000;

/** The instant moved so that its getUTC* fields read India's wall clock (read only those). */
export function indiaClock(at: number): Date {
  return new Date(at + IST_OFFSET_MS);
}

/** The calendar day in India (YYYY-MM-DD). */
export function indiaDay(at: number): string {
  return indiaClock(at).toISOString().slice(0, 10);
}

/** [start, end) in epoch ms of an Indian calendar day given as YYYY-MM-DD. */
export function indiaDayBounds(day: string): [number, number] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const start = Date.UTC(y, m - 1, d) - IST_OFFSET_MS;
  return [start, start + DAY_MS];
}
