/**
 * The editor's catalogue: every product and category the seed loads (scripts/seed/data), so
 * marketing picks "Haldiram's Rasgulla 1 kg" by any word of its name, never a slug. The stored
 * value is the slug, which the build checks again with the same rules (content-rules.ts).
 */
import { CATEGORIES } from '../../../scripts/seed/data/categories';
import { PRODUCTS, seedPrices } from '../../../scripts/seed/data/products';
import { PRODUCT_NAMES } from '../../../scripts/seed/data/translations';
import type { CatalogueProduct } from './festival-verdicts';
import { seedCatalogue } from './seed-catalogue';
import { type PickerProduct, searchIndex } from './product-search';

export interface PickOption {
  label: string;
  value: string;
}

/** What the picker shows of each product: names in the three languages, picture, price, MRP, stock at build. */
export const pickerProducts: PickerProduct[] = PRODUCTS.map((p) => {
  const names = PRODUCT_NAMES[p.slug];
  const { price, mrp } = seedPrices(p);
  return {
    slug: p.slug,
    name: p.name,
    kn: names?.[0],
    hi: names?.[1],
    generic: p.generic_name,
    photo: p.photo,
    selling: price,
    mrp,
    stock: p.stock,
  };
}).sort((a, b) => a.name.localeCompare(b.name));

export const pickerIndex = searchIndex(pickerProducts);
export const productBySlug = new Map(pickerProducts.map((p) => [p.slug, p]));

/** The rules' view of the catalogue (name and selling price), the same one the build checks with. */
export const ruleProducts: Map<string, CatalogueProduct> = seedCatalogue.products;

/** '' = no category: the festival lists only the products picked one by one. */
export const categoryOptions: PickOption[] = [
  { label: 'No category (only the products below)', value: '' },
  ...CATEGORIES.flatMap((c) => [
    { label: c.name, value: c.slug },
    ...c.subs.map((s) => ({ label: `${c.name} › ${s.name}`, value: s.slug })),
  ]),
];
