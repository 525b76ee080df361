/**
 * Messages by language: t(lang, key, params). Server code (pages, API) imports this; islands get
 * only the few texts they show, picked on the server (texts()) and passed as a prop, so no island
 * carries the three catalogues.
 */
import { en, type Catalogue, type MessageKey } from './en';
import { hi } from './hi';
import { kn } from './kn';
import { fill } from './fill';
import { isSaid, type Said } from './said';
import type { Lang } from './langs';
import { formatDateTime, hoursIn } from './format-date';
import { slotTimeLabel } from '../checkout/delivery-slots';

export type { Catalogue, MessageKey };

export const CATALOGUES: Record<Lang, Catalogue> = { en, kn, hi };

/** The text for a key in a language, with {name} filled from params; English if a text is missing. */
export function t(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  const text = CATALOGUES[lang]?.[key] || en[key];
  return fill(text, params);
}

/** Whether a string is a catalogue key (a schema rule's message is one; i18n/said-rule.ts). */
export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(en, text);
}

/** A said message in a language; a param that is itself a said message is put into the same language. */
export function sayIn(lang: Lang, message: Said): string {
  const params = message.params && Object.fromEntries(Object.entries(message.params).map(([n, v]) => [n, isSaid(v) ? sayIn(lang, v) : v]));
  const text = t(lang, message.key, params);
  return message.lower ? text.toLowerCase() : text;
}

/** The few texts an island shows, in the page's language. */
export function texts<K extends MessageKey>(lang: Lang, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, t(lang, k)])) as Record<K, string>;
}

export { formatDate } from './format-date';

/** A moment as the language says it (Kannada and Hindi: "28 ನವೆಂಬರ್ 2026, ರಾತ್ರಿ 11:15"); English callers keep their own. */
export function dateTimeIn(lang: Lang, ms: number): string {
  return formatDateTime(lang, ms, (k) => t(lang, k));
}

/** A slot's hours in the language: "7–9 AM", "ಬೆಳಿಗ್ಗೆ 7–9", "सुबह 7–9". */
export function slotHoursIn(lang: Lang, start: number, end: number): string {
  return lang === 'en' ? slotTimeLabel(start, end) : hoursIn(start, end, (k) => t(lang, k));
}
