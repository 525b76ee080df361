/**
 * What a festival file may hold for its banners and its Kannada and Hindi words (issue 33), apart
 * from the collection (src/content.config.ts) so unit tests can check it without a build. The editor
 * writes an empty text as "" and an empty picture as null: both mean "show the English one".
 */
import { z } from 'zod';

/** Banners are uploaded by the editor into src/assets/festivals, so astro:assets resizes them. */
export const festivalPicture = z
  .string()
  .regex(/^\.\.\/\.\.\/assets\/festivals\/.+\.(png|jpe?g|webp|avif|svg)$/i, 'banners are uploaded in the editor (src/assets/festivals)');

export const ownWords = z.string().trim().nullish();

/** A festival's own words in Kannada or Hindi: banners in the English banners' order. */
export const festivalWords = z
  .object({
    name: ownWords,
    summary: ownWords,
    text: ownWords,
    banners: z.array(z.object({ src: festivalPicture.or(z.literal('')).nullish(), alt: ownWords })).nullish(),
  })
  .nullish();
