/**
 * Messages by language: t(lang, key, params). Server code (pages, API) imports this; islands get
 * only the few texts they show, picked on the server (texts()) and passed as a prop, so no island
 * carries the three catalogues.
 */
import { en, type Catalogue, type MessageKey } from './en';
import { hi } from './hi';
import { kn } from './kn';
import { fill, unfill } from './fill';
import { DEFAULT_LANG, type Lang } from './langs';
import { formatDateTime, hoursIn } from './format-date';
import { slotTimeLabel } from '../checkout/delivery-slots';

export type { Catalogue, MessageKey };

export const CATALOGUES: Record<Lang, Catalogue> = { en, kn, hi };

/** The text for a key in a language, with {name} filled from params; English if a text is missing. */
export function t(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  const text = CATALOGUES[lang]?.[key] || en[key];
  return fill(text, params);
}

/** The few texts an island shows, in the page's language. */
export function texts<K extends MessageKey>(lang: Lang, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, t(lang, k)])) as Record<K, string>;
}

const BY_ENGLISH = new Map<string, MessageKey>();
for (const [k, v] of Object.entries(en)) if (!BY_ENGLISH.has(v)) BY_ENGLISH.set(v, k as MessageKey);

/** English texts with {params} ("{name} is out of stock"), longest first so the most specific wins. */
let patterns: [MessageKey, string][] | null = null;
function englishPatterns() {
  patterns ??= (Object.entries(en) as [MessageKey, string][])
    .filter(([, v]) => /\{\w+\}/.test(v))
    .sort(([, a], [, b]) => b.length - a.length);
  return patterns;
}

/**
 * The catalogue key (and {params}) of a server message written in English, fixed or built by a
 * function ("Only {left} left in stock for {name}"); null for a text the catalogue does not hold.
 * The server calls this where it makes an answer, so a refusal carries its key as `code` and the
 * browser decides on that, never on the words (which come back in the shopper's language).
 */
export function serverTextKey(english: string): { key: MessageKey; params?: Record<string, string> } | null {
  const key = BY_ENGLISH.get(english);
  if (key) return { key };
  for (const [k, template] of englishPatterns()) {
    const params = unfill(template, english);
    if (params) return { key: k, params };
  }
  return null;
}

/**
 * A server message written in English (a ShopError's text, an answer's message) in the customer's
 * language when it is one of the catalogue's, fixed or with {params}; anything else stays as it is.
 */
export function translateServerText(lang: Lang, english: string): string {
  if (lang === DEFAULT_LANG) return english;
  const known = serverTextKey(english);
  if (!known) return english;
  // a param may itself be a catalogue text ("{reason}. Your payment will be refunded.")
  const params = known.params && Object.fromEntries(Object.entries(known.params).map(([n, v]) => [n, paramIn(lang, v)]));
  return t(lang, known.key, params);
}

/** A param of a server message in the language; a field name lower-cased mid-sentence ("a valid store") is found as its label. */
function paramIn(lang: Lang, english: string): string {
  const said = translateServerText(lang, english);
  if (said !== english || !/^[a-z]/.test(english)) return said;
  const key = BY_ENGLISH.get(english.charAt(0).toUpperCase() + english.slice(1));
  return key ? t(lang, key) : english;
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
