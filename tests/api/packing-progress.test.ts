/**
 * Issue 29, packing saved part-way (docs/packing.md): the clerk saves the lines marked so far and
 * comes back later; the marks are checked as Finish packing checks them; two clerks saving from the
 * same sheet give one winner and a 409; once saved, Finish packing needs every line marked, and it
 * clears the saved marks in its own batch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { count, plainProducts, setCart, type ProductRow } from '../support/order-helpers';
import { CLERK_1, CLERK_2, newShopper, staffLogin, walk } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let clerk: string;
let clerkB: string;
let a: ProductRow;
let b: ProductRow;
const QTY = 4;

beforeAll(async () => {
  w = await startWorker();
  [clerk, clerkB] = (await Promise.all([CLERK_1, CLERK_1].map((s) => staffLogin(w, s)))) as [string, string];
  [a, b] = (await plainProducts(w, { minStock: 60, limit: 40 })).slice(-2) as [ProductRow, ProductRow];
});
afterAll(() => w?.dispose());

async function confirmedOrder() {
  const s = await newShopper(w);
  await setCart(w, s.id, [
    { product_id: a.id, qty: QTY },
    { product_id: b.id, qty: Math.ceil(MIN_ORDER_PAISE / b.discount_price) + 1 },
  ]);
  const res = await w.call('POST', '/api/order', { flag: 0, address_id: s.address, payment_method: 'cash' }, { cookie: s.cookie });
  expect(res.body).toMatchObject({ status: 1 });
  const id = res.body.response.id as number;
  await walk(w, clerk, id, [['Pending', 'Confirmed']]);
  const { results } = await w.env.DB.prepare('SELECT id, product_id FROM order_line WHERE order_id = ?1 ORDER BY id').bind(id).all<any>();
  return { id, la: results.find((l) => l.product_id === a.id).id as number, lb: results.find((l) => l.product_id === b.id).id as number };
}

const path = (id: number) => `/api/staff/orders/${id}/packing/progress`;
const save = (id: number, version: number, lines: unknown[], cookie = clerk) => w.call('PUT', path(id), { version, lines }, { cookie });
const progress = async (id: number) => (await w.call('GET', path(id), undefined, { cookie: clerk })).body.response;
const pack = (id: number, lines: unknown[]) =>
  w.call('POST', `/api/staff/orders/${id}/pack`, { from: 'Confirmed', lines }, { cookie: clerk });

describe('packing saved part-way', () => {
  it('saves the marks so far; a bad mark is refused and changes nothing; another branch cannot', async () => {
    const o = await confirmedOrder();
    expect(await progress(o.id)).toEqual({ version: 0, marks: [] });
    const first = await save(o.id, 0, [{ line_id: o.la, mark: 'short', packed_qty: 1 }]);
    expect(first.status).toBe(200);
    expect(first.body.response).toMatchObject({ version: 1, marks: [{ line_id: o.la, mark: 'short', packed_qty: 1 }] });
    expect(await progress(o.id)).toMatchObject({ version: 1, marks: [{ line_id: o.la, mark: 'short', packed_qty: 1 }] });
    const bad = await save(o.id, 1, [{ line_id: o.la, mark: 'short', packed_qty: QTY + 1 }]);
    expect(bad).toMatchObject({ status: 400, body: { code: 'srv.pack.tooMany' } });
    expect((await progress(o.id)).version).toBe(1);
    expect((await save(o.id, 1, [{ line_id: o.la, mark: 'picked' }], await staffLogin(w, CLERK_2))).status).toBe(404);
    expect((await progress(o.id)).version).toBe(1);
  });

  it('two clerks saving from the same sheet: one wins, the other gets 409 and the saved marks', async () => {
    for (const read of [0, 1]) {
      const o = await confirmedOrder();
      if (read === 1) expect((await save(o.id, 0, [{ line_id: o.la, mark: 'picked' }])).status).toBe(200);
      const [x, y] = await Promise.all([
        save(o.id, read, [{ line_id: o.la, mark: 'short', packed_qty: 2 }], clerk),
        save(o.id, read, [{ line_id: o.lb, mark: 'picked' }], clerkB),
      ]);
      expect([x.status, y.status].sort()).toEqual([200, 409]);
      const lost = x.status === 409 ? x : y;
      expect(lost.body.code).toBe('srv.pack.savedElsewhere');
      const won = x.status === 200 ? x : y;
      expect(lost.body.progress).toEqual(won.body.response);
      expect((await progress(o.id)).version).toBe(read + 1);
      expect(await count(w, 'SELECT 1 FROM packing_progress WHERE order_id = ?1', o.id)).toBe(1);
    }
  });

  it('once saved, Finish packing needs every line marked; finishing clears the saved marks; no save after', async () => {
    const o = await confirmedOrder();
    await save(o.id, 0, [{ line_id: o.la, mark: 'short', packed_qty: QTY - 1 }]);
    const partial = await pack(o.id, [{ line_id: o.la, mark: 'short', packed_qty: QTY - 1 }]);
    expect(partial).toMatchObject({ status: 400, body: { code: 'srv.pack.notAllMarked' } });
    expect(await w.env.DB.prepare('SELECT order_status FROM orders WHERE id = ?1').bind(o.id).first<string>('order_status')).toBe(
      'Confirmed',
    );
    const done = await pack(o.id, [
      { line_id: o.la, mark: 'short', packed_qty: QTY - 1 },
      { line_id: o.lb, mark: 'picked' },
    ]);
    expect(done.status).toBe(200);
    expect(done.body.response.reduced_by).toBe(a.discount_price);
    expect(await count(w, 'SELECT 1 FROM packing_progress WHERE order_id = ?1', o.id)).toBe(0);
    const late = await save(o.id, 1, [{ line_id: o.la, mark: 'picked' }]);
    expect(late.status).toBe(409);
    expect(await count(w, 'SELECT 1 FROM packing_progress WHERE order_id = ?1', o.id)).toBe(0);
  });
});
