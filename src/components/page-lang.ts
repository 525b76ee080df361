/**
 * The page's language and its English path, for layouts and components. Shop pages live under
 * src/pages/[lang]/ (English ones reached through the middleware's rewrite of /cart to /en/cart), so
 * Astro.currentLocale names the page's language and getRelativeLocaleUrl makes its links
 * (docs/i18n-routing.md).
 */
import { getRelativeLocaleUrl } from 'astro:i18n';
import { DEFAULT_LANG, LANGS, isLang, splitLocale, type Lang } from '../lib/domain/i18n/langs';

interface AstroLike {
  currentLocale: string | undefined;
  url: URL;
  /** the address the shopper asked for: Astro.url is /en/cart on the English page at /cart */
  originPathname?: string;
}

export function pageLang(astro: AstroLike): { lang: Lang; path: string; href: (path: string) => string } {
  const lang = isLang(astro.currentLocale) ? astro.currentLocale : DEFAULT_LANG;
  const { path } = splitLocale(astro.originPathname || astro.url.pathname);
  return { lang, path, href: (p: string) => getRelativeLocaleUrl(lang, p) };
}

/** The switch's link: remembers the choice (cookie) and comes back to this page in that language. */
export function switchHref(to: Lang, currentPath: string, search = ''): string {
  return `/lang?to=${to}&next=${encodeURIComponent(currentPath + search)}`;
}

/** getStaticPaths of the pre-rendered pages' Kannada and Hindi copies (English keeps its own file). */
export const OTHER_LANG_PATHS = LANGS.filter((l) => l !== DEFAULT_LANG).map((lang) => ({ params: { lang } }));
