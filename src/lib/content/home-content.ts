/**
 * Home banner slides and ad tiles as marketing edits them (src/content/home-slides, src/content/ad-tiles,
 * through `npm run cms`). The files are bundled at build, so neither the home page nor the SPEC §7
 * slider / sliderBelow / homeAds API reads D1 for them, and both always agree. Their shape and
 * guard rails are checked by the content collections (src/content.config.ts) in the same build.
 * Slides with dates are picked per request by the Indian day, so a festival slide appears and goes
 * at midnight IST without a rebuild.
 */
import type { Ad, Slide } from '../domain/types';
import type { HomePicture } from '../domain/content/home-picture';
import type { Lang } from '../domain/i18n/langs';

/** A slide's own words and pictures in Kannada or Hindi; any part left out shows the English one. */
interface SlideWords {
  title?: string | null;
  photo?: string | null;
  mobile?: string | null;
}

/** An ad tile pair's words and pictures in Kannada or Hindi; any part left out shows the English one. */
interface AdTileWords {
  title1?: string | null;
  image1?: string | null;
  title2?: string | null;
  image2?: string | null;
}

type OtherLang = Exclude<Lang, 'en'>;

interface SlideFile {
  title: string;
  place: 'main' | 'below';
  order: number;
  photo: string;
  mobile?: string | null;
  link?: string;
  shows_from?: string | null;
  shows_until?: string | null;
  kn?: SlideWords | null;
  hi?: SlideWords | null;
}

interface AdTileFile {
  name: string;
  order: number;
  image1: string;
  title1: string;
  link1?: string;
  image2: string;
  title2: string;
  link2?: string;
  kn?: AdTileWords | null;
  hi?: AdTileWords | null;
}

/** A translated field, or the English one when the editor left it empty (never an empty alt text or picture). */
const or = (own: string | null | undefined, english: string) => (own && own.trim() ? own : english);

/** A slide as the shopper reads it in `lang`: its own words and pictures, English where there are none. */
export function slideIn(f: SlideFile, lang: Lang): SlideFile {
  const own = lang === 'en' ? undefined : f[lang as OtherLang];
  if (!own) return f;
  return {
    ...f,
    title: or(own.title, f.title),
    photo: or(own.photo, f.photo),
    mobile: own.mobile && own.mobile.trim() ? own.mobile : f.mobile,
  };
}

/** An ad tile pair as the shopper reads it in `lang`, English where it has no translation. */
export function adTileIn(a: AdTileFile, lang: Lang): AdTileFile {
  const own = lang === 'en' ? undefined : a[lang as OtherLang];
  if (!own) return a;
  return {
    ...a,
    title1: or(own.title1, a.title1),
    image1: or(own.image1, a.image1),
    title2: or(own.title2, a.title2),
    image2: or(own.image2, a.image2),
  };
}

const byFile = <T extends { order: number }>(files: Record<string, T>) =>
  Object.entries(files)
    .sort(([a, x], [b, y]) => x.order - y.order || a.localeCompare(b))
    .map(([, data]) => data);

/**
 * Vite (astro build, vitest) turns these globs into the files' contents at build. A plain esbuild
 * bundle of the API (tests/support/order-helpers.ts, for races inside workerd) has no
 * import.meta.glob: there the API simply has no slides, which those tests do not read.
 */
function contentFiles<T>(read: () => Record<string, T>): Record<string, T> {
  try {
    return read();
  } catch {
    return {};
  }
}

/**
 * The uploaded pictures, resized and converted at build (src/lib/cms/picture-variants.ts; the files
 * name them relative to src/content/<collection>). Without that plugin (vitest) an import is the
 * file's URL, which is all the API needs.
 */
const PICTURE_FILES = contentFiles(() =>
  import.meta.glob<HomePicture | string>(
    [
      '/src/assets/home-slides/**/*.{png,jpg,jpeg,webp,avif,svg,PNG,JPG,JPEG,WEBP}',
      '/src/assets/ad-tiles/**/*.{png,jpg,jpeg,webp,avif,svg,PNG,JPG,JPEG,WEBP}',
    ],
    {
      eager: true,
      import: 'default',
      query: '?home-picture',
    },
  ),
);

const asPicture = (p: HomePicture | string): HomePicture => (typeof p === 'string' ? { src: p, width: 0, height: 0, sources: [] } : p);

/** The picture a content file names (`../../assets/home-slides/x/photo.png`); a plain URL passes through. */
export function homePicture(path: string): HomePicture {
  if (!path.startsWith('../')) return { src: path, width: 0, height: 0, sources: [] };
  const found = PICTURE_FILES[`/src/${path.replace(/^(\.\.\/)+/, '')}`];
  return found ? asPicture(found) : { src: '', width: 0, height: 0, sources: [] };
}

/** The resized picture set behind a shown URL (Banner.astro's <source>s), or none for a plain URL. */
export function pictureAt(src: string): HomePicture | undefined {
  if (!src) return undefined;
  for (const p of Object.values(PICTURE_FILES)) {
    const picture = asPicture(p);
    if (picture.src === src) return picture;
  }
  return undefined;
}

const SLIDE_FILES = byFile(
  contentFiles(() => import.meta.glob<SlideFile>('/src/content/home-slides/*.json', { eager: true, import: 'default' })),
);
const AD_FILES = byFile(
  contentFiles(() => import.meta.glob<AdTileFile>('/src/content/ad-tiles/*.json', { eager: true, import: 'default' })),
);

/** The calendar day in India (YYYY-MM-DD). */
const indiaDay = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);

/** Whether a slide shows on the Indian day of `now` (both dates inclusive, either may be open). */
export function showsOn(s: Pick<SlideFile, 'shows_from' | 'shows_until'>, now: number): boolean {
  const today = indiaDay(now);
  return (!s.shows_from || s.shows_from <= today) && (!s.shows_until || today <= s.shows_until);
}

/**
 * SPEC §7 slide shape; ids number the files in display order (main first), stable within a build.
 * The home page in Kannada or Hindi passes its language; the API (and English home) shows English.
 */
export function slidesFrom(files: SlideFile[], place: 'main' | 'below', now: number, lang: Lang = 'en'): Slide[] {
  return files
    .map((f, i) => ({ f: slideIn(f, lang), id: i + 1 }))
    .filter(({ f }) => f.place === place && showsOn(f, now))
    .map(({ f, id }) => ({
      id,
      photo: homePicture(f.photo).src,
      mobile: f.mobile ? homePicture(f.mobile).src : '',
      title: f.title,
      link: f.link || '/',
    }));
}

export const homeSlides = (place: 'main' | 'below', now: number, lang: Lang = 'en'): Slide[] => slidesFrom(SLIDE_FILES, place, now, lang);

export const homeAds = (lang: Lang = 'en'): Ad[] => adsFrom(AD_FILES, lang);

export const adsFrom = (files: AdTileFile[], lang: Lang = 'en'): Ad[] =>
  files
    .map((f) => adTileIn(f, lang))
    .map((a, i) => ({
      id: i + 1,
      image1: homePicture(a.image1).src,
      image2: homePicture(a.image2).src,
      link1: a.link1 || '/',
      link2: a.link2 || '/',
      title1: a.title1,
      title2: a.title2,
    }));

/** How a page writes a path in its own language (pageLang's href). */
type Href = (path: string) => string;

/** The home page's slides in its language, leading to pages in that language (the API keeps English links). */
export const pageSlides = (place: 'main' | 'below', now: number, lang: Lang, href: Href): Slide[] =>
  homeSlides(place, now, lang).map((s) => ({ ...s, link: href(s.link) }));

/** The home page's ad tiles in its language, leading to pages in that language. */
export const pageAds = (lang: Lang, href: Href): Ad[] => homeAds(lang).map((a) => ({ ...a, link1: href(a.link1), link2: href(a.link2) }));
