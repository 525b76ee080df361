import type { Context } from 'hono';
import { requestLang, type Lang } from '../../src/lib/domain/i18n/langs';
import type { Said } from '../../src/lib/domain/i18n/said';
import { sayIn, type MessageKey } from '../../src/lib/domain/i18n/t';

/** The customer's language for what the API says (issue 19): see requestLang for how it is chosen. */
export function shopperLang(c: Context): Lang {
  return requestLang(c.req.header('cookie'), c.req.header('accept-language'), c.req.header('referer'), new URL(c.req.url).origin);
}

/** A said message in the shopper's language, put into words here where the answer is made. */
export function say(c: Context, message: Said): string {
  return sayIn(shopperLang(c), message);
}

/**
 * A refusal a route writes itself ({ status: 0, code, message }, plus any extra fields): the key is
 * the code the browser branches on, the words are in the shopper's language, like ShopError's.
 */
export function refusal(c: Context, message: Said, extra: Record<string, unknown> = {}) {
  return { status: 0 as const, code: message.key, message: say(c, message), ...extra };
}

/** A rule's said message (a schema's, a catalogue-console or CSV rule) as an answer's code and words in the shopper's language. */
export function sayRule(c: Context, message: Said): { code: MessageKey; message: string } {
  return { code: message.key, message: say(c, message) };
}
