/**
 * Guard rails for what marketing publishes (festival pages, home slides, ad tiles, festival deals).
 * The content loaders (src/content.config.ts) run these on every build, so a typo, a missing
 * picture or a clash fails the build with a message naming the file, instead of reaching shoppers.
 * Pure: the catalogue and the file check are passed in, so unit tests need no build.
 */

import {
  type BannerPictures,
  type CatalogueProduct,
  type Day,
  dealClashVerdicts,
  dealVerdict,
  daysVerdict,
  dmy,
  focusVerdict,
  phoneFallbackNote,
  productVerdict,
} from './festival-verdicts';

export interface Catalogue {
  /** product slug → name and selling price (paise) */
  products: Map<string, CatalogueProduct>;
  categories: Set<string>;
}

export interface FestivalForRules {
  id: string;
  name: string;
  status: 'draft' | 'published';
  starts: Day;
  ends: Day;
  /** `phone`: the optional picture for phones; `focus`: the focal point both cuts keep (banner-crop.ts) */
  banners: Array<{ src: string; alt: string; phone?: string | null; focus?: unknown }>;
  products: string[];
  category?: string;
  deals: Array<{ product: string; price: number | null; units: number | null }>;
  /** banner pictures of its Kannada / Hindi words, uploaded the same way */
  translated?: string[];
  /** its Kannada / Hindi banners, in the English banners' order (for the phone picture notes) */
  own?: { kn?: BannerPictures[]; hi?: BannerPictures[] };
}

export interface SlideForRules {
  id: string;
  title: string;
  place: string;
  order: number;
  photo: string;
  mobile?: string;
  shows_from?: Day;
  shows_until?: Day;
  /** pictures of its Kannada / Hindi version, uploaded the same way */
  translated?: string[];
}

export interface AdTileForRules {
  id: string;
  image1: string;
  image2: string;
  title1: string;
  title2: string;
  /** pictures of its Kannada / Hindi version, uploaded the same way */
  translated?: string[];
}

const isoDay = (v: unknown): Day => (v instanceof Date ? v.toISOString().slice(0, 10) : typeof v === 'string' ? v.trim() : '');

/**
 * A festival file's first and last day as YYYY-MM-DD: the editor writes them as one field
 * (`days: { starts, ends }`), older files as `starts` and `ends`; YAML may read either as a Date.
 */
export function festivalDays(d: Record<string, unknown>): { starts: Day; ends: Day } {
  const days = (d.days ?? {}) as Record<string, unknown>;
  return { starts: isoDay(days.starts ?? d.starts), ends: isoDay(days.ends ?? d.ends) };
}

const blank = (s: string | undefined) => !s || s.trim().length === 0;

/** Problems with one festival file; drafts are only held to what the page could not show at all. */
export function festivalProblems(f: FestivalForRules, catalogue: Catalogue, fileExists: (src: string) => boolean): string[] {
  const at = `Festival "${f.name}" (src/content/festivals/${f.id})`;
  const problems: string[] = [];
  const days = daysVerdict(f.starts || null, f.ends || null);
  if (days) problems.push(`${at}: ${days}`);
  if (f.banners.length === 0) problems.push(`${at}: add at least one banner picture`);
  f.banners.forEach((b, i) => {
    if (blank(b.src)) problems.push(`${at}: banner ${i + 1} has no picture`);
    else if (!fileExists(b.src)) problems.push(`${at}: banner ${i + 1} picture ${b.src} is missing`);
    if (blank(b.alt)) problems.push(`${at}: banner ${i + 1} needs alt text (what the picture shows, for shoppers who cannot see it)`);
    if (b.phone && !blank(b.phone) && !fileExists(b.phone))
      problems.push(`${at}: banner ${i + 1} picture for phones ${b.phone} is missing`);
    const focus = focusVerdict(b.focus);
    if (focus) problems.push(`${at}: banner ${i + 1}: ${focus}`);
  });
  for (const src of f.translated ?? []) if (!fileExists(src)) problems.push(`${at}: translated banner picture ${src} is missing`);
  if (f.status === 'draft') return problems;
  for (const slug of f.products) {
    const verdict = productVerdict(slug, catalogue.products);
    if (verdict) problems.push(`${at}: ${verdict}`);
  }
  if (f.category && !catalogue.categories.has(f.category)) problems.push(`${at}: unknown category "${f.category}"`);
  if (f.products.length === 0 && !f.category) problems.push(`${at}: pick some products or a category`);
  for (const d of f.deals) {
    const verdict = dealVerdict(d, catalogue.products);
    if (verdict) problems.push(`${at}: ${verdict}`);
  }
  for (const twice of twiceOnDeal(f, catalogue)) problems.push(`${at}: ${twice.message}`);
  return problems;
}

/**
 * What a festival falls back to without saying so in the page: a Kannada or Hindi banner cut for
 * phones from its own banner where the English one has a picture for phones. Logged by the build
 * (checked-loader.ts), not refused.
 */
export function festivalNotes(f: FestivalForRules): string[] {
  const at = `Festival "${f.name}" (src/content/festivals/${f.id})`;
  return (
    [
      ['Kannada', f.own?.kn],
      ['Hindi', f.own?.hi],
    ] as const
  ).flatMap(([language, own]) =>
    f.banners.flatMap((b, i) => {
      const note = phoneFallbackNote(language, i, b, own?.[i]);
      return note ? [`${at}: ${note}`] : [];
    }),
  );
}

/** A product with two deal rows in one festival: two prices on the same days. */
export function twiceOnDeal(f: FestivalForRules, catalogue: Catalogue): Array<{ product: string; message: string }> {
  const seen = new Set<string>();
  return f.deals.flatMap((d) => {
    const product = catalogue.products.get(d.product);
    const twice = product && seen.has(d.product);
    seen.add(d.product);
    return twice ? [{ product: d.product, message: `${product.name} has two deals; keep one` }] : [];
  });
}

const overlaps = (a: { from: Day; until: Day }, b: { from: Day; until: Day }) => a.from <= b.until && b.from <= a.until;

/** Two published festivals may not put the same product on deal on the same day: which price would win? */
export function dealClashes(festivals: FestivalForRules[], catalogue: Catalogue): string[] {
  return dealClashList(festivals, catalogue).map((c) => c.message);
}

/** Each deal clash with the product and the two festivals it concerns (the editor's calendar marks them). */
export function dealClashList(
  festivals: FestivalForRules[],
  catalogue: Catalogue,
): Array<{ product: string; festivals: [string, string]; message: string }> {
  const live = festivals.filter((f) => f.status === 'published');
  // each pair once: a festival is checked against the ones after it, one deal at a time
  return live.flatMap((f, i) =>
    live.slice(i + 1).flatMap((other) =>
      f.deals.flatMap((d) =>
        dealClashVerdicts({ ...f, deals: [d] }, [other], catalogue.products).map((message) => ({
          product: d.product,
          festivals: [f.id, other.id] as [string, string],
          message,
        })),
      ),
    ),
  );
}

const FAR_PAST = '0000-01-01';
const FAR_FUTURE = '9999-12-31';

/**
 * Home slides: every picture exists and has a title (its alt text), dates run forwards, and two
 * slides in the same place may share an order number only if they never show on the same day
 * (a festival slide can take the place of another for its days, but not both at once).
 */
export function slideProblems(slides: SlideForRules[], fileExists: (src: string) => boolean): string[] {
  const problems: string[] = [];
  for (const s of slides) {
    const at = `Home slide "${s.title}" (src/content/home-slides/${s.id})`;
    if (blank(s.title)) problems.push(`${at}: needs a title (it is the picture's alt text)`);
    if (blank(s.photo)) problems.push(`${at}: has no picture`);
    else if (!fileExists(s.photo)) problems.push(`${at}: picture ${s.photo} is missing`);
    if (s.mobile && !fileExists(s.mobile)) problems.push(`${at}: phone picture ${s.mobile} is missing`);
    for (const src of s.translated ?? []) if (!fileExists(src)) problems.push(`${at}: translated picture ${src} is missing`);
    if (s.shows_from && s.shows_until && s.shows_until < s.shows_from) {
      problems.push(`${at}: "show until" ${s.shows_until} is before "show from" ${s.shows_from}`);
    }
  }
  return [...problems, ...slideClashes(slides).map((c) => c.message)];
}

/** Two slides in one place and position on the same days (the editor's calendar marks them). */
export function slideClashes(slides: SlideForRules[]): Array<{ slides: [string, string]; message: string }> {
  const clashes: Array<{ slides: [string, string]; message: string }> = [];
  for (let i = 0; i < slides.length; i++) {
    for (let j = i + 1; j < slides.length; j++) {
      const a = slides[i]!;
      const b = slides[j]!;
      if (a.place !== b.place || a.order !== b.order) continue;
      const wa = { from: a.shows_from ?? FAR_PAST, until: a.shows_until ?? FAR_FUTURE };
      const wb = { from: b.shows_from ?? FAR_PAST, until: b.shows_until ?? FAR_FUTURE };
      if (overlaps(wa, wb)) {
        clashes.push({
          slides: [a.id, b.id],
          message: `Home slides "${a.title}" and "${b.title}" are both at ${a.place === 'main' ? 'the main banner' : 'the offer row'} position ${a.order} ${overlapText(wa, wb)}: change the order or the days of one of them`,
        });
      }
    }
  }
  return clashes;
}

function overlapText(a: { from: Day; until: Day }, b: { from: Day; until: Day }): string {
  const from = a.from > b.from ? a.from : b.from;
  const until = a.until < b.until ? a.until : b.until;
  if (from === FAR_PAST && until === FAR_FUTURE) return 'on every day';
  return `${from === FAR_PAST ? 'from now' : `from ${dmy(from)}`} ${until === FAR_FUTURE ? 'on' : `to ${dmy(until)}`}`;
}

export function adTileProblems(tiles: AdTileForRules[], fileExists: (src: string) => boolean): string[] {
  const problems: string[] = [];
  for (const t of tiles) {
    const at = `Ad tile src/content/ad-tiles/${t.id}`;
    for (const [img, alt, side] of [
      [t.image1, t.title1, 'left'],
      [t.image2, t.title2, 'right'],
    ] as const) {
      if (blank(img) || !fileExists(img)) problems.push(`${at}: the ${side} picture ${img || ''} is missing`.trimEnd());
      if (blank(alt)) problems.push(`${at}: the ${side} picture needs alt text`);
    }
    for (const src of t.translated ?? []) if (!fileExists(src)) problems.push(`${at}: translated picture ${src} is missing`);
  }
  return problems;
}

/** Fails the build with every problem at once, so one run shows marketing all there is to fix. */
export function assertPublishable(what: string, problems: string[]): void {
  if (problems.length === 0) return;
  throw new Error(`${what} cannot be published:\n  - ${problems.join('\n  - ')}`);
}
