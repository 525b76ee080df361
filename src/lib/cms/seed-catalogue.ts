/**
 * The catalogue the content rules check against: the seed's products and categories (there is no
 * database at build). One place for the build's loaders (src/content.config.ts) and the editor's
 * calendar, so both judge the same files against the same catalogue.
 */
import { CATEGORIES } from '../../../scripts/seed/data/categories';
import { PRODUCTS, seedPrices } from '../../../scripts/seed/data/products';
import type { Catalogue } from './content-rules';

export const seedCatalogue: Catalogue = {
  products: new Map(PRODUCTS.map((p) => [p.slug, { name: p.name, selling: seedPrices(p).price }])),
  categories: new Set(CATEGORIES.flatMap((c) => [c.slug, ...c.subs.map((s) => s.slug)])),
};
