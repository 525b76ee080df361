/**
 * A stock count by CSV, on real D1 (issue 28, docs/stock.md): the dry run lists each count's
 * difference and every refused row by row and field; applying writes `correction` moves (who, "CSV
 * count") for all rows or none; a second apply of the same file changes nothing, and two applies
 * racing each other write each difference exactly once. A clerk counts only their own branch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, plainProducts, setStockAt, stockAt, type ProductRow } from '../support/order-helpers';
import { CLERK_1, MANAGER, staffLogin } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

const INDIRANAGAR = 1;
const KORAMANGALA = 2;

let w: TestWorker;
let manager: string;
let clerk: string;
let plain: ProductRow[];
/** a product sold in sizes, with its second pack */
let sized: { id: number; slug: string; pack_id: number; pack: string };

beforeAll(async () => {
  w = await startWorker();
  [manager, clerk] = await Promise.all([staffLogin(w, MANAGER), staffLogin(w, CLERK_1)]);
  plain = await plainProducts(w, { minStock: 5, limit: 60 });
  sized = (await w.env.DB.prepare(
    `SELECT p.id, p.slug, pa.id AS pack_id, pa.name AS pack FROM product p JOIN product_attribute pa ON pa.product_id = p.id
      WHERE (SELECT count(*) FROM product_attribute x WHERE x.product_id = p.id) >= 2 ORDER BY p.id, pa.sort DESC, pa.id DESC LIMIT 1`,
  ).first())!;
});
afterAll(() => w?.dispose());

const check = (cookie: string, csv: string) => w.call('POST', '/api/staff/stock/csv/check', { csv }, { cookie });
const apply = (cookie: string, csv: string) => w.call('POST', '/api/staff/stock/csv/apply', { csv }, { cookie });
const csvMoves = (productId: number) => count(w, `SELECT 1 FROM stock_move WHERE product_id = ?1 AND reason = 'CSV count'`, productId);

describe('a stock count by CSV', () => {
  it('the dry run shows each difference and changes nothing; apply records corrections once; again changes nothing', async () => {
    const [a, b] = [plain[0]!, plain[1]!];
    await setStockAt(w, a.id, 10, INDIRANAGAR);
    await setStockAt(w, a.id, 0, KORAMANGALA);
    await setStockAt(w, b.id, 7, INDIRANAGAR);
    await setStockAt(w, sized.id, 1, KORAMANGALA, sized.pack_id);
    const csv = [
      'SKU,Pack,Branch,Counted',
      `${a.slug},,Indiranagar,8`,
      `${a.slug},,2,5`,
      `${b.slug},,indiranagar,7`,
      `${sized.slug},"${sized.pack.toUpperCase()}",Koramangala,4`,
    ].join('\r\n');

    const dry = await check(manager, csv);
    expect(dry.body).toMatchObject({
      status: 1,
      code: 'stock.csvChecked',
      message: '3 counts would change, 1 is unchanged, 0 rows are refused',
    });
    expect(
      dry.body.response.changes.map((c: { row: number; before: number; after: number; difference: number }) => [
        c.row,
        c.before,
        c.after,
        c.difference,
      ]),
    ).toEqual([
      [2, 10, 8, -2],
      [3, 0, 5, 5],
      [5, 1, 4, 3],
    ]);
    expect(await stockAt(w, a.id, INDIRANAGAR)).toBe(10);

    const done = await apply(manager, csv);
    expect(done.body).toMatchObject({ status: 1, message: '3 counts changed', response: { written: 3 } });
    expect([
      await stockAt(w, a.id, INDIRANAGAR),
      await stockAt(w, a.id, KORAMANGALA),
      await stockAt(w, sized.id, KORAMANGALA, sized.pack_id),
    ]).toEqual([8, 5, 4]);
    const moves = await w.env.DB.prepare(
      `SELECT kind, staff_id, delta FROM stock_move WHERE product_id = ?1 AND reason = 'CSV count' ORDER BY id`,
    )
      .bind(a.id)
      .all();
    expect(moves.results).toEqual([
      { kind: 'correction', staff_id: MANAGER.id, delta: -2 },
      { kind: 'correction', staff_id: MANAGER.id, delta: 5 },
    ]);

    const again = await apply(manager, csv);
    expect(again.body).toMatchObject({ status: 1, response: { written: 0, changes: [], unchanged: 4 } });
    expect(await csvMoves(a.id)).toBe(2);
  });

  it('two applies of the same file at once write each difference exactly once', async () => {
    const p = plain[2]!;
    await setStockAt(w, p.id, 3, INDIRANAGAR);
    await setStockAt(w, p.id, 3, KORAMANGALA);
    const csv = `sku,pack,branch,counted\n${p.slug},,Indiranagar,20\n${p.slug},,Koramangala,0\n`;
    const [one, two] = await Promise.all([apply(manager, csv), apply(manager, csv)]);
    expect([one.body.status, two.body.status]).toEqual([1, 1]);
    expect(one.body.response.written + two.body.response.written).toBe(2);
    expect(await csvMoves(p.id)).toBe(2);
    expect([await stockAt(w, p.id, INDIRANAGAR), await stockAt(w, p.id, KORAMANGALA)]).toEqual([20, 0]);
  });

  it('refuses by row and field, and applies nothing when any row is refused', async () => {
    const p = plain[3]!;
    await setStockAt(w, p.id, 4, INDIRANAGAR);
    const csv = [
      'sku,pack,branch,counted',
      `${p.slug},,Indiranagar,9`,
      'no-such-rice,,Indiranagar,1',
      `${p.slug},5 kg,Indiranagar,1`,
      `${p.slug},,Mysuru,1`,
      `${p.slug},,Koramangala,-3`,
      `${p.slug},,Indiranagar,2`,
    ].join('\n');
    const refused = await apply(manager, csv);
    expect(refused.status).toBe(400);
    expect(refused.body.response.refused.map((r: { row: number; field: string; code: string }) => [r.row, r.field, r.code])).toEqual([
      [3, 'sku', 'catCsv.unknownSku'],
      [4, 'pack', 'stock.csvUnknownPack'],
      [5, 'branch', 'stock.csvUnknownBranch'],
      [6, 'counted', 'stock.csvBadCount'],
      [7, 'sku', 'stock.csvDuplicate'],
    ]);
    expect(await stockAt(w, p.id, INDIRANAGAR)).toBe(4);
    expect(await csvMoves(p.id)).toBe(0);

    const columns = await check(manager, 'sku,price,mrp\nx,1,2');
    expect(columns.body.response.refused).toMatchObject([{ row: 1, field: 'file', code: 'stock.csvColumns' }]);
  });

  it('a clerk counts their own branch only; riders and shoppers cannot', async () => {
    const p = plain[4]!;
    const csv = `sku,pack,branch,counted\n${p.slug},,Indiranagar,6\n${p.slug},,Koramangala,6\n`;
    await setStockAt(w, p.id, 10, INDIRANAGAR);
    const dry = await check(clerk, csv);
    // one of each: the summary says its singulars, and the refused row's text leaves its row to `row`
    expect(dry.body.message).toBe('1 count would change, 0 are unchanged, 1 row is refused');
    expect(dry.body.response.refused).toEqual([
      { row: 3, field: 'branch', code: 'stock.csvOtherBranch', message: 'You can count only your own branch, not Koramangala' },
    ]);
    const own = await apply(clerk, `sku,pack,branch,counted\n${p.slug},,Indiranagar,6\n`);
    expect(own.body).toMatchObject({ status: 1, code: 'stock.csvAppliedOne', message: '1 count changed' });
    expect(await stockAt(w, p.id, INDIRANAGAR)).toBe(6);
    expect((await w.call('POST', '/api/staff/stock/csv/check', { csv })).status).toBe(401);
  });
});
