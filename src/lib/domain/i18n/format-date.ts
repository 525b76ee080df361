/**
 * Dates and times in a language, on their own so an island can format one without the catalogues
 * t.ts carries. Issue 34: a Kannada or Hindi page wrote one date four ways (27-11-2026, "ಶನಿ, 28
 * ನವೆಂ", "ನವೆಂಬರ್ 28, 2026", "11:15 pm IST"). Now each reads one way, day, month name, year, with
 * Latin digits: "28 ನವೆಂಬರ್ 2026", "28 नवंबर 2026" (a weekday in front where the day matters:
 * "ಶನಿವಾರ, 28 ನವೆಂಬರ್ 2026"), built from Intl's month and weekday names only, because the engines
 * order the parts differently (Node's ICU wrote "ನವೆಂಬರ್ 28, 2026", Chromium another).
 */
import type { Lang } from './langs';

export interface DateWords {
  /** put the weekday's name in front */
  weekday?: boolean;
  /** the calendar the moment is read in; the slots' days are already Indian days (UTC midnight) */
  timeZone?: string;
}

const IST = 'Asia/Kolkata';
const formats = new Map<string, Intl.DateTimeFormat>();
function format(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat(tag, { ...options, numberingSystem: 'latn' })));
  return f;
}

const tagOf = (lang: Lang) => (lang === 'en' ? 'en-IN' : `${lang}-IN`);

/** "28 ನವೆಂಬರ್ 2026", "28 नवंबर 2026", "28 November 2026"; with `weekday`, "ಶನಿವಾರ, 28 ನವೆಂಬರ್ 2026". */
export function formatDate(lang: Lang, ms: number | Date, words: DateWords = {}): string {
  const timeZone = words.timeZone ?? IST;
  const tag = tagOf(lang);
  const parts = Object.fromEntries(
    format('en-IN', { day: 'numeric', year: 'numeric', month: 'numeric', timeZone })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  const month = format(tag, { month: 'long', timeZone }).format(ms);
  const date = `${parts.day} ${month} ${parts.year}`;
  return words.weekday ? `${format(tag, { weekday: 'long', timeZone }).format(ms)}, ${date}` : date;
}

/** The weekday's name alone ("ಸೋಮವಾರ"): enough for a day of the checkout's next four. */
export function formatWeekday(lang: Lang, ms: number | Date, timeZone = IST): string {
  return format(tagOf(lang), { weekday: 'long', timeZone }).format(ms);
}

export type DayPartKey = 'time.morning' | 'time.afternoon' | 'time.evening' | 'time.night';

/** The part of the day a clock time falls in, as Kannada and Hindi name the hours: 4–12, 12–16, 16–20, 20–4. */
export function dayPartOf(minute: number): DayPartKey {
  const h = Math.floor(minute / 60) % 24;
  if (h >= 4 && h < 12) return 'time.morning';
  if (h >= 12 && h < 16) return 'time.afternoon';
  if (h >= 16 && h < 20) return 'time.evening';
  return 'time.night';
}

/** "7", "11:30" on the 12-hour dial */
export function dial(minute: number): string {
  const h = Math.floor(minute / 60) % 24;
  const m = minute % 60;
  return `${h % 12 === 0 ? 12 : h % 12}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/** A clock time the way a Kannada or Hindi speaker says it: "ರಾತ್ರಿ 11:15", "सुबह 7". */
export function clockIn(minute: number, say: (key: DayPartKey) => string): string {
  return `${say(dayPartOf(minute))} ${dial(minute)}`;
}

/**
 * A slot's hours: "ಬೆಳಿಗ್ಗೆ 7–9", "सुबह 11–दोपहर 1". The end belongs to the part of the day its last
 * minute is in (a slot ending at noon is still a morning one).
 */
export function hoursIn(start: number, end: number, say: (key: DayPartKey) => string): string {
  const from = dayPartOf(start);
  const to = dayPartOf(end - 1);
  return from === to ? `${say(from)} ${dial(start)}–${dial(end)}` : `${say(from)} ${dial(start)}–${say(to)} ${dial(end)}`;
}

/** Minutes since midnight on the Indian clock. */
export function istMinuteOf(ms: number): number {
  const parts = Object.fromEntries(
    format('en-GB', { hour: 'numeric', minute: 'numeric', hourCycle: 'h23', timeZone: IST })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/** A moment in Kannada or Hindi: "28 ನವೆಂಬರ್ 2026, ರಾತ್ರಿ 11:15". */
export function formatDateTime(lang: Lang, ms: number, say: (key: DayPartKey) => string): string {
  return `${formatDate(lang, ms)}, ${clockIn(istMinuteOf(ms), say)}`;
}
