/**
 * Issue 29, the packing credit note's page data (docs/gst-documents.md): a cash order packed 2 short
 * on one line and left whole on the other gets a note whose lines are only the one reduced, whose
 * tax per rate adds up to the note's value, and which names the invoice; the shopper and the
 * branch's clerk read it (?note=packed, or unsaid while there is no cancel's note), nobody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { plainProducts, setCart, type ProductRow } from '../support/order-helpers';
import { CLERK_1, CLERK_2, newShopper, staffLogin, walk, type Shopper } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let clerk: string;
let shopper: Shopper;
let a: ProductRow;
let b: ProductRow;
let order: { id: number; txnid: string; invoice_no: string };
const QTY_A = 5;

beforeAll(async () => {
  w = await startWorker();
  clerk = await staffLogin(w, CLERK_1);
  shopper = await newShopper(w);
  // two plain products at a taxed rate, so the note has tax to credit
  const taxed = (await plainProducts(w, { minStock: 60, limit: 400 })).filter((p) => p.gst_rate > 0);
  [a, b] = taxed as [ProductRow, ProductRow];
  await setCart(w, shopper.id, [
    { product_id: a.id, qty: QTY_A },
    { product_id: b.id, qty: Math.ceil(MIN_ORDER_PAISE / b.discount_price) + 1 },
  ]);
  const res = await w.call(
    'POST',
    '/api/order',
    { flag: 0, address_id: shopper.address, payment_method: 'cash' },
    { cookie: shopper.cookie },
  );
  expect(res.body).toMatchObject({ status: 1 });
  order = res.body.response;
  await walk(w, clerk, order.id, [['Pending', 'Confirmed']]);
  const line = (await w.env.DB.prepare('SELECT id FROM order_line WHERE order_id = ?1 AND product_id = ?2')
    .bind(order.id, a.id)
    .first<{ id: number }>())!.id;
  const packed = await w.call(
    'POST',
    `/api/staff/orders/${order.id}/pack`,
    { from: 'Confirmed', lines: [{ line_id: line, mark: 'short', packed_qty: QTY_A - 2 }] },
    { cookie: clerk },
  );
  expect(packed.body.response.reduced_by).toBe(2 * a.discount_price);
});
afterAll(() => w?.dispose());

describe('a packing credit note', () => {
  it('credits only the line reduced, its tax per rate adding up to the value; it names the invoice', async () => {
    const res = await w.call('GET', `/api/credit-note/${order.id}?note=packed`, undefined, { cookie: shopper.cookie });
    expect(res.status).toBe(200);
    const note = res.body.response;
    expect(note).toMatchObject({ reason: 'packed', value: 2 * a.discount_price, invoice_no: order.invoice_no });
    expect(note.credit_no).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    expect(note.reduced.lines).toHaveLength(1);
    const [l] = note.reduced.lines;
    expect(l).toMatchObject({ name: a.name, rate: a.gst_rate, ordered_qty: QTY_A, packed_qty: QTY_A - 2, amount: 2 * a.discount_price });
    // the inclusive amount splits into taxable value and tax at the line's rate (CGST + SGST within Karnataka)
    expect(l.taxable + l.cgst + l.sgst).toBe(l.amount);
    expect(Math.abs(l.taxable * (a.gst_rate / 100) - (l.cgst + l.sgst))).toBeLessThanOrEqual(1);
    expect(note.reduced.byRate).toEqual([
      { rate: a.gst_rate, taxable: l.taxable, cgst: l.cgst, sgst: l.sgst, igst: 0, tax: l.cgst + l.sgst, amount: 2 * a.discount_price },
    ]);
    expect(note.reduced.total.amount).toBe(note.value);
    // unsaid, the only note the order has is this one; no cancel's note exists
    expect((await w.call('GET', `/api/credit-note/${order.id}`, undefined, { cookie: shopper.cookie })).body.response.credit_no).toBe(
      note.credit_no,
    );
    expect((await w.call('GET', `/api/credit-note/${order.id}?note=cancelled`, undefined, { cookie: shopper.cookie })).status).toBe(404);
    expect((await w.call('GET', `/api/credit-note/${order.id}?note=other`, undefined, { cookie: shopper.cookie })).status).toBe(400);
  });

  it("the branch's clerk reads the store copy; another branch's clerk and another shopper do not", async () => {
    const mine = await w.call('GET', `/api/staff/orders/${order.id}/credit-note?note=packed`, undefined, { cookie: clerk });
    expect(mine.body.response).toMatchObject({ reason: 'packed', value: 2 * a.discount_price });
    const other = await w.call('GET', `/api/staff/orders/${order.id}/credit-note?note=packed`, undefined, {
      cookie: await staffLogin(w, CLERK_2),
    });
    expect(other.status).toBe(404);
    const stranger = await newShopper(w);
    expect((await w.call('GET', `/api/credit-note/${order.id}?note=packed`, undefined, { cookie: stranger.cookie })).status).toBe(404);
  });
});
