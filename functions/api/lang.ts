import type { Context } from 'hono';
import { requestLang, type Lang } from '../../src/lib/domain/i18n/langs';
import { serverTextKey, translateServerText } from '../../src/lib/domain/i18n/t';

/** The customer's language for what the API says (issue 19): see requestLang for how it is chosen. */
export function shopperLang(c: Context): Lang {
  return requestLang(c.req.header('cookie'), c.req.header('accept-language'), c.req.header('referer'), new URL(c.req.url).origin);
}

/**
 * An English message of the API in the shopper's language, said where the answer is made (a
 * catalogue text, fixed or with {params}); anything else stays as it is, English answers untouched.
 */
export function say(c: Context, english: string): string {
  return translateServerText(shopperLang(c), english);
}

/**
 * The catalogue key of an English message the API is about to say, for the answer's `code`: what
 * the browser branches on (the words are in the shopper's language). Undefined for a text outside
 * the catalogue (a provider's own reason).
 */
export function codeOf(english: string): string | undefined {
  return serverTextKey(english)?.key;
}

/**
 * A refusal a route writes itself ({ status: 0, code, message }, plus any extra fields), said in the
 * shopper's language with the catalogue key as its code, like ShopError's.
 */
export function refusal(c: Context, english: string, extra: Record<string, unknown> = {}) {
  return { status: 0 as const, code: codeOf(english), message: say(c, english), ...extra };
}
