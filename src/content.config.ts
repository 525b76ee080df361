import { defineCollection, z } from 'astro:content';
import { checkedGlob } from './lib/cms/checked-loader';
import { quietGlob } from './lib/cms/stale-duplicates';
import { seedCatalogue } from './lib/cms/seed-catalogue';
import { festivalBanner, festivalWords, ownWords } from './lib/cms/festival-words-schema';
import { adTileProblems, dealClashes, festivalDays, festivalNotes, festivalProblems, slideProblems } from './lib/cms/content-rules';
import { festivalForRules, ownPictures, slideForRules } from './lib/cms/rule-inputs';

/**
 * Policy and info pages: editors change the Markdown, no code (pre-rendered at build time). English
 * at the top (id "terms"), Kannada and Hindi in kn/ and hi/ (id "kn/terms"); a page without its own
 * translation shows the English text with a note (src/components/policy-entry.ts).
 */
const policies = defineCollection({
  loader: quietGlob({ pattern: ['*.md', 'kn/*.md', 'hi/*.md'], base: './src/content/policies' }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    updated: z.coerce.date(),
  }),
});

/** The catalogue the build knows: the seed's products and categories (there is no database at build). */
const catalogue = seedCatalogue;

const slug = z.string().regex(/^[a-z0-9-]+$/);
/**
 * Festival pages, edited in the content editor (keystatic.config.ts, docs/editor-guide.md).
 * Dates are calendar days in India, both inclusive; products are seed-catalogue slugs (picked by name
 * in the editor), or a category slug; deals run from the first to the last day.
 */
const festivals = defineCollection({
  loader: checkedGlob(
    { pattern: '*.{md,json}', base: './src/content/festivals' },
    'Festival pages',
    (entries) => {
      const all = entries.map((e) => festivalForRules(e.id, e.data));
      const exists = new Map(entries.map((e) => [e.id, e.fileExists]));
      return [...all.flatMap((f) => festivalProblems(f, catalogue, exists.get(f.id)!)), ...dealClashes(all, catalogue)];
    },
    (entries) => entries.flatMap((e) => festivalNotes(festivalForRules(e.id, e.data))),
  ),
  // the editor writes both days as one field (days: starts, ends); the pages read starts and ends
  schema: z.preprocess(
    (d) => (d && typeof d === 'object' && 'days' in d ? { ...d, ...festivalDays(d as Record<string, unknown>) } : d),
    z.object({
      name: z.string().min(1),
      status: z.enum(['draft', 'published']).default('published'),
      /** among festivals on at the same time, lower shows first */
      order: z.number().int().default(10),
      /** the festivalList id (SPEC §7), when the festival also lives in the database */
      festival_id: z.number().int().positive().nullish(),
      starts: z.coerce.date(),
      ends: z.coerce.date(),
      summary: z.string().default(''),
      /** each with an optional picture for phones and a focal point (issue 33, banner-crop.ts) */
      banners: z.array(festivalBanner).min(1).max(4),
      products: z.array(slug).default([]),
      category: z.union([slug, z.literal('')]).optional(),
      /** price in rupees (GST included), as marketing types it; stored in paise by the deal sync */
      deals: z.array(z.object({ product: slug, price: z.number().positive(), units: z.number().int().positive() })).default([]),
      /** Kannada and Hindi words and banners (issue 33); each part missing shows the English one */
      kn: festivalWords,
      hi: festivalWords,
      // the last day before the first is the rules' to say (content-rules.ts), listed with every other problem
    }),
  ),
});

const shopPath = z
  .string()
  .regex(/^\/[^/]/, 'a path in the store, such as /festival')
  .or(z.literal('/'));
/** Slides and ad tiles are uploaded by the editor into src/assets, so the build resizes them (src/lib/cms/picture-variants.ts). */
const uploaded = (folder: string) =>
  z
    .string()
    .regex(
      new RegExp(`^\\.\\./\\.\\./assets/${folder}/.+\\.(png|jpe?g|webp|avif|svg)$`, 'i'),
      `pictures are uploaded in the editor (src/assets/${folder})`,
    );
const slidePicture = uploaded('home-slides');
const adPicture = uploaded('ad-tiles');
const slideWords = z
  .object({ title: ownWords, photo: slidePicture.or(z.literal('')).nullish(), mobile: slidePicture.or(z.literal('')).nullish() })
  .nullish();
const adTileWords = z
  .object({
    title1: ownWords,
    image1: adPicture.or(z.literal('')).nullish(),
    title2: ownWords,
    image2: adPicture.or(z.literal('')).nullish(),
  })
  .nullish();
/** Home banner slides (SPEC §2 slider / sliderBelow): pre-rendered from these files, shown by date. */
const homeSlides = defineCollection({
  loader: checkedGlob({ pattern: '*.json', base: './src/content/home-slides' }, 'Home banner slides', (entries) =>
    slideProblems(
      entries.map((e) => slideForRules(e.id, e.data)),
      (src) => entries[0]!.fileExists(src),
    ),
  ),
  schema: z.object({
    title: z.string().trim().min(1),
    place: z.enum(['main', 'below']),
    order: z.number().int(),
    photo: slidePicture,
    mobile: slidePicture.or(z.literal('')).nullish(),
    link: shopPath.default('/'),
    shows_from: z.coerce.date().nullish(),
    shows_until: z.coerce.date().nullish(),
    /** Kannada and Hindi words and pictures (issue 19); each part missing shows the English one */
    kn: slideWords,
    hi: slideWords,
  }),
});

/** The home ad tile pairs (SPEC §2 homeAds). */
const adTiles = defineCollection({
  loader: checkedGlob({ pattern: '*.json', base: './src/content/ad-tiles' }, 'Home ad tiles', (entries) =>
    adTileProblems(
      entries.map((e) => ({
        id: e.id,
        ...(e.data as { image1: string; image2: string; title1: string; title2: string }),
        translated: ownPictures(e.data, ['image1', 'image2']),
      })),
      (src) => entries[0]!.fileExists(src),
    ),
  ),
  schema: z.object({
    name: z.string().min(1),
    order: z.number().int(),
    image1: adPicture,
    title1: z.string().trim().min(1),
    link1: shopPath.default('/'),
    image2: adPicture,
    title2: z.string().trim().min(1),
    link2: shopPath.default('/'),
    kn: adTileWords,
    hi: adTileWords,
  }),
});

export const collections = { policies, festivals, homeSlides, adTiles };
