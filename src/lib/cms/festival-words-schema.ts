/**
 * What a festival file may hold for its banners and its Kannada and Hindi words (issue 33), apart
 * from the collection (src/content.config.ts) so unit tests can check it without a build. The editor
 * writes an empty text as "" and an empty picture as null: both mean "show the English one".
 */
import { z } from 'zod';
import { FOCUS_POINTS } from '../domain/content/banner-crop';

/** Banners are uploaded by the editor into src/assets/festivals, so astro:assets resizes them. */
export const festivalPicture = z
  .string()
  .regex(/^\.\.\/\.\.\/assets\/festivals\/.+\.(png|jpe?g|webp|avif|svg)$/i, 'banners are uploaded in the editor (src/assets/festivals)');

export const ownWords = z.string().trim().nullish();

/** An optional picture: the editor writes an empty one as null, older files may say "". */
const optionalPicture = festivalPicture.or(z.literal('')).nullish();

/** Where the important part of a banner is (src/lib/domain/content/banner-crop.ts); empty: the centre. */
export const bannerFocus = z.enum(FOCUS_POINTS).or(z.literal('')).nullish();

/** One English banner: the picture, its alt text, an optional picture for phones and the focal point. */
export const festivalBanner = z.object({
  src: festivalPicture,
  alt: z.string().trim().min(1, 'every banner needs alt text'),
  phone: optionalPicture,
  focus: bannerFocus,
});

/** A festival's own words in Kannada or Hindi: banners in the English banners' order. */
export const festivalWords = z
  .object({
    name: ownWords,
    summary: ownWords,
    text: ownWords,
    banners: z.array(z.object({ src: optionalPicture, phone: optionalPicture, alt: ownWords })).nullish(),
  })
  .nullish();
