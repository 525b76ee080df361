/**
 * The page's language and its English path, for layouts and components: the middleware sets
 * Astro.locals.lang on server-rendered pages; pre-rendered copies (/kn/terms) read it from their address.
 * Not Astro.currentLocale: on /kn/… it names the English route the middleware rewrote to ('en'),
 * see docs/i18n-routing.md.
 */
import { LANGS, localePath, splitLocale, type Lang } from '../lib/domain/i18n/langs';

interface AstroLike {
  locals: Partial<App.Locals>;
  url: URL;
  originPathname?: string;
}

export function pageLang(astro: AstroLike): { lang: Lang; path: string; href: (path: string) => string } {
  const { lang: fromPath, path } = splitLocale(astro.originPathname || astro.url.pathname);
  const lang = astro.locals.lang ?? fromPath;
  return { lang, path, href: (p: string) => localePath(lang, p) };
}

/** The switch's link: remembers the choice (cookie) and comes back to this page in that language. */
export function switchHref(to: Lang, currentPath: string, search = ''): string {
  return `/lang?to=${to}&next=${encodeURIComponent(currentPath + search)}`;
}

/** getStaticPaths of the pre-rendered pages' Kannada and Hindi copies (English keeps its own file). */
export const OTHER_LANG_PATHS = LANGS.filter((l) => l !== 'en').map((lang) => ({ params: { lang } }));
