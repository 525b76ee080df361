/** Dates in a language, on its own so an island can format one without the catalogues t.ts carries. */
import type { Lang } from './langs';

/** Dates in the language's month names with Latin digits (24 ನವೆಂಬರ್ 2026). */
export function formatDate(lang: Lang, ms: number | Date, options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }): string {
  const tag = lang === 'en' ? 'en-IN' : `${lang}-IN`;
  return new Intl.DateTimeFormat(tag, { ...options, numberingSystem: 'latn' }).format(ms);
}
