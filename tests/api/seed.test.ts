import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../functions/api/lib/password';
import {
  COUPONS,
  DEMO_CUSTOMERS,
  FESTIVAL_ID,
  FIXTURE_PRODUCTS,
  MIN_ORDER_PAISE,
  SERVICEABLE_PINCODE,
  SHIPPING,
  UNSERVICEABLE_PINCODE,
} from '../../scripts/seed/fixtures';
import { lit, upsert } from '../../scripts/seed/sql';
import { startWorker, type TestWorker } from '../support/worker';

// the committed files under public/, listed by Vite (this file runs in workerd, which has no disk)
const PUBLIC_FILES = new Set(Object.keys(import.meta.glob('/public/**/*')).map((f) => f.slice('/public'.length)));

let w: TestWorker;
let now: number;
const all = async <T = Record<string, any>>(sql: string, ...binds: unknown[]) =>
  (
    await w.env.DB.prepare(sql)
      .bind(...binds)
      .all<T>()
  ).results;
const one = async <T = Record<string, any>>(sql: string, ...binds: unknown[]) =>
  (await w.env.DB.prepare(sql)
    .bind(...binds)
    .first<T>())!;
const product = (slug: string) => one('SELECT * FROM product WHERE slug = ?1', slug);

beforeAll(async () => {
  w = await startWorker();
  now = Date.now();
});
afterAll(() => w.dispose());

describe('seeded store', () => {
  it('has the settings the checkout and invoices read', async () => {
    const rows = await all<{ key: string; value: string }>('SELECT key, value FROM setting');
    const s = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    expect(s.reward).toBe('1');
    expect(Number(s.min_order_amount)).toBe(MIN_ORDER_PAISE);
    expect(s.store_gstin).toMatch(/^29[A-Z0-9]{13}$/);
    expect(s.store_state_code).toBe('29');
  });

  it('has six pickup branches in Bengaluru with the SPEC hours', async () => {
    const branches = await all('SELECT * FROM branch ORDER BY id');
    expect(branches).toHaveLength(6);
    for (const b of branches) {
      expect(b.hours).toBe('Mon,Sun 10 AM - 10 PM');
      expect(b.city_id).toBe(1);
      expect(b.pickup).toBe(1);
      expect(b.phone).toMatch(/^080/);
      expect(b.pincode).toMatch(/^560\d{3}$/);
    }
  });

  it('serves the fixture pincode from branch 1 and not the unserviceable one', async () => {
    const hit = await one('SELECT branch_id FROM pincode WHERE code = ?1', SERVICEABLE_PINCODE.code);
    expect(hit.branch_id).toBe(SERVICEABLE_PINCODE.branch_id);
    const miss = await w.env.DB.prepare('SELECT 1 FROM pincode WHERE code = ?1').bind(UNSERVICEABLE_PINCODE).first();
    expect(miss).toBeNull();
    const n = await one<{ n: number }>('SELECT count(*) AS n FROM pincode');
    expect(n.n).toBeGreaterThanOrEqual(20);
  });

  it('has 160+ products across 10 categories, each with subcategories', async () => {
    expect((await one<{ n: number }>('SELECT count(*) AS n FROM product')).n).toBeGreaterThanOrEqual(160);
    const cats = await all(
      'SELECT c.id, count(p.id) AS n, (SELECT count(*) FROM subcategory s WHERE s.category_id = c.id) AS subs FROM category c LEFT JOIN product p ON p.category_id = c.id GROUP BY c.id',
    );
    expect(cats).toHaveLength(10);
    for (const c of cats) {
      expect(c.n).toBeGreaterThan(0);
      expect(c.subs).toBeGreaterThanOrEqual(3);
    }
  });

  it('prices whole paise with selling price never above MRP, points whole', async () => {
    const bad = await all(
      `SELECT slug FROM product WHERE typeof(previous_price) != 'integer' OR typeof(discount_price) != 'integer'
         OR discount_price > previous_price OR discount_price <= 0 OR typeof(point) != 'integer'
         OR (deal_amount IS NOT NULL AND deal_amount >= discount_price)`,
    );
    expect(bad).toEqual([]);
    const badVariants = await all("SELECT id FROM product_attribute WHERE selling > price OR typeof(selling) != 'integer'");
    expect(badVariants).toEqual([]);
  });

  it('declares Legal Metrology facts and a valid GST rate for every product', async () => {
    const rows = await all('SELECT * FROM product');
    for (const p of rows) {
      const label = p.slug as string;
      expect(p.generic_name, label).not.toBe('');
      expect(p.manufacturer, label).toMatch(/\d{6}/); // an address with a PIN code
      expect(p.country_of_origin, label).not.toBe('');
      expect(p.net_quantity, label).toBeGreaterThan(0);
      expect(['g', 'kg', 'ml', 'l', 'pc'], label).toContain(p.net_unit);
      expect(p.best_before, label).not.toBe('');
      expect(p.consumer_care, label).not.toBe('');
      expect(p.hsn_code, label).toMatch(/^\d{4,8}$/);
      expect([0, 5, 18, 40], label).toContain(p.gst_rate);
      expect(() => JSON.parse(p.specification), label).not.toThrow();
    }
  });

  it('keeps the fixture products as the tests expect them', async () => {
    const lastFive = await product(FIXTURE_PRODUCTS.lastFive);
    expect(lastFive).toMatchObject({ stock: 5, out_of_stock: 0, pmin_count: 1, pmax_count: 0, is_type: null });
    expect(await all('SELECT 1 FROM product_attribute WHERE product_id = ?1', lastFive.id)).toHaveLength(0);

    const rice = await product(FIXTURE_PRODUCTS.withVariants);
    const names = (await all<{ name: string }>('SELECT name FROM product_attribute WHERE product_id = ?1 ORDER BY sort', rice.id)).map(
      (v) => v.name,
    );
    expect(names).toEqual(expect.arrayContaining(['500 g', '1 kg']));

    expect(await product(FIXTURE_PRODUCTS.outOfStock)).toMatchObject({ out_of_stock: 1 });
    expect(await product(FIXTURE_PRODUCTS.minTwo)).toMatchObject({ pmin_count: 2, pmax_count: 6 });

    const day = await product(FIXTURE_PRODUCTS.dealOfDay);
    expect(day.is_type).toBe('deal_of_day');
    expect(day.deal_start).toBeLessThanOrEqual(now);
    expect(day.deal_end).toBeGreaterThan(now);
    expect(day.deal_end - day.deal_start).toBe(24 * 3600 * 1000);
    // ends at an IST midnight (UTC 18:30)
    expect(new Date(day.deal_end).getUTCHours() * 60 + new Date(day.deal_end).getUTCMinutes()).toBe(18 * 60 + 30);
    expect(day.purchased_count).toBeLessThan(day.max_count);

    const flash = await product(FIXTURE_PRODUCTS.flashDeal);
    expect(flash).toMatchObject({ is_type: 'flash_deal', max_count: 10, purchased_count: 0 });
    expect(flash.deal_start).toBeLessThanOrEqual(now);
    expect(flash.deal_end).toBeGreaterThan(now);

    const soldOut = await product(FIXTURE_PRODUCTS.dealSoldOut);
    expect(soldOut.max_count).toBeGreaterThan(0);
    expect(soldOut.purchased_count).toBe(soldOut.max_count);

    const upcoming = await product(FIXTURE_PRODUCTS.dealUpcoming);
    expect(upcoming.deal_start).toBeGreaterThan(now);
    expect(upcoming.deal_start).toBe(day.deal_end);
  });

  it('has the fixture coupons, shipping options and festival', async () => {
    const save10 = await one('SELECT * FROM coupon WHERE code = ?1', COUPONS.percentage.code);
    expect(save10).toMatchObject({ offer_type: 'percentage', discount: 10, min_amount: 20000 });
    expect(save10.starts_at).toBeLessThan(now);
    expect(save10.ends_at).toBeGreaterThan(now);
    expect(await one('SELECT * FROM coupon WHERE code = ?1', COUPONS.amount.code)).toMatchObject({
      offer_type: 'amount',
      discount: 5000,
      min_amount: 50000,
    });
    expect((await one('SELECT ends_at FROM coupon WHERE code = ?1', COUPONS.expired.code)).ends_at).toBeLessThan(now);
    const ghee = await one('SELECT p.name FROM coupon c JOIN product p ON p.id = c.product_id WHERE c.code = ?1', COUPONS.product.code);
    expect(ghee.name).toMatch(/Ghee/);

    const shipping = await all('SELECT id, price FROM shipping_option ORDER BY sort, id');
    expect(shipping).toEqual([SHIPPING.aboveThreshold, SHIPPING.belowThreshold]);

    const festival = await one('SELECT count(*) AS n FROM festival_product WHERE festival_id = ?1', FESTIVAL_ID);
    expect(festival.n).toBeGreaterThanOrEqual(10);
  });

  it('lets the demo customers sign in with their fixture passwords and holds their points', async () => {
    for (const c of DEMO_CUSTOMERS) {
      const u = await one('SELECT * FROM user WHERE id = ?1', c.id);
      expect(u).toMatchObject({ phone: c.phone, email: c.email, branch_id: c.branch_id, consent_terms_version: '2026-11' });
      expect(await verifyPassword(c.password, u.password_hash, u.password_salt, u.password_iterations)).toBe(true);
      expect(await verifyPassword(`${c.password}x`, u.password_hash, u.password_salt, u.password_iterations)).toBe(false);
      const acct = await one('SELECT balance FROM reward_account WHERE mobile = ?1', c.phone);
      expect(acct.balance).toBe(c.rewardpoint);
      const ledger = await one<{ total: number }>('SELECT coalesce(sum(delta), 0) AS total FROM reward_ledger WHERE mobile = ?1', c.phone);
      expect(ledger.total).toBe(c.rewardpoint);
      const bills = await one<{ n: number }>('SELECT count(*) AS n FROM instore_bill WHERE mobile = ?1', c.phone);
      expect(bills.n).toBeGreaterThanOrEqual(6);
    }
  });

  it('finds products by prefix through the full-text index', async () => {
    const hits = await all<{ name: string }>(
      "SELECT p.name FROM product_fts f JOIN product p ON p.id = f.rowid WHERE product_fts MATCH 'bas*'",
    );
    expect(hits.some((h) => h.name.includes('Basmati'))).toBe(true);
  });
});

describe('seed SQL builder', () => {
  it('quotes strings, numbers and NULL safely', () => {
    expect(lit("Haldiram's")).toBe("'Haldiram''s'");
    expect(lit("x'); DROP TABLE product; --")).toBe("'x''); DROP TABLE product; --'");
    expect(lit(4000)).toBe('4000');
    expect(lit(null)).toBe('NULL');
    expect(lit(undefined)).toBe('NULL');
    expect(() => lit(Number.NaN)).toThrow();
  });

  it('upserts without replacing rows and leaves kept columns alone', () => {
    const [sql] = upsert('product', [{ id: 1, name: 'A', stock: 5 }], { keep: ['stock'] });
    expect(sql).toContain('ON CONFLICT(id) DO UPDATE SET name = excluded.name;');
    expect(sql).not.toContain('stock = excluded.stock');
    expect(sql).not.toMatch(/OR REPLACE/i);
  });
});

describe('home banners and ad tiles', () => {
  it('live in content files only: the old D1 slider and ad tables are gone (migration 0018)', async () => {
    const tables = await all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('slider', 'ad')");
    expect(tables).toEqual([]);
  });
});

describe('seeded pictures', () => {
  it('points every non-product picture at a committed file under public/', async () => {
    const urls = [
      ...(await all<{ u: string }>('SELECT photo AS u FROM category')),
      ...(await all<{ u: string }>('SELECT image1 AS u FROM festival UNION ALL SELECT image2 FROM festival')),
      ...(await all<{ u: string }>('SELECT photo AS u FROM offer')),
    ].map((r) => r.u);
    expect(urls.length).toBeGreaterThan(10);
    for (const u of urls) expect(PUBLIC_FILES.has(u), u).toBe(true);
  });

  it('names product pictures after their slugs (drawn by npm run media)', async () => {
    const bad = await all(
      `SELECT p.slug FROM product p WHERE p.photo != '/media/products/' || p.slug || '.svg'
         OR NOT EXISTS (SELECT 1 FROM product_gallery g WHERE g.product_id = p.id)`,
    );
    expect(bad).toEqual([]);
  });

  it("gives variants quantities in their product's unit, MRP never below the selling price", async () => {
    const rows = await all(
      `SELECT p.slug, p.net_unit, a.name, a.net_quantity, a.price, a.selling FROM product_attribute a JOIN product p ON p.id = a.product_id`,
    );
    expect(new Set(rows.map((r) => r.slug)).size).toBeGreaterThanOrEqual(15);
    const toBase: Record<string, number> = { g: 1, kg: 1000, ml: 1, l: 1000, pc: 1 };
    for (const r of rows) {
      const [qty, unit] = String(r.name).toLowerCase().split(' ');
      expect(r.net_quantity * toBase[r.net_unit]!, `${r.slug} ${r.name}`).toBe(Number(qty) * toBase[unit!]!);
      expect(r.selling).toBeLessThanOrEqual(r.price);
    }
  });
});
