/**
 * GST for October 2026 (issue 30) on the report fixture (tests/support/report-fixture.ts): tax per
 * rate, the HSN summary and B2C totals worked out by hand from the fixture's invoices (the
 * arithmetic is in the comments), and the same figures as the sum of the invoices the store would
 * print for those orders: the month and its invoices cannot disagree.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getInvoiceForStore } from '../../functions/api/services/orders/invoice';
import { startWorker, type TestWorker } from '../support/worker';
import { CLERK_1, MANAGER, RIDER_1, staffLogin } from '../support/staff';
import { MONTH, writeReportFixture, type Fixture } from '../support/report-fixture';

let w: TestWorker;
let fx: Fixture;
let manager: string;
let clerk1: string;
let rider1: string;
let oct: any;

beforeAll(async () => {
  w = await startWorker();
  fx = await writeReportFixture(w);
  [manager, clerk1, rider1] = (await Promise.all([MANAGER, CLERK_1, RIDER_1].map((s) => staffLogin(w, s)))) as [string, string, string];
  const res = await w.call('GET', `/api/staff/reports/gst?month=${MONTH}`, undefined, { cookie: manager });
  expect(res.status).toBe(200);
  oct = res.body.response;
});
afterAll(() => w?.dispose());

const KA = 'Karnataka (29)';
const zero = { igst: 0, cgst: 0, sgst: 0, tax: 0 };

// Counted: o1, o2, o4, o8 (cash and online, not cancelled). Per line, tax = amount − round(amount × 100 / (100 + rate)):
//  o1  P1 0 %  2 × 30.00 = 60.00                     → taxable 60.00
//      P2 5 %  105.00                                 → taxable 100.00, CGST 2.50, SGST 2.50
//  o2  coupon 20.00 shared 8.00 / 12.00 over 140.00 and 210.00
//      P3 40 % 132.00                                 → taxable 94.29, tax 37.71 (CGST 18.85, SGST 18.86)
//      P2 5 %  198.00                                 → taxable 188.57, tax 9.43 (CGST 4.71, SGST 4.72)
//  o4  offer 50.00 shared 35.12 / 14.88 over 354.00 and 150.00 (the odd paisa to the larger remainder)
//      P5 18 % 318.88                                 → taxable 270.24, tax 48.64 (CGST 24.32, SGST 24.32)
//      P1 0 %  135.12
//  o8  P1 0 %  5 × 55.00 = 275.00
const BY_RATE = [
  { rate: 0, amount: 47012, taxable: 47012, ...zero },
  { rate: 5, amount: 30300, taxable: 28857, igst: 0, cgst: 721, sgst: 722, tax: 1443 },
  { rate: 18, amount: 31888, taxable: 27024, igst: 0, cgst: 2432, sgst: 2432, tax: 4864 },
  { rate: 40, amount: 13200, taxable: 9429, igst: 0, cgst: 1885, sgst: 1886, tax: 3771 },
];

describe('GST for October 2026', () => {
  it("tax per rate and the month's totals", () => {
    expect(oct.month).toMatchObject({ month: MONTH, label: 'October 2026', from: '2026-10-01', to: '2026-10-31' });
    expect(oct.figures.by_rate).toEqual(BY_RATE);
    expect(oct.figures.total).toEqual({ taxable: 112322, igst: 0, cgst: 5038, sgst: 5040, tax: 10078, amount: 122400 });
    // goods after discounts of the counted orders: 165.00 + 330.00 + 454.00 + 275.00
    expect(oct.figures.total.amount).toBe(16500 + 33000 + 45400 + 27500);
    expect(oct.figures.invoices).toBe(4);
  });

  it('the HSN summary (GSTR-1 table 12): per HSN and rate, quantity in numbers', () => {
    const { P1, P2, P3, P5 } = fx.p;
    expect(oct.figures.by_hsn).toEqual([
      { hsn: '0401', description: P1.category, uqc: 'NOS', rate: 0, qty: 12, total_value: 47012, taxable: 47012, ...zero },
      {
        hsn: '1905',
        description: P2.category,
        uqc: 'NOS',
        rate: 5,
        qty: 3,
        total_value: 30300,
        taxable: 28857,
        igst: 0,
        cgst: 721,
        sgst: 722,
        tax: 1443,
      },
      {
        hsn: '2202',
        description: P3.category,
        uqc: 'NOS',
        rate: 40,
        qty: 2,
        total_value: 13200,
        taxable: 9429,
        igst: 0,
        cgst: 1885,
        sgst: 1886,
        tax: 3771,
      },
      {
        hsn: '3401',
        description: P5.category,
        uqc: 'NOS',
        rate: 18,
        qty: 3,
        total_value: 31888,
        taxable: 27024,
        igst: 0,
        cgst: 2432,
        sgst: 2432,
        tax: 4864,
      },
    ]);
  });

  it('B2C per rate and place of supply (GSTR-1 table 7); documents; what is left out and why', () => {
    expect(oct.figures.b2cs).toEqual(BY_RATE.map((r) => ({ place_of_supply: KA, ...r })));
    // o1–o8 are dated in October (o0 in September); o3, o6, o7 were cancelled
    expect(oct.documents).toEqual({ issued: 8, first: 'HF/FX/000001', last: 'HF/FX/000008', cancelled: 3 });
    expect(oct.left_out).toEqual({
      cancelled: { orders: 3, value: 42000 + 42000 + 12345 },
      points: { orders: 1, goods: 10500 },
      replacements: { orders: 0 },
    });
    expect(oct.delivery).toEqual({ orders: 1, amount: 3000 });
    expect(oct.credit_notes).toMatchObject({ issued: 0 });
    expect(oct.store).toMatchObject({ state_code: '29' });
  });

  it('equals the sum of the invoices the store prints for the counted orders', async () => {
    const sums = new Map<number, any>();
    for (const id of [fx.orders.o1, fx.orders.o2, fx.orders.o4, fx.orders.o8]) {
      const inv = (await getInvoiceForStore(w.env.DB, id))!;
      for (const r of inv.gst!.byRate) {
        const s = sums.get(r.rate) ?? { rate: r.rate, amount: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0, tax: 0 };
        for (const k of ['amount', 'taxable', 'igst', 'cgst', 'sgst', 'tax'] as const) s[k] += r[k];
        sums.set(r.rate, s);
      }
    }
    expect([...sums.values()].sort((a, b) => a.rate - b.rate)).toEqual(oct.figures.by_rate);
    // a points order's invoice has no GST table: that is why the month leaves it out
    expect((await getInvoiceForStore(w.env.DB, fx.orders.o5))!.gst).toBeNull();
  });

  it('September holds only o0', async () => {
    const sep = (await w.call('GET', '/api/staff/reports/gst?month=2026-09', undefined, { cookie: manager })).body.response;
    expect(sep.figures.by_rate).toEqual([{ rate: 0, amount: 25000, taxable: 25000, ...zero }]);
    expect(sep.documents).toMatchObject({ issued: 1, cancelled: 0 });
  });
});

describe('refusals', () => {
  it("GST is the manager's: a clerk and a rider are refused", async () => {
    const asClerk = await w.call('GET', `/api/staff/reports/gst?month=${MONTH}`, undefined, { cookie: clerk1 });
    expect(asClerk).toMatchObject({
      status: 403,
      body: { status: 0, code: 'report.managerOnly', message: 'Only the manager can see this.' },
    });
    expect((await w.call('GET', `/api/staff/reports/gst?month=${MONTH}`, undefined, { cookie: rider1 })).status).toBe(403);
  });

  it('a month that is not one, or has not begun', async () => {
    const get = (m: string) => w.call('GET', `/api/staff/reports/gst?month=${m}`, undefined, { cookie: manager });
    expect(await get('2026-13')).toMatchObject({ status: 400, body: { code: 'report.badMonth' } });
    expect(await get('2099-01')).toMatchObject({ status: 400, body: { code: 'report.futureMonth' } });
    expect((await w.call('GET', '/api/staff/reports/gst', undefined, { cookie: manager })).body.code).toBe('report.badMonth');
  });
});
