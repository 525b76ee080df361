/**
 * Issue 29, substitutes in an order paid with points (docs/packing.md): the substitute is charged
 * the lower of the two points prices (domain/orders/substitutes.ts substituteCharge), nobody is asked, and
 * the points of a cheaper one go back to the shopper exactly once, also when two clerks finish at
 * once; a later cancel returns only the rest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrderById } from '../../functions/api/db/orders/orders';
import { MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { count, plainProducts, pointsOf, setCart, setStockAt, type ProductRow } from '../support/order-helpers';
import { CLERK_1, newShopper, staffLogin, walk, type Shopper } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let clerk: string;
let clerkB: string;
/** one shelf: the ordered product, a cheaper and a dearer one (in points); a filler line from another shelf */
let orig: ProductRow;
let cheap: ProductRow;
let dear: ProductRow;
let filler: ProductRow;
const QTY = 3;
/** the points prices, set by hand so the test does not lean on the seed's: cheaper 30, ordered 50, dearer 80 */
const POINTS = { cheap: 30, orig: 50, dear: 80 };

beforeAll(async () => {
  w = await startWorker();
  [clerk, clerkB] = (await Promise.all([CLERK_1, CLERK_1].map((s) => staffLogin(w, s)))) as [string, string];
  const plain = await plainProducts(w, { minStock: 0, limit: 2000 });
  const shelves = await w.env.DB.prepare('SELECT id, subcategory_id AS shelf FROM product').all<{ id: number; shelf: number | null }>();
  const shelfOf = new Map(shelves.results.map((r) => [r.id, r.shelf]));
  const byShelf = new Map<number, ProductRow[]>();
  for (const p of plain) {
    const s = shelfOf.get(p.id);
    if (s) byShelf.set(s, [...(byShelf.get(s) ?? []), p]);
  }
  const [shelf, three] = [...byShelf].find(([, ps]) => ps.length >= 3)!;
  [cheap, orig, dear] = three.slice(0, 3) as [ProductRow, ProductRow, ProductRow];
  filler = [...plain].reverse().find((p) => shelfOf.get(p.id) !== shelf)!;
  for (const [p, points] of [
    [cheap, POINTS.cheap],
    [orig, POINTS.orig],
    [dear, POINTS.dear],
  ] as const)
    await w.env.DB.prepare('UPDATE product SET point = ?2 WHERE id = ?1').bind(p.id, points).run();
  for (const p of [cheap, orig, dear, filler]) await setStockAt(w, p.id, 500);
});
afterAll(() => w?.dispose());

/** A Confirmed order paid with points: the ordered product × QTY ("Replace with similar") and a filler line. */
async function confirmedPointsOrder(): Promise<{ id: number; line: number; shopper: Shopper; start: number }> {
  const shopper = await newShopper(w, 1_000_000);
  const start = await pointsOf(w, shopper.phone);
  await setCart(w, shopper.id, [
    { product_id: orig.id, qty: QTY },
    { product_id: filler.id, qty: Math.ceil(MIN_ORDER_PAISE / filler.discount_price) + 1 },
  ]);
  const res = await w.call(
    'POST',
    '/api/order',
    { flag: 0, address_id: shopper.address, payment_method: 'point' },
    { cookie: shopper.cookie },
  );
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: 1 });
  const id = res.body.response.id as number;
  const line = (await w.env.DB.prepare('SELECT id FROM order_line WHERE order_id = ?1 AND product_id = ?2')
    .bind(id, orig.id)
    .first<{ id: number }>())!.id;
  await w.env.DB.prepare(`UPDATE order_line SET if_missing = 'replace' WHERE id = ?1`).bind(line).run();
  await walk(w, clerk, id, [['Pending', 'Confirmed']]);
  return { id, line, shopper, start };
}

const order = async (id: number) => (await findOrderById(w.env.DB, id))!;
const propose = (id: number, line: number, p: ProductRow) =>
  w.call('POST', `/api/staff/orders/${id}/substitutes`, { line_id: line, product_id: p.id, attribute_id: 0 }, { cookie: clerk });
const pack = (id: number, line: number, cookie = clerk) =>
  w.call('POST', `/api/staff/orders/${id}/pack`, { from: 'Confirmed', lines: [{ line_id: line, mark: 'substituted' }] }, { cookie });
const ledgerBack = (id: number) => count(w, `SELECT 1 FROM reward_ledger WHERE order_id = ?1 AND reason = 'adjust'`, id);

describe('a points order', () => {
  it('a dearer substitute goes in at the points price ordered, unasked: no more points taken, none back', async () => {
    const o = await confirmedPointsOrder();
    const placed = await order(o.id);
    expect(placed.total_points).toBeGreaterThan(0);
    const spent = o.start - (await pointsOf(w, o.shopper.phone));
    expect(spent).toBe(placed.total_points);
    const res = await propose(o.id, o.line, dear);
    expect(res.status).toBe(200);
    expect(res.body.response.substitute).toMatchObject({ state: 'accepted', unit_points: POINTS.dear, charged_points: POINTS.orig });
    expect(await count(w, `SELECT 1 FROM sms_outbox WHERE phone = ?1 AND body LIKE '%instead of%'`, o.shopper.phone)).toBe(0);
    const packed = await pack(o.id, o.line);
    expect(packed.status).toBe(200);
    expect(packed.body.response.points_back).toBe(0);
    expect((await order(o.id)).total_points).toBe(placed.total_points);
    expect(await pointsOf(w, o.shopper.phone)).toBe(o.start - spent);
    expect(await ledgerBack(o.id)).toBe(0);
  });

  it('a cheaper substitute is charged its own points; the difference goes back once, two clerks finishing', async () => {
    const o = await confirmedPointsOrder();
    const placed = await order(o.id);
    const res = await propose(o.id, o.line, cheap);
    expect(res.body.response.substitute).toMatchObject({ state: 'accepted', charged_points: POINTS.cheap });
    const [a, b] = await Promise.all([pack(o.id, o.line, clerk), pack(o.id, o.line, clerkB)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const back = (POINTS.orig - POINTS.cheap) * QTY;
    expect((a.status === 200 ? a : b).body.response.points_back).toBe(back);
    const after = await order(o.id);
    expect(after.total_points).toBe(placed.total_points - back);
    expect(await pointsOf(w, o.shopper.phone)).toBe(o.start - placed.total_points + back);
    expect(await ledgerBack(o.id)).toBe(1);
    // the shopper's page charges the line the substitute's points
    const line = await w.env.DB.prepare('SELECT packed_points FROM order_line WHERE id = ?1').bind(o.line).first<number>('packed_points');
    expect(line).toBe(POINTS.cheap * QTY);
    // a cancel after packing returns only what the order still cost: the shopper is whole, once
    const cancel = await w.call(
      'POST',
      `/api/staff/orders/${o.id}/move`,
      { from: 'Packed', to: 'Cancelled', reason: 'Shopper away' },
      { cookie: clerk },
    );
    expect(cancel.status).toBe(200);
    expect(await pointsOf(w, o.shopper.phone)).toBe(o.start);
  });
});
