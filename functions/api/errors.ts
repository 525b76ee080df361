import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MSG } from '../../src/lib/domain/messages';
import { codeOf, say } from './lang';

/** A refusal the shopper should read: becomes { status: 0, message } with the given HTTP status. */
export class ShopError extends Error {
  constructor(
    message: string,
    readonly httpStatus: ContentfulStatusCode = 400,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function onError(err: Error, c: Context) {
  if (err instanceof ShopError) {
    // a hint beside the refusal (English from the catalogue) is said in the reader's language too, with its key
    const hint = typeof err.extra.hint === 'string' ? { hint: say(c, err.extra.hint), hint_code: codeOf(err.extra.hint) } : {};
    return c.json({ status: 0, code: codeOf(err.message), message: say(c, err.message), ...err.extra, ...hint }, err.httpStatus);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const message = status === 400 ? 'Invalid request body' : err.message || MSG.generic;
    return c.json({ status: 0, code: codeOf(message), message: say(c, message) }, status);
  }
  console.error('unhandled', err);
  return c.json({ status: 0, code: codeOf(MSG.generic), message: say(c, MSG.generic) }, 500);
}
