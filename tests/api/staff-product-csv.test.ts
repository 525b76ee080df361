/**
 * Products by CSV (issue 28) on real D1: one file adds new products and changes existing ones. The
 * dry run lists each addition and each changed field, and every refused row with its row and field;
 * applying writes all of it in one batch with audit rows, or nothing when a single row is refused;
 * two managers applying the same file add each product once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorker, type TestWorker } from '../support/worker';
import { CLERK_1, MANAGER, staffLogin } from '../support/staff';

let w: TestWorker;
let manager: string;
let clerk: string;
let category: { id: number; name: string; slug: string };
let sub: { id: number; name: string };
let known: { id: number; slug: string; name: string; price: number; mrp: number; brand: string };

const HEAD = 'sku,name,brand,category,subcategory,price,mrp,veg,net_quantity,net_unit,country_of_origin,manufacturer,gst_rate,hsn_code';
const MAKER = '"Haat Fresh Foods Pvt Ltd, 12 Mill Road, Bengaluru 560001"';
const newRow = (sku: string, name: string, price = '54.00', mrp = '60.00') =>
  `${sku},${name},Haat,${category.name},${sub.name},${price},${mrp},veg,500,g,India,${MAKER},5,1006`;
const csvOf = (rows: string[], head = HEAD) => `\uFEFF${head}\r\n${rows.join('\r\n')}\r\n`;
const check = (csv: string, cookie = manager) => w.call('POST', '/api/staff/catalogue/products/check', { csv }, { cookie });
const apply = (csv: string, cookie = manager) => w.call('POST', '/api/staff/catalogue/products/apply', { csv }, { cookie });
const countOf = async (sql: string) => (await w.env.DB.prepare(sql).first<{ n: number }>())!.n;
const products = () => countOf('SELECT count(*) AS n FROM product');
const audits = () => countOf('SELECT count(*) AS n FROM product_change');
const refusedOf = (body: { response: { refused: { row: number; field: string; code: string }[] } }) =>
  body.response.refused.map((r) => ({ row: r.row, field: r.field, code: r.code }));

beforeAll(async () => {
  w = await startWorker({ CATALOGUE_CACHE_SECONDS: '30' });
  [manager, clerk] = await Promise.all([staffLogin(w, MANAGER), staffLogin(w, CLERK_1)]);
  sub = (await w.env.DB.prepare('SELECT id, name, category_id FROM subcategory ORDER BY id LIMIT 1').first<{
    id: number;
    name: string;
    category_id: number;
  }>())!;
  category = (await w.env.DB.prepare('SELECT id, name, slug FROM category WHERE id = ?1')
    .bind((sub as unknown as { category_id: number }).category_id)
    .first<{ id: number; name: string; slug: string }>())!;
  known = (await w.env.DB.prepare(
    `SELECT id, slug, name, discount_price AS price, previous_price AS mrp, brand FROM product
      WHERE is_type IS NULL AND discount_price > 200 AND discount_price < previous_price ORDER BY id LIMIT 1`,
  ).first<typeof known>())!;
});
afterAll(() => w?.dispose());

describe('products by CSV', () => {
  it('refuses each bad file or row in the dry run, naming the row and field, and applies nothing', async () => {
    const cases: [string, string, { row: number; field: string; code: string }[]][] = [
      ['no sku column', csvOf(['x,y'], 'name,price'), [{ row: 1, field: 'file', code: 'catProdCsv.columns' }]],
      ['an unknown column', csvOf([`${known.slug},1`], 'sku,colour'), [{ row: 1, field: 'file', code: 'catProdCsv.columns' }]],
      [
        'unknown category',
        csvOf([newRow('new-dal-500g', 'New Dal 500 g').replace(category.name, 'Toys')]),
        [{ row: 2, field: 'category_id', code: 'catProdCsv.unknownCategory' }],
      ],
      [
        'a new product without its maker',
        csvOf([newRow('new-dal-500g', 'New Dal 500 g').replace(MAKER, '')]),
        [{ row: 2, field: 'manufacturer', code: 'catEdit.required' }],
      ],
      ['a new product without a name', csvOf([newRow('new-dal-500g', '')]), [{ row: 2, field: 'name', code: 'catEdit.required' }]],
      [
        'price above MRP',
        csvOf([newRow('new-dal-500g', 'New Dal 500 g', '70.00', '60.00')]),
        [{ row: 2, field: 'price', code: 'catEdit.priceAboveMrp' }],
      ],
      ['not an amount', csvOf([`${known.slug},abc`], 'sku,price'), [{ row: 2, field: 'price', code: 'catCsv.badAmount' }]],
      ['a bad veg mark', csvOf([`${known.slug},maybe`], 'sku,veg'), [{ row: 2, field: 'veg', code: 'catProdCsv.badVeg' }]],
      ['a bad SKU', csvOf([newRow('New Dal!', 'New Dal 500 g')]), [{ row: 2, field: 'slug', code: 'catEdit.slugShape' }]],
      [
        'the same SKU twice',
        csvOf([newRow('new-dal-500g', 'New Dal 500 g'), newRow('new-dal-500g', 'New Dal 500 g')]),
        [{ row: 3, field: 'sku', code: 'catCsv.duplicate' }],
      ],
    ];
    const [before, auditsBefore] = [await products(), await audits()];
    for (const [what, csv, refused] of cases) {
      const res = await check(csv);
      expect(res.status, what).toBe(200);
      expect(refusedOf(res.body), what).toEqual(refused);
      const applied = await apply(csv);
      expect(applied.status, what).toBe(400);
      expect(applied.body, what).toMatchObject({ status: 0, code: 'catCsv.refusedNothingApplied' });
    }
    expect(await products()).toBe(before);
    expect(await audits()).toBe(auditsBefore);
  });

  it('says a refusal in the reader language', async () => {
    const csv = csvOf([`${known.slug},maybe`], 'sku,veg');
    const res = await w.call('POST', '/api/staff/catalogue/products/check', { csv }, { cookie: manager, 'accept-language': 'kn' });
    expect(res.body.response.refused[0].message).toMatch(/[\u0C80-\u0CFF]/);
  });

  it('a clerk may not check or apply a file', async () => {
    const csv = csvOf([newRow('clerk-dal-500g', 'Clerk Dal 500 g')]);
    expect((await check(csv, clerk)).status).toBe(403);
    expect((await apply(csv, clerk)).status).toBe(403);
  });

  it('adds new products and changes an existing one in one apply, audited, and the shop sells them at once', async () => {
    const csv = csvOf(
      [
        newRow('toor-dal-haat-500g', 'Haat Toor Dal 500 g'),
        newRow('moong-dal-haat-1kg', 'Haat Moong Dal 1 kg', '"1,250.50"', '"1,300.00"'),
        // an existing product: only the filled cells change, the rest stays
        `${known.slug},,${known.brand}-x,,,${((known.price - 100) / 100).toFixed(2)},,,,,,,,`,
      ],
      HEAD,
    );
    const [before, auditsBefore] = [await products(), await audits()];
    // one product is said in the singular, under the same code
    const one = await check(csvOf([newRow('toor-dal-haat-500g', 'Haat Toor Dal 500 g')], HEAD));
    expect(one.body).toMatchObject({
      code: 'catProdCsv.checked',
      message: '1 product would be added and 0 changed, 0 are unchanged, 0 rows are refused',
    });
    const dry = await check(csv);
    expect(dry.body).toMatchObject({ status: 1, code: 'catProdCsv.checked', response: { unchanged: 0, refused: [] } });
    expect(dry.body.response.adds.map((a: { sku: string }) => a.sku)).toEqual(['toor-dal-haat-500g', 'moong-dal-haat-1kg']);
    expect(dry.body.response.adds[1].product).toMatchObject({
      price: 125050,
      mrp: 130000,
      category_id: category.id,
      subcategory_id: sub.id,
      veg: 1,
      gst_rate: 5,
      points: 1251,
    });
    expect(dry.body.response.changes).toEqual([
      {
        row: 4,
        sku: known.slug,
        product_id: known.id,
        name: known.name,
        before: { brand: known.brand, price: known.price },
        after: { brand: `${known.brand}-x`, price: known.price - 100 },
      },
    ]);
    expect(await products()).toBe(before);

    await w.call('GET', `/api/product/${known.slug}`); // the shop's copy is warm before the apply
    const res = await apply(csv);
    expect(res.body).toMatchObject({ status: 1, code: 'catProdCsv.applied', message: '2 products added and 1 changed' });
    expect(await products()).toBe(before + 2);
    expect(await audits()).toBe(auditsBefore + 3);
    const added = await w.env.DB.prepare(
      "SELECT id, name, discount_price, previous_price, is_new FROM product WHERE slug = 'moong-dal-haat-1kg'",
    ).first();
    expect(added).toMatchObject({ name: 'Haat Moong Dal 1 kg', discount_price: 125050, previous_price: 130000, is_new: 1 });
    const changed = await w.env.DB.prepare("SELECT after_json FROM product_change WHERE product_id = ?1 AND source = 'csv'")
      .bind(known.id)
      .first<{ after_json: string }>();
    expect(JSON.parse(changed!.after_json)).toEqual({ brand: `${known.brand}-x`, price: known.price - 100 });
    expect((await w.call('GET', `/api/product/${known.slug}`)).body.response.discount_price).toBe(known.price - 100);
    expect((await w.call('GET', '/api/product/toor-dal-haat-500g')).body.response).toMatchObject({
      name: 'Haat Toor Dal 500 g',
      discount_price: 5400,
    });
    // the same file again: nothing to add, nothing to change
    expect((await check(csv)).body.response).toMatchObject({ adds: [], changes: [], unchanged: 3 });
  });

  it('two managers applying the same new products at once add each one once', async () => {
    const csv = csvOf(Array.from({ length: 30 }, (_, i) => newRow(`race-rice-${i}-1kg`, `Race Rice ${i} 1 kg`)));
    const [before, auditsBefore] = [await products(), await audits()];
    const answers = await Promise.all([apply(csv), apply(csv), apply(csv)]);
    const wrote = answers.filter((a) => a.status === 200 && a.body.response.adds.length === 30);
    expect(wrote).toHaveLength(1);
    for (const a of answers) if (a !== wrote[0]) expect([200, 409]).toContain(a.status);
    expect(await products()).toBe(before + 30);
    expect(await audits()).toBe(auditsBefore + 30);
  });
});
