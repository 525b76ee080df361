/**
 * The store's three languages and how a page's address carries one: English at today's URLs (links
 * already shared keep working), Kannada under /kn/…, Hindi under /hi/…. Pure, so the Worker entry,
 * the page middleware, the API and the pages agree on it.
 */
import { safeReturn } from '../account/safe-return';

export const LANGS = ['en', 'kn', 'hi'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** The cookie that remembers a shopper's choice (set only by /lang, from the language switch). */
export const LANG_COOKIE = 'lang';

/** <html lang> and og:locale: the languages as spoken in India. */
export const HTML_LANG: Record<Lang, string> = { en: 'en-IN', kn: 'kn-IN', hi: 'hi-IN' };

/** Each language named in itself, for the switch. */
export const LANG_NAME: Record<Lang, string> = { en: 'English', kn: 'ಕನ್ನಡ', hi: 'हिन्दी' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The language of a page address and the English path it shows: /kn/cart → kn, /cart. */
export function splitLocale(pathname: string): { lang: Lang; path: string } {
  const m = /^\/(kn|hi)(?=\/|$)(.*)$/.exec(pathname);
  if (!m) return { lang: DEFAULT_LANG, path: pathname };
  return { lang: m[1] as Lang, path: m[2] || '/' };
}

/** An internal link in a language: localePath('kn', '/cart?x=1') → /kn/cart?x=1; English unchanged. */
export function localePath(lang: Lang, path: string): string {
  if (lang === DEFAULT_LANG || !path.startsWith('/') || path.startsWith('//')) return path;
  if (splitLocale(path).lang !== DEFAULT_LANG) return path;
  if (path === '/') return `/${lang}/`;
  if (path.startsWith('/?') || path.startsWith('/#')) return `/${lang}/${path.slice(1)}`;
  return `/${lang}${path}`;
}

/** The same page in another language: /kn/product-details-one/x → /hi/product-details-one/x. */
export function switchLocale(pathname: string, to: Lang): string {
  return localePath(to, splitLocale(pathname).path);
}

function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}

/** The language the shopper chose with the switch, if any. */
export function chosenLang(cookieHeader: string | null | undefined): Lang | null {
  const v = cookieValue(cookieHeader, LANG_COOKIE);
  return isLang(v) ? v : null;
}

/** The first of our languages the browser asks for (q order), or null. */
export function acceptedLang(acceptLanguage: string | null | undefined): Lang | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean);
      return { tag: (tag ?? '').trim().toLowerCase(), q: q ? Number(q[1]) : 1, i };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranked) {
    const base = r.tag.split('-')[0];
    if (isLang(base)) return base;
  }
  return null;
}

/**
 * A first visit (no choice made) whose browser prefers another of our languages than the page's:
 * the page OFFERS that language in a small banner, never redirects. Such pages are not kept in the
 * guest page cache (the banner is this visitor's).
 */
export function offeredLang(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
  pageLang: Lang,
): Lang | null {
  if (chosenLang(cookieHeader)) return null;
  const wanted = acceptedLang(acceptLanguage);
  return wanted && wanted !== pageLang ? wanted : null;
}

/**
 * The language for server messages (API errors, SMS, invoice labels): the shopper's choice (cookie),
 * else the language of our page that asked (a fetch from /kn/checkout answers in Kannada, one from
 * /checkout in English, whatever the browser's settings), else the browser's wish, else English.
 */
export function requestLang(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
  referer?: string | null,
  origin?: string,
): Lang {
  const chosen = chosenLang(cookieHeader);
  if (chosen) return chosen;
  if (referer && origin) {
    try {
      const from = new URL(referer);
      if (from.origin === origin) return splitLocale(from.pathname).lang;
    } catch {
      // not a URL: fall through to the browser's wish
    }
  }
  return acceptedLang(acceptLanguage) ?? DEFAULT_LANG;
}

/**
 * A shopper who chose Kannada or Hindi (the cookie), or who clicked an English link on one of our
 * Kannada or Hindi pages (a link an island or a form still writes in English), is taken to the same
 * page in their language. Accept-Language alone never redirects. Null when the page is already right.
 */
export function rememberedLangPath(
  cookieHeader: string | null | undefined,
  pathname: string,
  referer?: string | null,
  origin?: string,
): string | null {
  if (splitLocale(pathname).lang !== DEFAULT_LANG) return null;
  const chosen = chosenLang(cookieHeader) ?? refererLang(referer, origin);
  return chosen && chosen !== DEFAULT_LANG ? localePath(chosen, pathname) : null;
}

function refererLang(referer: string | null | undefined, origin: string | undefined): Lang | null {
  if (!referer || !origin) return null;
  try {
    const from = new URL(referer);
    return from.origin === origin ? splitLocale(from.pathname).lang : null;
  } catch {
    return null;
  }
}

/**
 * Where the language switch (/lang?to=kn&next=…) sends the shopper: the same page in `to`, with its
 * query, judged by the one safe-return rule once the prefix is on (else that language's home).
 */
export function switchTarget(next: string | null | undefined, to: Lang): string {
  const [path = '/', ...rest] = (next || '/').split('?');
  const query = rest.length ? `?${rest.join('?')}` : '';
  return safeReturn(switchLocale(path, to) + query, localePath(to, '/'));
}

/**
 * The remembered-language redirect's Location (the asked-for path and query in the chosen language),
 * judged by the one safe-return rule after the prefix is added; null when the page is already right.
 * The path is the one the browser asked for, so `//evil.example/` must not come back as a Location.
 */
export function rememberedLangLocation(
  cookieHeader: string | null | undefined,
  pathname: string,
  search: string,
  referer?: string | null,
  origin?: string,
): string | null {
  const path = rememberedLangPath(cookieHeader, pathname, referer, origin);
  if (!path) return null;
  const chosen = chosenLang(cookieHeader) ?? refererLang(referer, origin) ?? DEFAULT_LANG;
  return safeReturn(path + search, localePath(chosen, '/'));
}
