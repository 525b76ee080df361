/** Day labels for the "Daily milk" island, in the page's locale ("Wed, 2 Dec"; Kannada and Hindi by Intl). */
/** "December 2026" for 'YYYY-MM', in the page's locale. */
export function monthLabel(locale: string, month: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

export function dayLabel(locale: string, day: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
