/**
 * Festival banners uploaded in the editor live in src/assets/festivals (keystatic.config.ts), so
 * astro:assets resizes and converts them at build: a 4 MB photo from a phone reaches shoppers as a
 * 1200 px wide WebP. Content files name them relative to src/content/festivals.
 */
import type { ImageMetadata } from 'astro';

const PICTURES = import.meta.glob<{ default: ImageMetadata }>('/src/assets/festivals/**/*.{png,jpg,jpeg,webp,avif,svg,PNG,JPG,JPEG,WEBP}', {
  eager: true,
});

export function festivalPicture(src: string): ImageMetadata {
  const key = `/src/${src.replace(/^(\.\.\/)+/, '')}`;
  const picture = PICTURES[key];
  // the content loader already refuses a missing picture; this only guards a renamed folder
  if (!picture) throw new Error(`Festival banner ${src} is not in src/assets/festivals`);
  return picture.default;
}
