/**
 * The editor's pick lists: every product and category of the catalogue the seed loads
 * (scripts/seed/data), labelled by name so marketing chooses "Haldiram's Rasgulla 1 kg", never a slug.
 * The stored value is the slug, which the build checks again (src/lib/cms/festival-rules.ts).
 */
import { CATEGORIES } from '../../../scripts/seed/data/categories';
import { PRODUCTS } from '../../../scripts/seed/data/products';

export interface PickOption {
  label: string;
  value: string;
}

export const productOptions: PickOption[] = PRODUCTS.map((p) => ({ label: p.name, value: p.slug })).sort((a, b) =>
  a.label.localeCompare(b.label),
);

/** '' = no category: the festival lists only the products picked one by one. */
export const categoryOptions: PickOption[] = [
  { label: 'No category (only the products below)', value: '' },
  ...CATEGORIES.flatMap((c) => [
    { label: c.name, value: c.slug },
    ...c.subs.map((s) => ({ label: `${c.name} › ${s.name}`, value: s.slug })),
  ]),
];
