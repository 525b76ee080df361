import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isSaid, said, type Said } from '../../src/lib/domain/i18n/said';
import { refusal, say } from './lang';
import { sayIn } from '../../src/lib/domain/i18n/t';
import { DEFAULT_LANG } from '../../src/lib/domain/i18n/langs';

/**
 * A refusal the shopper should read: becomes { status: 0, code: key, message } with the given HTTP
 * status. `extra.hint`, when a said message, is said beside it with its key as `hint_code`.
 */
export class ShopError extends Error {
  constructor(
    readonly said: Said,
    readonly httpStatus: ContentfulStatusCode = 400,
    readonly extra: Record<string, unknown> = {},
  ) {
    // English words for logs and stack traces; the answer is said from `said`, in the reader's
    // language, where it is made (onError): nothing reads this text back
    super(sayIn(DEFAULT_LANG, said));
  }
}

export function onError(err: Error, c: Context) {
  if (err instanceof ShopError) {
    const { hint, ...extra } = err.extra;
    const beside = isSaid(hint) ? { hint: say(c, hint), hint_code: hint.key } : hint === undefined ? {} : { hint };
    return c.json(refusal(c, err.said, { ...extra, ...beside }), err.httpStatus);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return c.json(refusal(c, said(status === 400 ? 'srv.form.invalidBody' : 'generic')), status);
  }
  console.error('unhandled', err);
  return c.json(refusal(c, said('generic')), 500);
}
