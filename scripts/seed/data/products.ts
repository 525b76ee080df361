/**
 * Products as the store lists them, derived from the shelf rows. The media generator reads PRODUCTS
 * too, so a product and its picture come from one source.
 */
import { parsePackSize, pointsForPrice, quantityIn } from '../../../src/lib/domain/catalogue/pack-size';
import { brandFacts } from './brands';
import { findSubcategory } from './categories';
import { CONSUMER_CARE } from './locations';
import { PRODUCT_ROWS, type ProductRow } from './product-list';
import { SHELF, type GstRate, type PackKind } from './shelf';

export type NetUnit = 'g' | 'kg' | 'ml' | 'l' | 'pc';

export interface VariantSeed {
  id: number;
  name: string;
  /** paise */
  price: number;
  selling: number;
  point: number;
  net_quantity: number;
  sort: number;
}

export interface ProductSeed {
  id: number;
  slug: string;
  name: string;
  brand: string;
  /** the pack size as printed, e.g. "1 kg" (first variant for variant products) */
  size: string;
  kind: PackKind;
  color: string;
  ink: string;
  category_id: number;
  subcategory_id: number;
  category_slug: string;
  sub_slug: string;
  photo: string;
  gallery: string[];
  previous_price: number;
  discount_price: number;
  point: number;
  stock: number;
  out_of_stock: 0 | 1;
  pmin_count: number;
  pmax_count: number;
  is_hot: 0 | 1;
  is_best: 0 | 1;
  is_featured: 0 | 1;
  is_new: 0 | 1;
  sort_details: string;
  details: string;
  specification: string;
  generic_name: string;
  manufacturer: string;
  country_of_origin: string;
  net_quantity: number;
  net_unit: NetUnit;
  best_before: string;
  consumer_care: string;
  hsn_code: string;
  gst_rate: GstRate;
  /** FSSAI mark: 1 vegetarian, 0 non-vegetarian, null not a food */
  veg: 0 | 1 | null;
  /** how many days before "now" the product was listed */
  listed_days_ago: number;
  variants: VariantSeed[];
}

export function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const paise = (rupees: number) => Math.round(rupees * 100);
/** Points price, pack sizes and units: the shop's own rules (src/lib/domain/catalogue/pack-size.ts). */
export const pointsFor = pointsForPrice;
export { parsePackSize };

/** A quantity expressed in another unit of the same kind (variants share their product's net_unit). */
export function inUnit(qty: number, from: NetUnit, to: NetUnit): number {
  const q = quantityIn(qty, from, to);
  if (q === null) throw new Error(`cannot express ${from} in ${to}`);
  return q;
}

/** FSSAI mark by shelf: meat, fish and eggs are non-vegetarian; soaps, cleaners and baby bath are not food. */
const NOT_FOOD = new Set(['personal-care', 'home-care']);
export function vegMark(categorySlug: string, subSlug: string): 0 | 1 | null {
  if (categorySlug === 'eggs-meat-fish') return 0;
  if (NOT_FOOD.has(categorySlug) || subSlug === 'diapers-wipes' || subSlug === 'baby-bath-skin') return null;
  return 1;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Spread the listing dates deterministically: new arrivals in the last 10 days, the rest over 60.
const listedDaysAgo = (id: number, isNew: boolean) => (isNew ? (id * 3) % 10 : 10 + ((id * 17) % 50));
// Stock is mostly 20–200; low stock and sold-out are set per product.
const defaultStock = (id: number) => 20 + ((id * 53) % 181);

function derive(row: ProductRow, id: number): ProductSeed {
  const { category, sub } = findSubcategory(row.sub);
  const shelf = SHELF[row.sub];
  if (!shelf) throw new Error(`no shelf facts for ${row.sub}`);
  const brand = brandFacts(row.brand);
  const name = row.size ? `${row.title} ${row.size}` : row.title;
  const slug = kebab(name);
  const first = row.variants?.[0];
  const size = first ? first[0] : row.size;
  const mrp = paise(first ? first[1] : row.mrp);
  const price = paise(first ? first[2] : row.price);
  if (price > mrp) throw new Error(`${slug}: selling price above MRP`);
  const pack = row.net ? { qty: row.net[0], unit: row.net[1] } : parsePackSize(size);
  if (!pack) throw new Error(`${slug}: cannot read pack size "${size}"`);
  const flags = row.flags ?? '';
  const isNew = flags.includes('n');
  const generic = row.generic ?? shelf.generic;
  const bestBefore = row.bestBefore ?? shelf.bestBefore;
  const origin = row.origin ?? 'India';
  // Legal Metrology: an imported pack names its importer, so the line must say who imported it
  const manufacturer =
    origin === 'India' || /^Imported/.test(brand.maker)
      ? brand.maker
      : row.brand === 'Haat Fresh'
        ? brand.maker.replace(/^Packed by/, `Imported from ${origin} and packed by`)
        : `Imported and marketed by ${brand.maker}`;
  const pitch = row.note ?? shelf.pitch;
  const variants: VariantSeed[] = (row.variants ?? []).map(([vName, vMrp, vSell], i) => {
    const vPack = parsePackSize(vName);
    if (!vPack) throw new Error(`${slug}: cannot read variant "${vName}"`);
    if (vSell > vMrp) throw new Error(`${slug} ${vName}: selling above MRP`);
    return {
      id: id * 10 + i + 1,
      name: vName,
      price: paise(vMrp),
      selling: paise(vSell),
      point: pointsFor(paise(vSell)),
      net_quantity: inUnit(vPack.qty, vPack.unit, pack.unit),
      sort: i,
    };
  });
  const sizes = variants.length ? variants.map((v) => v.name).join(' / ') : size;
  const specification = [
    { name: 'Brand', value: row.brand },
    { name: 'Pack Size', value: sizes },
    { name: 'Type', value: shelf.type },
    { name: 'Shelf Life', value: bestBefore },
    { name: 'Storage', value: shelf.storage },
    { name: 'Country of Origin', value: origin },
  ];
  const details =
    `<p>${esc(pitch)} ${esc(name)}${row.brand === 'Haat Fresh' ? ', sorted and packed by Haat Fresh,' : ` by ${esc(row.brand)},`} delivered from your nearest Haat Fresh store.</p>` +
    `<ul><li>${esc(generic)}, ${esc(sizes)}</li><li>${esc(shelf.storage)}</li><li>${esc(bestBefore)}</li></ul>`;
  const extraShots = id % 3 === 0 ? 2 : 1;
  const photo = `/media/products/${slug}.svg`;
  const stock = row.stock ?? (row.oos ? 0 : defaultStock(id));
  return {
    id,
    slug,
    name,
    brand: row.brand,
    size,
    kind: row.kind ?? shelf.kind,
    color: row.color ?? brand.color,
    ink: brand.ink ?? '#ffffff',
    category_id: category.id,
    subcategory_id: sub.id,
    category_slug: category.slug,
    sub_slug: sub.slug,
    photo,
    gallery: [photo, ...Array.from({ length: extraShots }, (_, i) => `/media/products/${slug}-${i + 2}.svg`)],
    previous_price: mrp,
    discount_price: price,
    point: pointsFor(price),
    stock,
    out_of_stock: row.oos ? 1 : 0,
    pmin_count: row.pmin ?? 1,
    pmax_count: row.pmax ?? 0,
    is_hot: flags.includes('h') ? 1 : 0,
    is_best: flags.includes('b') ? 1 : 0,
    is_featured: flags.includes('f') ? 1 : 0,
    is_new: isNew ? 1 : 0,
    sort_details: pitch,
    details,
    specification: JSON.stringify(specification),
    generic_name: generic,
    manufacturer,
    country_of_origin: origin,
    net_quantity: pack.qty,
    net_unit: pack.unit,
    best_before: bestBefore,
    consumer_care: CONSUMER_CARE,
    hsn_code: row.hsn ?? shelf.hsn,
    gst_rate: row.gst ?? shelf.gst,
    veg: vegMark(category.slug, sub.slug),
    listed_days_ago: listedDaysAgo(id, isNew),
    variants,
  };
}

export const PRODUCTS: ProductSeed[] = PRODUCT_ROWS.map((row, i) => derive(row, i + 1));

const bySlug = new Map(PRODUCTS.map((p) => [p.slug, p]));
if (bySlug.size !== PRODUCTS.length) throw new Error('duplicate product slugs');

export function productBySlug(slug: string): ProductSeed {
  const p = bySlug.get(slug);
  if (!p) throw new Error(`unknown product ${slug}`);
  return p;
}

/**
 * A seeded product's MRP and regular selling price in the names the store's code says (the seed's
 * rows keep the product table's SPEC column names); the editor's picker and the build's content
 * rules, which have no database, read the seed's prices through this.
 */
export function seedPrices(p: ProductSeed): { mrp: number; price: number } {
  return { mrp: p.previous_price, price: p.discount_price };
}
