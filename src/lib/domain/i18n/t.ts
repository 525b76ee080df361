/**
 * Messages by language: t(lang, key, params). Server code (pages, API) imports this; islands get
 * only the few texts they show, picked on the server (texts()) and passed as a prop, so no island
 * carries the three catalogues.
 */
import { en, type Catalogue, type MessageKey } from './en';
import { hi } from './hi';
import { kn } from './kn';
import { fill } from './fill';
import { DEFAULT_LANG, type Lang } from './langs';

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

/**
 * A server message written in English (a ShopError's text) in the customer's language, when it is
 * one of the catalogue's; anything else (a message with a product's name in it) stays as it is.
 */
export function translateServerText(lang: Lang, english: string): string {
  if (lang === DEFAULT_LANG) return english;
  const key = BY_ENGLISH.get(english);
  return key ? t(lang, key) : english;
}

export { formatDate } from './format-date';
