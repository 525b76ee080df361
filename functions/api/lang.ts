import type { Context } from 'hono';
import { requestLang, type Lang } from '../../src/lib/domain/i18n/langs';

/** The customer's language for what the API says (issue 19): see requestLang for how it is chosen. */
export function shopperLang(c: Context): Lang {
  return requestLang(c.req.header('cookie'), c.req.header('accept-language'), c.req.header('referer'), new URL(c.req.url).origin);
}
