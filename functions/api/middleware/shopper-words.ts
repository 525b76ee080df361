import type { MiddlewareHandler } from 'hono';
import { DEFAULT_LANG } from '../../../src/lib/domain/i18n/langs';
import { translateServerText } from '../../../src/lib/domain/i18n/t';
import type { AppEnv } from '../env';
import { shopperLang } from '../lang';

interface Said {
  message?: unknown;
  errors?: { message?: unknown }[];
}

/**
 * What the API says to a shopper, in their language (issue 19): the `message` of every answer (a
 * refusal, a zod problem, a "Success") and each `errors[].message`, read back from the English into
 * the catalogue (translateServerText), so a route cannot forget it. English answers pass untouched
 * (SPEC §8 word for word). Public, cacheable answers are left alone: a shared cache must not keep one
 * shopper's language for everyone.
 */
export function shopperWords(): MiddlewareHandler<AppEnv> {
  return async function shopperWords(c, next) {
    await next();
    const lang = shopperLang(c);
    if (lang === DEFAULT_LANG) return;
    const res = c.res;
    if (!res.headers.get('content-type')?.includes('application/json')) return;
    if (/\bpublic\b/.test(res.headers.get('cache-control') ?? '')) return;
    let body: Said;
    try {
      body = (await res.clone().json()) as Said;
    } catch {
      return;
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    let changed = false;
    const say = (text: unknown) => {
      if (typeof text !== 'string') return text;
      const said = translateServerText(lang, text);
      if (said !== text) changed = true;
      return said;
    };
    if ('message' in body) body.message = say(body.message);
    if (Array.isArray(body.errors)) body.errors = body.errors.map((e) => (e && typeof e === 'object' ? { ...e, message: say(e.message) } : e));
    if (!changed) return;
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    headers.set('content-language', lang);
    c.res = undefined as unknown as Response;
    c.res = new Response(JSON.stringify(body), { status: res.status, statusText: res.statusText, headers });
  };
}
