import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

/** Policy and info pages: editors change the Markdown, no code (pre-rendered at build time). */
const policies = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/policies' }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    updated: z.coerce.date(),
  }),
});

/**
 * Festival pages: marketing publishes one by adding a file (README "Publish a festival"). Dates are
 * calendar days in India, both inclusive; products are seed-catalogue slugs, or a category slug.
 */
const festivals = defineCollection({
  loader: glob({ pattern: '*.{md,json}', base: './src/content/festivals' }),
  schema: z
    .object({
      name: z.string().min(1),
      /** the festivalList id (SPEC §7), when the festival also lives in the database */
      festival_id: z.number().int().positive().optional(),
      starts: z.coerce.date(),
      ends: z.coerce.date(),
      summary: z.string().default(''),
      banners: z.array(z.object({ src: z.string().startsWith('/'), alt: z.string() })).min(1).max(4),
      products: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]),
      category: z.string().regex(/^[a-z0-9-]+$/).optional(),
    })
    .refine((f) => f.ends >= f.starts, { message: 'ends must not be before starts', path: ['ends'] })
    .refine((f) => f.products.length > 0 || f.category, { message: 'list products or name a category', path: ['products'] }),
});

export const collections = { policies, festivals };
