/**
 * Messages by language: t(lang, key, params). The texts are messages/{en,kn,hi}.json, compiled by
 * Paraglide JS (npm run messages) to one function per message and language; server code (pages,
 * API) says them through here. Islands get only the few texts they show, picked on the server
 * (texts()) and passed as a prop, so no island carries the catalogues.
 */
import * as compiled from '../../../paraglide/messages/_index.js';
import type { Catalogue, MessageKey } from './en';
import { isSaid, type Said } from './said';
import type { Lang } from './langs';
import { formatDateTime, hoursIn } from './format-date';
import { slotTimeLabel } from '../checkout/delivery-slots';

export type { Catalogue, MessageKey };

/** A compiled message: reads each {name} from its inputs, in the language asked for. */
type CompiledMessage = (inputs: never, options: { locale: Lang }) => string;
const MESSAGES: Record<MessageKey, CompiledMessage> = compiled;

/**
 * A message's inputs: the params given, and "{name}" for a name not given, so a text keeps the
 * placeholders the caller leaves for later (an island fills {left} in the browser; texts() below).
 */
function inputs(params: Record<string, string | number> = {}): never {
  const given = (name: string | symbol) => typeof name === 'string' && Object.hasOwn(params, name);
  return new Proxy(params, { get: (_, name) => (given(name) ? params[name as string] : `{${String(name)}}`) }) as never;
}

/** The text for a key in a language, with {name} filled from params; English if a text is empty. */
export function t(lang: Lang, key: MessageKey, params?: Record<string, string | number>): string {
  const say = MESSAGES[key];
  return say(inputs(params), { locale: lang }) || say(inputs(params), { locale: 'en' });
}

/** Whether a string is a catalogue key (a schema rule's message is one; i18n/said-rule.ts). */
export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(MESSAGES, text);
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
