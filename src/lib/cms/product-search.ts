/**
 * The editor's product picker search (issue 33: "jaggery" picked Yoga Bar Muesli, "til" picked
 * Tide, because the old list jumped by first letters). A product is found by any word of its
 * English, Kannada or Hindi name, its generic name, or a word a shopper says for it (til, gur), in
 * any order. Pure, so it is unit-tested and runs in the editor's page.
 */

export interface PickerProduct {
  slug: string;
  name: string;
  kn?: string;
  hi?: string;
  /** e.g. "Jaggery powder (gur)" */
  generic?: string;
  photo: string;
  /** paise */
  selling: number;
  mrp: number;
  /** units in stock when the editor's catalogue was built (the live count is in the database) */
  stock: number;
}

/** Words Indian shoppers and marketers type for a product, keyed by an English word of its names. */
const SAID_AS: Record<string, string[]> = {
  sesame: ['til', 'ellu', 'gingelly'],
  gingelly: ['til', 'ellu', 'sesame'],
  jaggery: ['gur', 'bella', 'gud'],
  ghee: ['tuppa'],
  rice: ['chawal', 'akki'],
  sugar: ['cheeni', 'sakkare'],
  turmeric: ['haldi', 'arishina'],
  coriander: ['dhania', 'kothambari'],
  cumin: ['jeera'],
  lentils: ['dal'],
  peanut: ['groundnut', 'kadalekai', 'moongphali'],
  groundnut: ['peanut', 'kadalekai', 'moongphali'],
};

const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase('en-IN');
/** Words of any script: letters with their vowel signs and viramas (Kannada, Devanagari), digits. */
const words = (text: string) => fold(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

/** Every word a product can be found by. */
export function searchWords(p: PickerProduct): string[] {
  const own = [p.name, p.kn ?? '', p.hi ?? '', p.generic ?? ''].flatMap(words);
  return [...new Set([...own, ...own.flatMap((w) => SAID_AS[w] ?? [])])];
}

export interface SearchIndex {
  products: PickerProduct[];
  words: string[][];
}

export const searchIndex = (products: PickerProduct[]): SearchIndex => ({ products, words: products.map(searchWords) });

/**
 * Products whose words start with every word typed (any order, any of the three languages); those
 * whose English name has the first typed word come first, then by name.
 */
export function searchProducts(index: SearchIndex, query: string, limit = 8): PickerProduct[] {
  const typed = words(query);
  if (typed.length === 0) return [];
  const hits: Array<{ p: PickerProduct; rank: number }> = [];
  index.products.forEach((p, i) => {
    const own = index.words[i]!;
    if (!typed.every((t) => own.some((w) => w.startsWith(t)))) return;
    const inName = words(p.name).some((w) => w.startsWith(typed[0]!));
    hits.push({ p, rank: inName ? 0 : 1 });
  });
  return hits
    .sort((a, b) => a.rank - b.rank || a.p.name.localeCompare(b.p.name))
    .slice(0, limit)
    .map((h) => h.p);
}

/** ₹79 or ₹79.50 */
export const rupees = (paise: number) => `₹${(paise / 100).toFixed(2).replace(/\.00$/, '')}`;
