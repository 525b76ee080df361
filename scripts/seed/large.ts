/**
 * A hypermart-sized catalogue for scale tests (issue 16): `npm run seed -- --products 20000`.
 * Every generated product is a believable sibling of a real shelf product: the same subcategory
 * (so the same words, category, GST and FSSAI mark), another brand that sells that kind of thing,
 * a line name, a different pack size and a price that follows the pack. Deterministic (same count,
 * same rows), ids from GENERATED_FIRST_ID so they never meet the real shelf's append-only ids.
 */
import { CATEGORIES } from './data/categories';
import { PRODUCTS, kebab, paise, pointsFor, type ProductSeed } from './data/products';
import type { Row } from './sql';
import { DAY, HOUR } from './time';

export const GENERATED_FIRST_ID = 1_000_001;

/** Regional and national brands by category slug, beside the ones the real shelf already has. */
const MORE_BRANDS: Record<string, string[]> = {
  'fruits-vegetables': [
    'Farm Fresh',
    'Kisan Konnect',
    'Green Basket',
    'Nati Farms',
    'Ooty Harvest',
    'Kolar Orchards',
    'Organic Tattva',
    'Sahyadri Farms',
  ],
  'dairy-bakery': ['Gowardhan', 'Dodla', 'Hatsun', 'Arokya', 'Mother Dairy', 'Govind', 'Britannia', 'Harvest Gold', 'Bonn', 'Thirumala'],
  staples: [
    'Pro Nature',
    'Organic Tattva',
    'Fortune',
    'Patanjali',
    'Annapurna',
    'Pillsbury',
    'Kohinoor',
    'Lal Qilla',
    'Tata Sampann',
    'Dhara',
    'Freedom',
    'Gold Winner',
    'Sri Sri Tattva',
    'Double Horse',
  ],
  'snacks-branded-foods': [
    'Bikano',
    'Balaji',
    'Priyagold',
    'Anmol',
    'Cremica',
    'Too Yumm',
    'Yellow Diamond',
    'Mother’s Recipe',
    'Ching’s Secret',
    'Knorr',
    'Chitale',
    'Garden',
  ],
  beverages: [
    'Lipton',
    'Wagh Bakri',
    'Society',
    'Sunrise',
    'Continental',
    'Leo Coffee',
    'Narasus',
    'Paper Boat',
    'B Natural',
    'Frooti',
    'Appy',
    'Complan',
  ],
  'masala-dry-fruits': [
    'MDH',
    'Aachi',
    'Sakthi',
    'Badshah',
    'Eastern',
    'Catch',
    'Nutraj',
    'Tulsi',
    'Vedaka',
    'Rostaa',
    'K.C. Das',
    'Bikanervala',
  ],
  'personal-care': [
    'Medimix',
    'Cinthol',
    'Pears',
    'Hamam',
    'Pepsodent',
    'Close Up',
    'Meera',
    'Chik',
    'Vicco',
    'Lakme',
    'Pond’s',
    'Biotique',
  ],
  'home-care': ['Ghadi', 'Wheel', 'Nirma', 'Exo', 'Pril', 'Domex', 'Sanifresh', 'Hit', 'All Out', 'Zed Black', 'Hari Darshan', 'Pitambari'],
  'baby-care': ['Mee Mee', 'Sebamed', 'Chicco', 'Little’s', 'Supples', 'Teddyy', 'Mothercare', 'Farex'],
  'eggs-meat-fish': ['FreshToHome', 'Suguna', 'Zorabian', 'Godrej Real Good', 'Meatigo', 'Sumeru', 'Prasuma', 'Country Delight'],
};

const LINES = [
  'Premium',
  'Classic',
  'Select',
  'Gold',
  'Organic',
  'Value',
  'Special',
  'Natural',
  'Royal',
  'Daily',
  'Family',
  'Pure',
  'Supreme',
  'Lite',
  'Rich',
];

/** The base product's pack as number + unit, and the pack sizes a sibling may come in. */
function siblingPack(p: ProductSeed, k: number): { size: string; qty: number; factor: number } {
  const factors = [0.5, 2, 5, 0.25, 3, 10, 1.5];
  const factor = factors[k % factors.length]!;
  let qty = p.net_quantity * factor;
  let unit: string = p.net_unit;
  if (unit === 'pc') qty = Math.max(1, Math.round(qty));
  else if ((unit === 'g' || unit === 'ml') && qty >= 1000) {
    qty = qty / 1000;
    unit = unit === 'g' ? 'kg' : 'l';
  } else qty = Math.round(qty * 100) / 100;
  const label = unit === 'l' ? 'L' : unit === 'pc' ? (qty === 1 ? 'pc' : 'pcs') : unit;
  return { size: `${qty} ${label}`, qty: p.net_quantity * factor, factor };
}

/** A title without the base product's own brand and pack size ("Amul Gold Full Cream Milk 1 L" → "Gold Full Cream Milk"). */
function baseTitle(p: ProductSeed): string {
  let t = p.name;
  if (p.brand !== 'Haat Fresh' && t.startsWith(`${p.brand} `)) t = t.slice(p.brand.length + 1);
  if (p.variants.length === 0 && p.size && t.endsWith(` ${p.size}`)) t = t.slice(0, -p.size.length - 1);
  return t;
}

const categorySlug = new Map(CATEGORIES.map((c) => [c.id, c.slug]));

/** `count` generated products (the real shelf not included). */
export function generatedProducts(count: number, now: number): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const base = PRODUCTS[i % PRODUCTS.length]!;
    const round = Math.floor(i / PRODUCTS.length);
    const brands = MORE_BRANDS[categorySlug.get(base.category_id) ?? ''] ?? ['Haat Fresh'];
    const brand = brands[(round + base.id) % brands.length]!;
    const line = LINES[(round * 7 + base.id) % LINES.length]!;
    const pack = siblingPack(base, round + base.id);
    const id = GENERATED_FIRST_ID + i;
    const name = `${brand} ${line} ${baseTitle(base)} ${pack.size}`;
    // the price follows the pack (bigger packs a little cheaper per unit), a brand nudges it ±15 %
    const nudge = 0.85 + ((id * 37) % 31) / 100;
    const mrp = Math.max(paise(10), Math.round((base.previous_price * pack.factor ** 0.9 * nudge) / 100) * 100);
    const off = [0, 5, 8, 10, 12, 15, 20, 25, 30, 40][(id * 13) % 10]!;
    const price = Math.round((mrp * (100 - off)) / 100 / 100) * 100;
    const stock = (id * 53) % 11 === 0 ? 0 : 5 + ((id * 29) % 300);
    rows.push({
      id,
      slug: `${kebab(name)}-${id}`,
      name,
      brand,
      sort_details: base.sort_details,
      details: `<p>${base.sort_details}</p>`,
      photo: base.photo,
      category_id: base.category_id,
      subcategory_id: base.subcategory_id,
      previous_price: mrp,
      discount_price: price,
      point: pointsFor(price),
      stock,
      out_of_stock: 0,
      pmin_count: 1,
      pmax_count: 0,
      is_hot: 0,
      is_best: 0,
      is_featured: 0,
      is_new: (id * 7) % 50 === 0 ? 1 : 0,
      is_type: null,
      deal_start: null,
      deal_end: null,
      deal_amount: null,
      deal_point: null,
      max_count: 0,
      purchased_count: 0,
      specification: '[]',
      generic_name: base.generic_name,
      manufacturer: `${brand} Foods and Consumer Products Pvt Ltd, Bengaluru 560058`,
      country_of_origin: 'India',
      net_quantity: pack.qty,
      net_unit: base.net_unit,
      best_before: base.best_before,
      consumer_care: base.consumer_care,
      hsn_code: base.hsn_code,
      gst_rate: base.gst_rate,
      veg: base.veg,
      created_at: now - ((id * 17) % 365) * DAY - ((id * 7) % 24) * HOUR,
    });
  }
  return rows;
}

/** `--products N` (or `--products=N`) from the command line; undefined when not given. */
export function productCountArg(argv: string[]): number | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const raw = arg === '--products' ? argv[i + 1] : arg.startsWith('--products=') ? arg.slice('--products='.length) : undefined;
    if (raw === undefined) continue;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0 || n > 200_000) throw new Error(`--products wants a whole number up to 200000, got ${raw}`);
    return n;
  }
  return undefined;
}
