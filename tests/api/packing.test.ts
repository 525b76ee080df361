/**
 * Issue 29, packing (docs/packing.md): a clerk packs a Confirmed order line by line (short,
 * weighed) and the money follows the bag through the one orderTotals(): a COD order's cash due
 * drops, a paid online order gets a partial refund through the test provider, a points order gets
 * its points back, earned points follow the final total, the invoice gets a partial credit note,
 * unpacked units go back on the shelf — each exactly once, also when two clerks finish at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrderById } from '../../functions/api/db/orders/orders';
import { readGoods } from '../../functions/api/db/reports/dashboard-goods';
import { readMoney } from '../../functions/api/db/reports/dashboard-money';
import { finishPacking } from '../../functions/api/services/orders/packing';
import { testPaymentProvider } from '../../functions/api/providers/payment/test-provider';
import { MIN_ORDER_PAISE, SHIPPING } from '../../scripts/seed/fixtures';
import { pointsEarned } from '../../src/lib/domain/loyalty/points';
import { count, plainProducts, pointsOf, setCart, stockOf, type ProductRow } from '../support/order-helpers';
import { CLERK_1, CLERK_2, RIDER_1, newShopper, staffLogin, walk, type Shopper } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let shopper: Shopper;
let clerk: string;
let clerkB: string;
let otherBranch: string;
let counted: ProductRow;
let loose: { id: number; name: string; discount_price: number; grams: number };

/** A Bengaluru wall clock instant: packing at 10:30 IST on a working day, pinned for the notes' dates. */
const PACKED_AT = Date.parse('2026-11-27T10:30:00+05:30');

beforeAll(async () => {
  w = await startWorker();
  shopper = await newShopper(w, 100_000);
  [clerk, clerkB, otherBranch] = (await Promise.all([CLERK_1, CLERK_1, CLERK_2].map((s) => staffLogin(w, s)))) as [string, string, string];
  // counted, not weighed: a pack in pieces or millilitres
  const plain = await plainProducts(w, { minStock: 60, limit: 300 });
  const units = await w.env.DB.prepare(`SELECT id FROM product WHERE net_unit NOT IN ('g', 'kg')`).all<{ id: number }>();
  const countedIds = new Set(units.results.map((r) => r.id));
  counted = plain.find((p) => countedIds.has(p.id))!;
  // a loose item sold by weight: a plain product whose pack is in g or kg
  loose = (await w.env.DB.prepare(
    `SELECT id, name, discount_price, CAST(net_quantity * CASE net_unit WHEN 'kg' THEN 1000 ELSE 1 END AS INTEGER) AS grams
       FROM product p WHERE is_type IS NULL AND out_of_stock = 0 AND stock >= 40 AND pmin_count <= 1 AND (pmax_count = 0 OR pmax_count >= 2)
        AND net_unit IN ('g', 'kg') AND net_quantity > 0 AND id <> ?1
        AND NOT EXISTS (SELECT 1 FROM product_attribute a WHERE a.product_id = p.id)
      ORDER BY discount_price DESC LIMIT 1`,
  )
    .bind(counted.id)
    .first())!;
  expect(loose.grams).toBeGreaterThan(0);
});
afterAll(() => w?.dispose());

const countedQty = () => Math.ceil(MIN_ORDER_PAISE / counted.discount_price) + 4;

/** A Confirmed two-line order (counted × n, loose × 2) paid by cash or points, through the API. */
async function confirmedOrder(payment: 'cash' | 'point' = 'cash', s = shopper) {
  await setCart(w, s.id, [
    { product_id: counted.id, qty: countedQty() },
    { product_id: loose.id, qty: 2 },
  ]);
  const res = await w.call('POST', '/api/order', { flag: 0, address_id: s.address, payment_method: payment }, { cookie: s.cookie });
  expect(res.body).toMatchObject({ status: 1 });
  const id = res.body.response.id as number;
  await walk(w, clerk, id, [['Pending', 'Confirmed']]);
  return { id, txnid: res.body.response.txnid as string, ...(await lineIds(id)) };
}

/** A Confirmed online order, paid through the test provider (create → pay → verify). */
async function confirmedOnlineOrder(s: Shopper) {
  const lines = [
    { product_id: counted.id, qty: countedQty() },
    { product_id: loose.id, qty: 2 },
  ];
  await setCart(w, s.id, lines);
  const goods = countedQty() * counted.discount_price + 2 * loose.discount_price;
  const total = goods + (Math.round(goods / 100) > 1000 ? SHIPPING.aboveThreshold.price : SHIPPING.belowThreshold.price);
  const post = (path: string, body: unknown) => w.call('POST', path, body, { cookie: s.cookie });
  const created = await post('/api/payments/create', { flag: 0, address_id: s.address, amount: total });
  expect(created.status).toBe(200);
  const cb = (await post('/api/payments/test-complete', { order_id: created.body.response.order_id, outcome: 'success' })).body.response;
  const ok = await post('/api/payments/verify', cb);
  expect(ok.body).toMatchObject({ status: 1, response: { payment_method: 'online', payment_status: 'Success' } });
  const id = ok.body.response.id as number;
  await walk(w, clerk, id, [['Pending', 'Confirmed']]);
  return { id, total, paymentId: cb.razorpay_payment_id as string, ...(await lineIds(id)) };
}

async function lineIds(orderId: number) {
  const { results } = await w.env.DB.prepare('SELECT id, product_id FROM order_line WHERE order_id = ?1').bind(orderId).all<{
    id: number;
    product_id: number;
  }>();
  return {
    countedLine: results.find((l) => l.product_id === counted.id)!.id,
    looseLine: results.find((l) => l.product_id === loose.id)!.id,
  };
}

const pack = (id: number, lines: unknown[], cookie = clerk, headers: Record<string, string> = {}) =>
  w.call('POST', `/api/staff/orders/${id}/pack`, { from: 'Confirmed', lines }, { cookie, ...headers });
const order = async (id: number) => (await findOrderById(w.env.DB, id))!;
const refundsOf = (id: number) =>
  w.env.DB.prepare('SELECT reason, amount, status, provider_refund_id FROM refund WHERE order_id = ?1 ORDER BY id').bind(id).all<any>();
const notesOf = (id: number) =>
  w.env.DB.prepare('SELECT reason, value, credit_no, created_at FROM credit_note WHERE order_id = ?1 ORDER BY id').bind(id).all<any>();

/** What two units short and the loose line weighed 5 % light take off the goods. */
const shortTwoAndLight = () => 2 * counted.discount_price + (2 * loose.discount_price - Math.round(2 * loose.discount_price * 0.95));
const lightGrams = () => Math.round(loose.grams * 2 * 0.95);

describe('a COD order packed short and weighed light', () => {
  let o: Awaited<ReturnType<typeof confirmedOrder>>;
  let before: Awaited<ReturnType<typeof order>>;
  let stockBefore: number;

  beforeAll(async () => {
    o = await confirmedOrder('cash');
    before = await order(o.id);
    stockBefore = await stockOf(w, counted.id);
    // pinned clock through the service: the credit note is dated the packing
    const staff = { id: CLERK_1.id, mobile: CLERK_1.mobile, name: CLERK_1.name, role: 'branch' as const, branch_id: CLERK_1.branch_id };
    await finishPacking(
      w.env,
      before,
      {
        from: 'Confirmed',
        lines: [
          { line_id: o.countedLine, mark: 'short', packed_qty: countedQty() - 2 },
          { line_id: o.looseLine, mark: 'weighed', grams: lightGrams() },
        ],
      },
      staff,
      PACKED_AT,
    );
  });

  it("the owner's dashboard counts what went into the bag, not what was ordered", async () => {
    const after = await order(o.id);
    // a window of the order's own millisecond at its branch: this order alone
    const win = { start: after.created_at, end: after.created_at + 1, branchId: after.branch_id };
    const money = await readMoney(w.env.DB, { ...win, limit: 5 });
    const goods = await readGoods(w.env.DB, { ...win, from: '2000-01-01', to: '2000-01-01', products: 50, limit: 5 });
    const line = (id: number) => goods.top.find((p) => p.product_id === id)!;
    expect(line(counted.id)).toMatchObject({ units: countedQty() - 2, amount: (countedQty() - 2) * counted.discount_price });
    expect(line(loose.id).amount).toBe(Math.round(2 * loose.discount_price * 0.95));
    expect(money.units.units).toBe(line(counted.id).units + line(loose.id).units);
  });

  it('the cash to collect drops by what was not packed; the delivery charge stays', async () => {
    const after = await order(o.id);
    expect(after.order_status).toBe('Packed');
    expect(after.order_total).toBe(before.order_total - shortTwoAndLight());
    expect(after.shipping).toBe(before.shipping);
    expect(after.placed_total).toBe(before.order_total);
    const view = (await w.call('GET', `/api/order/${o.txnid}`, undefined, { cookie: shopper.cookie })).body.response;
    expect(view.totals).toMatchObject({ order_total: after.order_total, placed_total: before.order_total });
    const line = view.lines.find((l: any) => l.product_id === counted.id);
    expect(line).toMatchObject({
      qty: countedQty() - 2,
      ordered_qty: countedQty(),
      line_total: (countedQty() - 2) * counted.discount_price,
    });
    expect(view.lines.find((l: any) => l.product_id === loose.id)).toMatchObject({ packed_grams: lightGrams(), qty: 2 });
  });

  it('the two units not packed go back on the shelf once', async () => {
    expect(await stockOf(w, counted.id)).toBe(stockBefore + 2);
  });

  it('the invoice gets a partial credit note for the difference, numbered in the series, dated the packing', async () => {
    const { results } = await notesOf(o.id);
    expect(results).toEqual([
      { reason: 'packed', value: shortTwoAndLight(), credit_no: expect.stringMatching(/^CN\/26-27\/\d{6}$/), created_at: PACKED_AT },
    ]);
    // the invoice follows the supply: its total is the packed one
    const inv = (await w.call('GET', `/api/invoice/${o.id}`, undefined, { cookie: shopper.cookie })).body.response;
    expect(inv.footer.total).toBe(before.order_total - shortTwoAndLight());
    expect(inv.cancelled).toBe(false);
  });

  it('earned points follow the final total, and are credited at completion', async () => {
    const after = await order(o.id);
    expect(after.points_earned).toBe(pointsEarned(after.subtotal - after.discount));
    const balance = await pointsOf(w, shopper.phone);
    await walk(w, clerk, o.id, [['Packed', 'Out for delivery', { rider_id: RIDER_1.id }]]);
    const rider = await staffLogin(w, RIDER_1);
    await walk(w, rider, o.id, [['Out for delivery', 'Completed']]);
    expect(await pointsOf(w, shopper.phone)).toBe(balance + after.points_earned);
  });

  it('finishing again changes nothing (409)', async () => {
    const res = await pack(o.id, []);
    expect(res.status).toBe(409);
    expect((await notesOf(o.id)).results).toHaveLength(1);
  });
});

describe('a paid online order packed short', () => {
  it('gets a partial refund of the difference through the test provider; a later cancel refunds only the rest', async () => {
    const s = await newShopper(w);
    const o = await confirmedOnlineOrder(s);
    const res = await pack(o.id, [{ line_id: o.countedLine, mark: 'short', packed_qty: countedQty() - 3 }]);
    expect(res.status).toBe(200);
    const diff = 3 * counted.discount_price;
    expect(res.body.response).toMatchObject({ reduced_by: diff, order_status: 'Packed' });
    let { results } = await refundsOf(o.id);
    expect(results).toEqual([
      { reason: 'packing', amount: diff, status: 'processed', provider_refund_id: expect.stringMatching(/^rfnd_test_/) },
    ]);
    expect((await order(o.id)).order_total).toBe(o.total - diff);
    // the shopper's page shows the refund
    const view = (await w.call('GET', `/api/order/${o.id}`, undefined, { cookie: s.cookie })).body.response;
    expect(view.refund).toMatchObject({ amount: diff, status: 'processed' });

    const cancel = await w.call(
      'POST',
      `/api/staff/orders/${o.id}/move`,
      { from: 'Packed', to: 'Cancelled', reason: 'Address locked' },
      { cookie: clerk },
    );
    expect(cancel.status).toBe(200);
    ({ results } = await refundsOf(o.id));
    expect(results.map((r: any) => [r.reason, r.amount, r.status])).toEqual([
      ['packing', diff, 'processed'],
      ['cancelled', o.total - diff, 'processed'],
    ]);
    // never more than was captured: the test provider refuses what Razorpay would
    const provider = testPaymentProvider(undefined, { db: w.env.DB });
    await expect(provider.refund(o.paymentId, 100, 'extra')).rejects.toThrow(/exceeds/);
    // the cancel's note credits what the packed invoice still stood at
    expect((await notesOf(o.id)).results.map((n: any) => [n.reason, n.value])).toEqual([
      ['packed', diff],
      ['cancelled', o.total - diff],
    ]);
  });
});

describe('a points order packed short', () => {
  it('gets the points of what was not packed back, once; a later cancel returns only the rest', async () => {
    const s = await newShopper(w, 200_000);
    const start = await pointsOf(w, s.phone);
    const o = await confirmedOrder('point', s);
    const placed = await order(o.id);
    const spent = start - (await pointsOf(w, s.phone));
    expect(spent).toBe(placed.total_points);
    const res = await pack(o.id, [{ line_id: o.countedLine, mark: 'short', packed_qty: 0 }]);
    expect(res.status).toBe(200);
    const back = countedQty() * counted.point;
    expect(res.body.response.points_back).toBe(back);
    expect(await pointsOf(w, s.phone)).toBe(start - spent + back);
    expect((await order(o.id)).total_points).toBe(placed.total_points - back);
    await w.call('POST', `/api/staff/orders/${o.id}/move`, { from: 'Packed', to: 'Cancelled', reason: 'Shopper away' }, { cookie: clerk });
    expect(await pointsOf(w, s.phone)).toBe(start);
  });
});

describe('bad input changes nothing', () => {
  let o: Awaited<ReturnType<typeof confirmedOrder>>;
  let other: Awaited<ReturnType<typeof confirmedOrder>>;
  beforeAll(async () => {
    o = await confirmedOrder('cash');
    other = await confirmedOrder('cash');
  });

  const cases: [string, () => unknown[], string][] = [
    ['packed above ordered', () => [{ line_id: o.countedLine, mark: 'short', packed_qty: countedQty() + 1 }], 'srv.pack.tooMany'],
    [
      'weight outside the tolerance',
      () => [{ line_id: o.looseLine, mark: 'weighed', grams: Math.round(loose.grams * 2 * 0.85) }],
      'srv.pack.weightOutside',
    ],
    ['a counted item weighed', () => [{ line_id: o.countedLine, mark: 'weighed', grams: 500 }], 'srv.pack.notWeighed'],
    ['a line of another order', () => [{ line_id: other.countedLine, mark: 'short', packed_qty: 0 }], 'srv.pack.notThisOrder'],
  ];
  for (const [what, lines, code] of cases) {
    it(`${what}: 400 ${code}, still Confirmed, stock untouched`, async () => {
      const stock = await stockOf(w, counted.id);
      const res = await pack(o.id, lines());
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
      expect((await order(o.id)).order_status).toBe('Confirmed');
      expect(await stockOf(w, counted.id)).toBe(stock);
    });
  }

  it('the shopper chose Skip: a short line is packed as none, never in part', async () => {
    await w.env.DB.prepare(`UPDATE order_line SET if_missing = 'skip' WHERE id = ?1`).bind(o.countedLine).run();
    const res = await pack(o.id, [{ line_id: o.countedLine, mark: 'short', packed_qty: 1 }]);
    expect(res).toMatchObject({ status: 400, body: { code: 'srv.pack.skipMeansNone' } });
    expect((await order(o.id)).order_status).toBe('Confirmed');
    const sheet = (await w.call('GET', `/api/staff/orders/${o.id}`, undefined, { cookie: clerk })).body.response.packing;
    expect(sheet.find((l: any) => l.line_id === o.countedLine)).toMatchObject({ if_missing: 'skip', weight: null, qty: countedQty() });
    await w.env.DB.prepare(`UPDATE order_line SET if_missing = 'call' WHERE id = ?1`).bind(o.countedLine).run();
  });

  it('the message is in the shopper-facing catalogue: Kannada and Hindi', async () => {
    const kn = await pack(o.id, cases[0]![1](), clerk, { 'accept-language': 'kn' });
    const hi = await pack(o.id, cases[1]![1](), clerk, { 'accept-language': 'hi' });
    expect(kn.body.message).toMatch(/ಪ್ಯಾಕ್/);
    expect(hi.body.message).toMatch(/ग्राम/);
  });

  it("another branch's clerk cannot pack the order (404)", async () => {
    expect((await pack(o.id, [], otherBranch)).status).toBe(404);
  });
});

describe('two clerks finishing packing at once', () => {
  it('one holds: one refund record, one credit note, units back once', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await newShopper(w);
      const o = await confirmedOnlineOrder(s);
      const stock = await stockOf(w, counted.id);
      const [a, b] = await Promise.all([
        pack(o.id, [{ line_id: o.countedLine, mark: 'short', packed_qty: countedQty() - 1 }], clerk),
        pack(o.id, [{ line_id: o.countedLine, mark: 'short', packed_qty: countedQty() - 2 }], clerkB),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const won = a.status === 200 ? 1 : 2;
      expect(await stockOf(w, counted.id)).toBe(stock + won);
      expect((await refundsOf(o.id)).results.map((r: any) => r.amount)).toEqual([won * counted.discount_price]);
      expect((await notesOf(o.id)).results).toHaveLength(1);
      expect(await count(w, `SELECT 1 FROM order_event WHERE order_id = ?1 AND to_status = 'Packed'`, o.id)).toBe(1);
    }
  });
});
