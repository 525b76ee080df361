/**
 * Which festivals /festival lists. The page is built ahead of time, so "today" is the build day:
 * a festival shows while it runs and before it starts, and drops off at the first build after it ends.
 */
// festivals start and end on Indian days
import { indiaDay } from '../../lib/domain/money/india-time';
import { formatDate } from '../../lib/domain/i18n/t';
import type { Lang } from '../../lib/domain/i18n/langs';

export type FestivalStatus = 'upcoming' | 'live' | 'past';

/** Content dates are calendar days (YAML reads them as UTC midnight). */
const day = (d: Date) => d.toISOString().slice(0, 10);

export function festivalStatus(f: { starts: Date; ends: Date }, now: number): FestivalStatus {
  const today = indiaDay(now);
  if (today < day(f.starts)) return 'upcoming';
  if (today > day(f.ends)) return 'past';
  return 'live';
}

/** Running festivals first, then upcoming ones; each by display order, then start date; past ones are left out. */
export function listedFestivals<T extends { starts: Date; ends: Date; order?: number }>(
  festivals: T[],
  now: number,
): Array<T & { status: Exclude<FestivalStatus, 'past'> }> {
  const rank = { live: 0, upcoming: 1 } as const;
  return festivals
    .map((f) => ({ ...f, status: festivalStatus(f, now) }))
    .filter((f): f is T & { status: 'live' | 'upcoming' } => f.status !== 'past')
    .sort((a, b) => rank[a.status] - rank[b.status] || (a.order ?? 0) - (b.order ?? 0) || a.starts.getTime() - b.starts.getTime());
}

/** "25 October 2026 – 31 December 2026", month names in the page's language, Latin digits. */
export function festivalDates(f: { starts: Date; ends: Date }, lang: Lang = 'en'): string {
  const date = (d: Date) => formatDate(lang, d, { timeZone: 'UTC' });
  return `${date(f.starts)} – ${date(f.ends)}`;
}

/**
 * "Today" for the build: now, unless FESTIVAL_PREVIEW_DAY=YYYY-MM-DD asks for the page as it will be
 * (or was) built on that Indian day, so marketing can preview a festival before it starts and the e2e
 * suite checks the same festivals whatever the real date.
 */
export function festivalBuildTime(previewDay: string | undefined, now: number): number {
  if (!previewDay) return now;
  // midday in India; a day that does not exist (2027-02-30) does not come back as itself
  const at = /^\d{4}-\d{2}-\d{2}$/.test(previewDay) ? Date.parse(`${previewDay}T12:00:00+05:30`) : NaN;
  if (Number.isNaN(at) || indiaDay(at) !== previewDay) {
    throw new Error(`FESTIVAL_PREVIEW_DAY must be a date like 2027-01-12, not "${previewDay}"`);
  }
  return at;
}

/**
 * The days after the build on which /festival changes: a festival's first day (it goes from "coming
 * soon" to "on now") and the day after its last (it drops off). The build pre-renders the page as it
 * will be on each of them, so it switches at midnight IST without a rebuild.
 */
export function festivalSwitchDays(festivals: Array<{ starts: Date; ends: Date }>, builtAt: number): string[] {
  const built = indiaDay(builtAt);
  const next = (d: Date) => new Date(d.getTime() + 86_400_000);
  const days = festivals.flatMap((f) => [day(f.starts), day(next(f.ends))]).filter((d) => d > built);
  return [...new Set(days)].sort();
}

/** What the build emits for the Worker: the build day, the switch days, and whether it is a preview. */
export interface FestivalSchedule {
  built: string;
  switches: string[];
  /** a FESTIVAL_PREVIEW_DAY build stays on that day (it shows the page as on that day, whatever the clock) */
  preview: boolean;
}

/** The pre-rendered version of /festival to serve now: the last switch day reached, else the build's. */
export function festivalPageDay(schedule: FestivalSchedule, now: number): string {
  if (schedule.preview) return schedule.built;
  const today = indiaDay(now);
  return schedule.switches.filter((d) => d <= today).at(-1) ?? schedule.built;
}
