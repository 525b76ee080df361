/**
 * Builds the whole seed as SQL text. Every row has a fixed id and is upserted, so seeding again
 * refreshes the store (deal windows, offers, content) without deleting anything that orders, carts
 * or wishlists point at, and without resetting live counters (stock per branch, deal units sold) except on the
 * fixture products whose properties tests depend on.
 */
import { CATEGORIES, categoryPhoto } from './data/categories';
import { festivalDealRows, festivalDealSql } from '../festival/deals';
import { readFestivalDeals } from '../festival/read-festivals';
import {
  FAQS,
  FAQ_TRANSLATIONS,
  SHIPPING_OPTIONS,
  coupons,
  festival,
  festivalProducts,
  notifications,
  offerSlabs,
  offers,
} from './data/content';
import { notificationTranslations, offerTranslations } from './data/content-langs';
import { productTextRows } from './product-texts';
import { addresses, instoreBills, rewardAccounts, users } from './data/customers';
import { slotRows } from './data/slots';
import { staffRows } from './data/staff';
import { loyaltyLedger, loyaltyLedgerScope } from './loyalty';
import { DEAL_PLANS, dealWindow } from './data/deals';
import { BRANCHES, CITIES, PINCODES, SETTINGS } from './data/locations';
import { PRODUCTS, paise, pointsFor, productBySlug } from './data/products';
import { FIXTURE_PRODUCTS } from './fixtures';
import { CATEGORY_NAMES, PRODUCT_NAMES, SUBCATEGORY_NAMES } from './data/translations';
import { deleteOthers, update, upsert, type Row } from './sql';
import { openingCounts, openingStockSql, resetStockSql, type BranchCount } from './branch-stock';
import { DAY, HOUR } from './time';

export interface SeedSummary {
  products: number;
  variants: number;
  categories: number;
  branches: number;
  pincodes: number;
  deals: number;
}

function productRows(now: number): Row[] {
  const deals = new Map(DEAL_PLANS.map((d) => [d.slug, d]));
  return PRODUCTS.map((p) => {
    const plan = deals.get(p.slug);
    let deal: Row = { is_type: null, deal_start: null, deal_end: null, deal_amount: null, deal_point: null, max_count: 0 };
    let purchased = 0;
    if (plan) {
      const amount = paise(plan.amount);
      if (amount >= p.discount_price) throw new Error(`${p.slug}: deal price must be below the selling price`);
      const w = dealWindow(plan, now);
      deal = {
        is_type: plan.is_type,
        deal_start: w.start,
        deal_end: w.end,
        deal_amount: amount,
        deal_point: pointsFor(amount),
        max_count: plan.max_count,
      };
      purchased = plan.purchased;
    }
    return {
      id: p.id,
      slug: p.slug,
      name: p.name,
      brand: p.brand,
      sort_details: p.sort_details,
      details: p.details,
      photo: p.photo,
      category_id: p.category_id,
      subcategory_id: p.subcategory_id,
      previous_price: p.previous_price,
      discount_price: p.discount_price,
      point: p.point,
      // a new product starts at 0: its counts arrive as ledger moves (branch-stock.ts), whose trigger sums them here
      stock: 0,
      out_of_stock: p.out_of_stock,
      pmin_count: p.pmin_count,
      pmax_count: p.pmax_count,
      is_hot: p.is_hot,
      is_best: p.is_best,
      is_featured: p.is_featured,
      is_new: p.is_new,
      ...deal,
      purchased_count: purchased,
      specification: p.specification,
      generic_name: p.generic_name,
      manufacturer: p.manufacturer,
      country_of_origin: p.country_of_origin,
      net_quantity: p.net_quantity,
      net_unit: p.net_unit,
      best_before: p.best_before,
      consumer_care: p.consumer_care,
      hsn_code: p.hsn_code,
      gst_rate: p.gst_rate,
      veg: p.veg,
      // listing times keep their distance from "now" so New Arrivals stays fresh after a re-seed
      created_at: now - p.listed_days_ago * DAY - ((p.id * 7) % 24) * HOUR,
    };
  });
}

/** Tests rely on these exact properties, so every seed puts them back even after shoppers changed them. */
function fixtureResets(rows: Row[]): string[] {
  const slugs = new Set<string>(Object.values(FIXTURE_PRODUCTS));
  return rows
    .filter((r) => slugs.has(String(r.slug)))
    .map((r) =>
      update(
        'product',
        {
          out_of_stock: r.out_of_stock,
          pmin_count: r.pmin_count,
          pmax_count: r.pmax_count,
          purchased_count: r.purchased_count,
        },
        `id = ${r.id}`,
      ),
    );
}

/** Opening counts per branch and pack of every seed product, and those of the fixture products. */
function seedStockCounts(): { opening: BranchCount[]; fixtures: BranchCount[] } {
  const fixtures = new Set<string>(Object.values(FIXTURE_PRODUCTS));
  const opening: BranchCount[] = [];
  const reset: BranchCount[] = [];
  for (const p of PRODUCTS) {
    const fixture = fixtures.has(p.slug);
    const counts = openingCounts({ id: p.id, stock: p.stock, out_of_stock: p.out_of_stock, packs: p.variants.map((v) => v.id) }, fixture);
    (fixture ? reset : opening).push(...counts);
  }
  return { opening, fixtures: reset };
}

/** The Kannada and Hindi names (data/translations.ts) as rows; a slug that drifted fails the seed. */
function translationRows(): { productNames: Row[]; categoryNames: Row[]; subcategoryNames: Row[] } {
  const langs = ['kn', 'hi'] as const;
  const productNames = Object.entries(PRODUCT_NAMES).flatMap(([slug, t]) => {
    const p = productBySlug(slug);
    return langs.map((lang, i) => ({ product_id: p.id, lang, name: t[i]!, description: t[i + 2] ?? null }));
  });
  const categoryNames = Object.entries(CATEGORY_NAMES).flatMap(([slug, t]) => {
    const c = CATEGORIES.find((x) => x.slug === slug);
    if (!c) throw new Error(`translations: no category ${slug}`);
    return langs.map((lang, i) => ({ category_id: c.id, lang, name: t[i] }));
  });
  const subcategoryNames = Object.entries(SUBCATEGORY_NAMES).flatMap(([slug, t]) => {
    const s = CATEGORIES.flatMap((c) => c.subs).find((x) => x.slug === slug);
    if (!s) throw new Error(`translations: no subcategory ${slug}`);
    return langs.map((lang, i) => ({ subcategory_id: s.id, lang, name: t[i] }));
  });
  return { productNames, categoryNames, subcategoryNames };
}

export async function buildSeedSql(now: number): Promise<{ sql: string; summary: SeedSummary }> {
  const products = productRows(now);
  const variants = PRODUCTS.flatMap((p) =>
    p.variants.map((v) => ({
      id: v.id,
      product_id: p.id,
      name: v.name,
      price: v.price,
      selling: v.selling,
      point: v.point,
      net_quantity: v.net_quantity,
      sort: v.sort,
    })),
  );
  const gallery = PRODUCTS.flatMap((p) => p.gallery.map((photo, i) => ({ id: p.id * 10 + i + 1, product_id: p.id, photo, sort: i })));
  const subcategories = CATEGORIES.flatMap((c) =>
    c.subs.map((s, i) => ({ id: s.id, category_id: c.id, name: s.name, slug: s.slug, sort: i + 1 })),
  );
  const slabs = offerSlabs();
  const festivalRows = festivalProducts();
  const ledger = loyaltyLedger(now);
  const bills = instoreBills(now);
  const addressRows = addresses(now);
  const faqs = FAQS;
  const notes = notifications(now);
  const { productNames, categoryNames, subcategoryNames } = translationRows();
  const stockCounts = seedStockCounts();

  const statements: string[] = [
    ...upsert(
      'setting',
      Object.entries(SETTINGS).map(([key, value]) => ({ key, value })),
      { key: ['key'] },
    ),
    ...upsert('city', CITIES),
    ...upsert('branch', BRANCHES),
    ...upsert('delivery_slot', slotRows()),
    ...upsert('pincode', PINCODES, { key: ['code'] }),
    `DELETE FROM pincode WHERE code NOT IN (${PINCODES.map((p) => `'${p.code}'`).join(', ')});`,
    ...upsert(
      'category',
      CATEGORIES.map((c, i) => ({ id: c.id, name: c.name, slug: c.slug, photo: categoryPhoto(c.slug), sort: i + 1 })),
    ),
    ...upsert('subcategory', subcategories),
    ...upsert('product', products, { keep: ['stock', 'purchased_count'], chunk: 15 }),
    ...fixtureResets(products),
    ...upsert('category_i18n', categoryNames, { key: ['category_id', 'lang'] }),
    ...upsert('subcategory_i18n', subcategoryNames, { key: ['subcategory_id', 'lang'] }),
    ...upsert('product_i18n', productNames, { key: ['product_id', 'lang'], chunk: 50 }),
    // issue 34: a product page's description and facts in Kannada and Hindi, for every product
    ...upsert('product_text_i18n', productTextRows(), { key: ['product_id', 'lang'], chunk: 20 }),
    // festival deals from the content files marketing edits win over the demo deal plans (scripts/festival/deals.ts)
    ...festivalDealSql(festivalDealRows(readFestivalDeals())),
    ...upsert('product_attribute', variants),
    deleteOthers(
      'product_attribute',
      variants.map((v) => v.id),
    ),
    // stock per branch and pack, through the ledger: opening counts once, fixtures' counts every time
    ...openingStockSql(stockCounts.opening, now),
    ...resetStockSql(stockCounts.fixtures, now),
    ...upsert('product_gallery', gallery, { chunk: 50 }),
    deleteOthers(
      'product_gallery',
      gallery.map((g) => g.id),
    ),
    ...upsert('festival', [festival(now)]),
    ...upsert('festival_product', festivalRows, { key: ['festival_id', 'product_id'] }),
    `DELETE FROM festival_product WHERE festival_id = ${festivalRows[0]!.festival_id} AND product_id NOT IN (${festivalRows.map((f) => f.product_id).join(', ')});`,
    ...upsert('faq', faqs),
    deleteOthers(
      'faq',
      faqs.map((f) => f.id),
    ),
    ...upsert('faq_i18n', FAQ_TRANSLATIONS, { key: ['faq_id', 'lang'] }),
    ...upsert('notification', notes),
    ...upsert('notification_i18n', notificationTranslations(notes.map((n) => n.id)), { key: ['notification_id', 'lang'] }),
    ...upsert('shipping_option', SHIPPING_OPTIONS),
    deleteOthers(
      'shipping_option',
      SHIPPING_OPTIONS.map((s) => s.id),
    ),
    ...upsert('coupon', coupons(now)),
    ...upsert('offer', offers(now)),
    ...upsert('offer_i18n', offerTranslations(), { key: ['offer_id', 'lang'] }),
    ...upsert('offer_slab', slabs),
    deleteOthers(
      'offer_slab',
      slabs.map((s) => s.id),
      'offer_id IN (1, 2, 3)',
    ),
    ...upsert('user', await users(now)),
    ...upsert('reward_account', rewardAccounts(), { key: ['mobile'] }),
    ...upsert('reward_ledger', ledger),
    deleteOthers(
      'reward_ledger',
      ledger.map((l) => l.id),
      loyaltyLedgerScope(),
    ),
    ...upsert('instore_bill', bills),
    ...upsert('address', addressRows),
    ...upsert('staff', await staffRows(now)),
  ];

  // Fail at build time, not in the database, if the fixtures drifted from the data.
  for (const slug of Object.values(FIXTURE_PRODUCTS)) productBySlug(slug);

  return {
    sql: `${statements.join('\n\n')}\n`,
    summary: {
      products: products.length,
      variants: variants.length,
      categories: CATEGORIES.length,
      branches: BRANCHES.length,
      pincodes: PINCODES.length,
      deals: DEAL_PLANS.length,
    },
  };
}
