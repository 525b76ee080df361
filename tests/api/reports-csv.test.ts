/**
 * The CSV exports (issue 30) read back as a spreadsheet reads them (tests/support/csv-parse.ts):
 * UTF-8 with a BOM, CRLF, quoted text with the formula guard, amounts as plain rupees, dates
 * dd-mm-yyyy; the numbers match the report fixture (tests/support/report-fixture.ts) and the GST
 * month; the limits refuse before anything is sent; paging by keyset loses and repeats nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvExport, ordersWithLines } from '../../functions/api/services/reports';
import { startWorker, type TestWorker } from '../support/worker';
import { CLERK_1, MANAGER, staffLogin } from '../support/staff';
import { DAY, ist, MONTH, writeReportFixture, type Fixture } from '../support/report-fixture';
import { paiseOf, parseCsv } from '../support/csv-parse';

let w: TestWorker;
let fx: Fixture;
let manager: string;
let clerk1: string;

beforeAll(async () => {
  w = await startWorker();
  fx = await writeReportFixture(w);
  [manager, clerk1] = (await Promise.all([MANAGER, CLERK_1].map((s) => staffLogin(w, s)))) as [string, string];
});
afterAll(() => w?.dispose());

async function download(cookie: string, path: string) {
  const res = await w.request(`/api/staff/reports/export/${path}`, { headers: { cookie } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { res, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

describe('orders.csv', () => {
  it("opens in Excel: BOM, CRLF, a file name, and the day's six orders oldest first", async () => {
    const { res, bytes, text } = await download(manager, `orders?from=${DAY}&to=${DAY}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="haat-orders-${DAY}.csv"`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = parseCsv(text);
    expect(csv).toMatchObject({ bom: true, crlf: true });
    expect(csv.rows.map((r) => r[0])).toEqual(['RPT90001', 'RPT90002', 'RPT90003', 'RPT90006', 'RPT90004', 'RPT90005']);
    expect(csv.records[0]).toEqual({
      'Order number': 'RPT90001',
      'Invoice number': 'HF/FX/000001',
      Date: '14-10-2026',
      'Time (IST)': '08:15',
      Branch: 'Indiranagar',
      Status: 'Completed',
      'Payment mode': 'Cash on delivery',
      'Payment status': 'Success',
      Fulfilment: 'Delivery',
      'Slot day': '14-10-2026',
      'Slot time': '4–6 PM',
      Items: '3',
      'Goods (₹)': '165.00',
      'Coupon or offer (₹)': '0.00',
      Coupon: '',
      'Delivery (₹)': '30.00',
      'Paid in money (₹)': '195.00',
      'Points paid': '0',
      Rider: 'Suresh Babu',
    });
    expect(csv.records.map((r) => r.Coupon)).toEqual(['', 'SAVE10', '', '', 'Points offer', '']);
    expect(csv.records[5]).toMatchObject({ 'Payment mode': 'Reward points', 'Paid in money (₹)': '0.00', 'Points paid': '105' });
    // amounts are bare numbers, text is quoted: Excel sums the one and never reads the other as a formula
    expect(text).toContain(
      '"Indiranagar","Completed","Cash on delivery","Success","Delivery","14-10-2026","4–6 PM",3,165.00,0.00,,30.00,195.00,0,"Suresh Babu"\r\n',
    );
    // money the sheet adds up: 4 kept orders paid 979.00 in money
    const kept = csv.records.filter((r) => r.Status !== 'Cancelled');
    expect(kept.reduce((a, r) => a + paiseOf(r['Paid in money (₹)']!), 0)).toBe(97900);
  });

  it("a clerk's file is their branch's, named so; another branch and ten years are refused as JSON", async () => {
    const { res, text } = await download(clerk1, `orders?from=${DAY}&to=${DAY}`);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="haat-orders-branch-1-${DAY}.csv"`);
    expect(parseCsv(text).rows.map((r) => r[0])).toEqual(['RPT90001', 'RPT90002', 'RPT90003']);
    const other = await w.call('GET', `/api/staff/reports/export/orders?from=${DAY}&branch_id=2`, undefined, { cookie: clerk1 });
    expect(other).toMatchObject({ status: 403, body: { code: 'report.notYourBranch' } });
    const decade = await w.call('GET', '/api/staff/reports/export/lines?from=2016-10-14&to=2026-10-13', undefined, { cookie: manager });
    expect(decade).toMatchObject({ status: 400, body: { code: 'report.rangeTooLong' } });
    expect((await w.call('GET', `/api/staff/reports/export/everything?from=${DAY}`, undefined, { cookie: manager })).status).toBe(400);
  });
});

describe('lines.csv', () => {
  it("each line's tax is its invoice's: the lines counted add up to the GST month", async () => {
    const { text } = await download(manager, 'lines?from=2026-10-01&to=2026-10-31');
    const csv = parseCsv(text);
    expect(csv).toMatchObject({ bom: true, crlf: true });
    // o1–o8: 2 + 2 + 1 + 2 + 1 + 1 + 1 + 1 lines
    expect(csv.rows).toHaveLength(11);
    const counted = csv.records.filter((r) => r['In the GST month'] === 'Yes');
    expect(new Set(counted.map((r) => r['Order number']))).toEqual(new Set(['RPT90001', 'RPT90002', 'RPT90004', 'RPT90008']));
    const sum = (k: string, rate?: string) =>
      counted.filter((r) => rate === undefined || r['GST rate (%)'] === rate).reduce((a, r) => a + paiseOf(r[k]!), 0);
    expect([sum('Taxable value (₹)'), sum('CGST (₹)'), sum('SGST (₹)'), sum('IGST (₹)')]).toEqual([112322, 5038, 5040, 0]);
    expect([sum('Taxable value (₹)', '40'), sum('CGST (₹)', '40'), sum('SGST (₹)', '40')]).toEqual([9429, 1885, 1886]);
    expect(csv.records.filter((r) => r['In the GST month'] === 'No: cancelled').map((r) => r['Order number'])).toEqual([
      'RPT90007',
      'RPT90003',
      'RPT90006',
    ]);
    // a points order's invoice has no tax table: its tax cells stay empty
    expect(csv.records.find((r) => r['Order number'] === 'RPT90005')).toMatchObject({
      'In the GST month': 'No: paid with points',
      'Taxable value (₹)': '',
      'CGST (₹)': '',
    });
    // o4's offer: 35.12 of the 50.00 on the 18 % line, as its invoice shares it
    expect(csv.records.find((r) => r['Order number'] === 'RPT90004' && r['GST rate (%)'] === '18')).toMatchObject({
      'Line amount (₹)': '354.00',
      'After coupon or offer (₹)': '318.88',
      'Taxable value (₹)': '270.24',
      'CGST (₹)': '24.32',
      'SGST (₹)': '24.32',
      'IGST (₹)': '0.00',
    });
  });

  it('a product name typed as a formula stays text', async () => {
    const { text } = await download(manager, 'lines?from=2026-10-13&to=2026-10-13');
    expect(text).toContain(`"'=HYPERLINK(""http://x.test"",""Milk, 1 L"")"`);
    const line = parseCsv(text).records.find((r) => r['Order number'] === 'RPT90008')!;
    expect(line.Product).toBe(`'=HYPERLINK("http://x.test","Milk, 1 L")`);
    expect(line.Date).toBe('13-10-2026');
  });
});

describe('refunds.csv and the GST files', () => {
  it('refunds of the day, oldest first, with their state', async () => {
    const csv = parseCsv((await download(manager, `refunds?from=${DAY}&to=${DAY}`)).text);
    expect(csv.records.map((r) => [r['Refund id'], r['Order number'], r['Amount (₹)'], r.Status, r['Time (IST)']])).toEqual([
      ['90202', 'RPT90007', '123.45', 'Processed', '09:00'],
      ['90201', 'RPT90003', '420.00', 'Pending', '15:00'],
      ['90203', 'Payment without an order', '99.00', 'Failed, to retry', '20:00'],
    ]);
    expect(csv.records[2]).toMatchObject({ 'Last error': 'bank timeout', 'Provider order': 'order_fx_stray', Branch: '' });
    // a branch's file has only its orders' refunds
    expect(parseCsv((await download(clerk1, `refunds?from=${DAY}`)).text).rows.map((r) => r[0])).toEqual(['90201']);
  });

  it("the HSN summary and B2C totals in the GST portal's columns; the manager's only", async () => {
    const hsn = await download(manager, `gst-hsn?month=${MONTH}`);
    expect(hsn.res.headers.get('content-disposition')).toBe(`attachment; filename="haat-gst-hsn-${MONTH}.csv"`);
    const h = parseCsv(hsn.text);
    expect(h.header).toEqual([
      'HSN',
      'Description',
      'UQC',
      'Total Quantity',
      'Total Value',
      'Rate',
      'Taxable Value',
      'Integrated Tax Amount',
      'Central Tax Amount',
      'State/UT Tax Amount',
      'Cess Amount',
    ]);
    expect(h.rows).toEqual([
      ['0401', fx.p.P1.category, 'NOS-NUMBERS', '12', '470.12', '0', '470.12', '0.00', '0.00', '0.00', '0.00'],
      ['1905', fx.p.P2.category, 'NOS-NUMBERS', '3', '303.00', '5', '288.57', '0.00', '7.21', '7.22', '0.00'],
      ['2202', fx.p.P3.category, 'NOS-NUMBERS', '2', '132.00', '40', '94.29', '0.00', '18.85', '18.86', '0.00'],
      ['3401', fx.p.P5.category, 'NOS-NUMBERS', '3', '318.88', '18', '270.24', '0.00', '24.32', '24.32', '0.00'],
    ]);
    const b = parseCsv((await download(manager, `gst-b2cs?month=${MONTH}`)).text);
    expect(b.rows.map((r) => [r[0], r[1], r[2], r[4]])).toEqual([
      ['OE', '29-Karnataka', '0', '470.12'],
      ['OE', '29-Karnataka', '5', '288.57'],
      ['OE', '29-Karnataka', '18', '270.24'],
      ['OE', '29-Karnataka', '40', '94.29'],
    ]);
    expect((await w.call('GET', `/api/staff/reports/export/gst-hsn?month=${MONTH}`, undefined, { cookie: clerk1 })).status).toBe(403);
  });
});

describe('large periods', () => {
  it('a file over the row limit is refused before anything is sent', async () => {
    const manager1 = { id: 1, mobile: '9800000000', name: 'Meera Iyer', role: 'manager' as const, branch_id: null };
    const refused = await csvExport(w.env.DB, manager1, 'lines', { from: '2026-10-01', to: '2026-10-31' }, Date.now(), 10);
    expect(refused).toEqual({
      ok: false,
      status: 400,
      code: 'report.tooManyRows',
      message: 'That export would have 11 rows; one file holds at most 10. Choose fewer days.',
    });
    expect(await csvExport(w.env.DB, manager1, 'lines', { from: '2026-10-01', to: '2026-10-31' }, Date.now(), 11)).toMatchObject({
      ok: true,
    });
  });

  it('pages by keyset lose and repeat nothing, even for orders placed in the same millisecond', async () => {
    const at = ist('2026-10-20', '10:00');
    await w.env.DB.batch(
      Array.from({ length: 5 }, (_, i) =>
        w.env.DB.prepare(
          `INSERT INTO orders (id, txnid, user_id, created_at, payment_method, flag, branch_id, subtotal, order_total)
                          VALUES (?1, ?2, ?3, ?4, 'cash', 1, 3, 100, 100)`,
        ).bind(90500 + i, `RPTSAME${i}`, fx.users.X, at),
      ),
    );
    const ids: number[] = [];
    for await (const page of ordersWithLines(w.env.DB, { start: at, end: at + 1, branchId: null }, '29', 2)) {
      expect(page.length).toBeLessThanOrEqual(2);
      ids.push(...page.map((o) => o.order.id));
    }
    expect(ids).toEqual([90500, 90501, 90502, 90503, 90504]);
  });
});
