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

export const collections = { policies };
