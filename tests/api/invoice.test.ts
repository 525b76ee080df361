import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInvoiceForUser } from '../../functions/api/services/orders/invoice';
import { SETTINGS } from '../../scripts/seed/data/locations';
import { COUPONS, DEMO_CUSTOMERS, SHIPPING } from '../../scripts/seed/fixtures';
import { addAddress, createCustomer, plainProducts, sessionCookie, setCart, setStockAt, type ProductRow } from '../support/order-helpers';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let shopper: { id: number; phone: string; cookie: string; address: number };
let byRate: Record<number, ProductRow[]>;

beforeAll(async () => {
  w = await startWorker();
  const c = await createCustomer(w, { points: 100_000 });
  shopper = { ...c, cookie: await sessionCookie(w, c.id), address: await addAddress(w, c.id) };
  byRate = {};
  for (const rate of [0, 5, 18, 40]) byRate[rate] = await plainProducts(w, { rate, minStock: 20 });
});
afterAll(() => w?.dispose());

async function place(lines: { product_id: number; qty: number }[], body: Record<string, unknown>) {
  await setCart(w, shopper.id, lines);
  const res = await w.call('POST', '/api/order', body, { cookie: shopper.cookie });
  expect(res.body.status, res.body.message).toBe(1);
  return res.body.response as { id: number; txnid: string; invoice_no: string };
}

const invoice = async (ref: string | number, cookie = shopper.cookie) => w.call('GET', `/api/invoice/${ref}`, undefined, { cookie });

/** The invoice maths redone here from the definition, not with the code under test. */
function expectedTaxable(amount: number, rate: number) {
  return Math.round((amount * 100) / (100 + rate));
}

describe('GET /api/invoice/:id: a GST tax invoice', () => {
  let inv: any;
  let lines: { product_id: number; qty: number }[];
  let products: ProductRow[];
  let subtotal: number;
  let discount: number;

  beforeAll(async () => {
    products = [byRate[0]![0]!, byRate[5]![1]!, byRate[18]![0]!, byRate[5]![2]!];
    lines = products.map((p, i) => ({ product_id: p.id, qty: i + 1 }));
    subtotal = products.reduce((a, p, i) => a + p.discount_price * (i + 1), 0);
    // enough goods for the coupon's minimum, still below free delivery
    while (subtotal < COUPONS.percentage.min_amount) {
      lines[1]!.qty += 1;
      subtotal += products[1]!.discount_price;
    }
    expect(subtotal).toBeLessThanOrEqual(100_000);
    discount = Math.round((subtotal * COUPONS.percentage.discount) / 100);
    const placed = await place(lines, { flag: 0, address_id: shopper.address, payment_method: 'cash', coupon: COUPONS.percentage.code });
    const res = await invoice(placed.txnid);
    expect(res.status).toBe(200);
    inv = res.body.response;
  });

  it('names the supplier, the serial, the date, the buyer and the place of supply', () => {
    expect(inv.store).toMatchObject({
      legal_name: SETTINGS.store_legal_name,
      gstin: SETTINGS.store_gstin,
      address: SETTINGS.store_address,
      state_code: '29',
    });
    expect(inv.title).toBe('Tax Invoice');
    expect(inv.invoice_no).toMatch(/^HF\/\d{2}-\d{2}\/\d{6}$/);
    expect(inv.invoice_no.length).toBeLessThanOrEqual(16);
    expect(inv.date_text).toMatch(
      /^\d{2} (January|February|March|April|May|June|July|August|September|October|November|December) , \d{4}$/,
    );
    expect(inv.flag).toBe(0);
    expect(inv.customer).toMatchObject({ zip: '560038', city: 'Bengaluru', country: 'India' });
    expect(inv.pickup_store).toBeNull();
    expect(inv.billing_email).toBe('asha.rao@gmail.com');
    expect(inv.place_of_supply).toBe('Karnataka (29)');
  });

  it('lists the rows and the SPEC footer (subtotal = |total − delivery|)', () => {
    expect(inv.rows.map((r: any) => [r.no, r.product_id, r.qty, r.unit_price, r.line_total])).toEqual(
      lines.map((l, i) => [i + 1, l.product_id, l.qty, products[i]!.discount_price, products[i]!.discount_price * l.qty]),
    );
    const total = subtotal - discount + SHIPPING.belowThreshold.price;
    expect(inv.footer).toEqual({
      product_cost: subtotal,
      product_points: 0,
      discount,
      discount_label: `Discount (${COUPONS.percentage.code})`,
      // the row's words as data, so the invoice page says them in its language (never parsed back)
      discount_row: { key: 'invoice.discountCoupon', params: { code: COUPONS.percentage.code } },
      subtotal: Math.abs(total - SHIPPING.belowThreshold.price),
      delivery: SHIPPING.belowThreshold.price,
      total,
      total_points: 0,
      show_discount_and_subtotal: true,
    });
  });

  it('splits GST per line from the inclusive amounts after the coupon, adding up to the paisa', () => {
    const gst = inv.gst;
    expect(gst.interState).toBe(false);
    expect(gst.billOfSupply).toBe(false);
    expect(gst.lines).toHaveLength(lines.length);
    const amounts = gst.lines.map((l: any) => l.amount);
    expect(amounts.reduce((a: number, b: number) => a + b, 0)).toBe(subtotal - discount);
    gst.lines.forEach((l: any, i: number) => {
      const p = products[i]!;
      expect(l).toMatchObject({ hsn_code: p.hsn_code, rate: p.gst_rate, qty: lines[i]!.qty, igst: 0 });
      // each line carries its share of the coupon: never more than a paisa off proportional
      expect(Math.abs(l.amount - (p.discount_price * lines[i]!.qty * (subtotal - discount)) / subtotal)).toBeLessThan(1);
      expect(l.taxable).toBe(expectedTaxable(l.amount, l.rate));
      expect(l.cgst + l.sgst).toBe(l.amount - l.taxable);
      expect(Math.abs(l.cgst - l.sgst)).toBeLessThanOrEqual(1);
    });
    expect(gst.byRate.map((r: any) => r.rate)).toEqual([0, 5, 18]);
    for (const r of gst.byRate) {
      const mine = gst.lines.filter((l: any) => l.rate === r.rate);
      for (const k of ['taxable', 'cgst', 'sgst', 'amount'] as const) {
        expect(r[k]).toBe(mine.reduce((a: number, l: any) => a + l[k], 0));
      }
    }
    expect(gst.total.taxable + gst.total.cgst + gst.total.sgst).toBe(subtotal - discount);
    expect(gst.total.amount + inv.footer.delivery).toBe(inv.footer.total);
  });

  it('can be fetched by order id too, and only by its owner', async () => {
    const byId = await invoice(inv.order_id);
    expect(byId.body.response.invoice_no).toBe(inv.invoice_no);
    const other = await sessionCookie(w, DEMO_CUSTOMERS[1].id);
    expect((await invoice(inv.txnid, other)).status).toBe(404);
    expect((await invoice(inv.order_id, other)).status).toBe(404);
    expect((await invoice('no-such-thing')).status).toBe(400);
    expect((await invoice('HF000000NOSUCH')).status).toBe(404);
  });

  it('gives the invoice page the same data through the service (SSR)', async () => {
    const direct = await getInvoiceForUser(w.env.DB, shopper.id, inv.txnid);
    expect(direct?.invoice_no).toBe(inv.invoice_no);
    expect(await getInvoiceForUser(w.env.DB, DEMO_CUSTOMERS[1].id, inv.txnid)).toBeNull();
  });
});

describe('other invoices', () => {
  it('numbers invoices consecutively', async () => {
    const p = byRate[5]![3]!;
    const qty = Math.ceil(10_000 / p.discount_price) + 1;
    // picked up at Koramangala: stock is counted per branch (migration 0031)
    await setStockAt(w, p.id, 2 * qty, 2);
    const a = await place([{ product_id: p.id, qty }], { flag: 1, branch: 2, payment_method: 'cash' });
    const b = await place([{ product_id: p.id, qty }], { flag: 1, branch: 2, payment_method: 'cash' });
    const serial = (no: string) => Number(no.split('/')[2]);
    expect(a.invoice_no.slice(0, 9)).toBe(b.invoice_no.slice(0, 9));
    expect(serial(b.invoice_no)).toBe(serial(a.invoice_no) + 1);
  });

  it('is a bill of supply when every line is exempt, with the pickup store as the address', async () => {
    const p = byRate[0]![1]!;
    const qty = Math.ceil(10_000 / p.discount_price) + 1;
    await setStockAt(w, p.id, qty, 3);
    const placed = await place([{ product_id: p.id, qty }], { flag: 1, branch: 3, payment_method: 'cash' });
    const inv = (await invoice(placed.txnid)).body.response;
    expect(inv).toMatchObject({ title: 'Bill of Supply', bill_of_supply: true, flag: 1, customer: null, pickup_store: { id: 3 } });
    expect(inv.gst.total.tax).toBe(0);
    expect(inv.gst.total.taxable).toBe(qty * p.discount_price);
  });

  it('shows points for a points order and hides discount and subtotal', async () => {
    const p = byRate[18]![1]!;
    const placed = await place([{ product_id: p.id, qty: 2 }], { flag: 0, address_id: shopper.address, payment_method: 'point' });
    const inv = (await invoice(placed.txnid)).body.response;
    expect(inv.paid_with_points).toBe(true);
    expect(inv.footer).toMatchObject({
      product_points: 2 * p.point,
      total_points: 2 * p.point,
      total: 0,
      delivery: 0,
      show_discount_and_subtotal: false,
    });
    expect(inv.rows[0]).toMatchObject({ reward_point: p.point, line_points: 2 * p.point });
    expect(inv.gst).toBeNull();
  });
});
