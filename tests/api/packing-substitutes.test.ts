/**
 * Issue 29, substitutes (docs/packing.md): a "Replace with similar" line packed with another product
 * from the same shelf, in stock at the order's branch, charged at the lower price unless the
 * shopper accepts more; the shopper's answer (or the window's close, pinned clock) decides, once,
 * and the money and the stock follow through the same packing batch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrderById } from '../../functions/api/db/orders/orders';
import { finishPacking } from '../../functions/api/services/orders/packing';
import { answerForShopper, proposeSubstitute } from '../../functions/api/services/orders/substitutes';
import { MIN_ORDER_PAISE, SHIPPING } from '../../scripts/seed/fixtures';
import { pointsEarned } from '../../src/lib/domain/loyalty/points';
import { SUBSTITUTE_WINDOW_MS } from '../../src/lib/domain/orders/substitutes';
import { count, plainProducts, setCart, setStockAt, stockAt, type ProductRow } from '../support/order-helpers';
import { CLERK_1, CLERK_2, newShopper, staffLogin, walk, type Shopper } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let clerk: string;
let clerkB: string;
/** one shelf: a cheaper, the ordered and a dearer product; another shelf's product; a filler line */
let cheap: ProductRow;
let orig: ProductRow;
let dear: ProductRow;
let otherShelf: ProductRow;
let filler: ProductRow;
const QTY = 2;
const STAFF = { id: CLERK_1.id, mobile: CLERK_1.mobile, name: CLERK_1.name, role: 'branch' as const, branch_id: CLERK_1.branch_id };

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
  // a shelf with three distinct prices
  const [, three] = [...byShelf].find(([, ps]) => new Set(ps.map((p) => p.discount_price)).size >= 3)!;
  const prices = [...new Set(three.map((p) => p.discount_price))].sort((a, b) => a - b);
  [cheap, orig, dear] = prices.slice(0, 3).map((price) => three.find((p) => p.discount_price === price)!) as [
    ProductRow,
    ProductRow,
    ProductRow,
  ];
  otherShelf = plain.find((p) => shelfOf.get(p.id) !== shelfOf.get(orig.id) && p.discount_price >= 1000)!;
  filler = [...plain].reverse().find((p) => shelfOf.get(p.id) !== shelfOf.get(orig.id) && p.id !== otherShelf.id)!;
  for (const p of [cheap, orig, dear, otherShelf, filler]) await setStockAt(w, p.id, 500);
});
afterAll(() => w?.dispose());

/** A Confirmed COD order: the ordered product × 2 ("Replace with similar") and a filler line over the minimum. */
async function confirmedOrder(s?: Shopper, choice: 'replace' | 'skip' = 'replace') {
  const shopper = s ?? (await newShopper(w));
  await setCart(w, shopper.id, [
    { product_id: orig.id, qty: QTY },
    { product_id: filler.id, qty: Math.ceil(MIN_ORDER_PAISE / filler.discount_price) + 1 },
  ]);
  const res = await w.call(
    'POST',
    '/api/order',
    { flag: 0, address_id: shopper.address, payment_method: 'cash' },
    { cookie: shopper.cookie },
  );
  expect(res.body).toMatchObject({ status: 1 });
  const id = res.body.response.id as number;
  const line = (await w.env.DB.prepare('SELECT id FROM order_line WHERE order_id = ?1 AND product_id = ?2')
    .bind(id, orig.id)
    .first<{ id: number }>())!.id;
  await w.env.DB.prepare('UPDATE order_line SET if_missing = ?2 WHERE id = ?1').bind(line, choice).run();
  await walk(w, clerk, id, [['Pending', 'Confirmed']]);
  return { id, txnid: res.body.response.txnid as string, line, shopper };
}

/** A Confirmed online order paid through the test provider, its "Replace with similar" line and total. */
async function confirmedOnlineOrder() {
  const shopper = await newShopper(w);
  const fillerQty = Math.ceil(MIN_ORDER_PAISE / filler.discount_price) + 1;
  await setCart(w, shopper.id, [
    { product_id: orig.id, qty: QTY },
    { product_id: filler.id, qty: fillerQty },
  ]);
  const goods = QTY * orig.discount_price + fillerQty * filler.discount_price;
  const total = goods + (Math.round(goods / 100) > 1000 ? SHIPPING.aboveThreshold.price : SHIPPING.belowThreshold.price);
  const post = (path: string, body: unknown) => w.call('POST', path, body, { cookie: shopper.cookie });
  const created = await post('/api/payments/create', { flag: 0, address_id: shopper.address, amount: total });
  expect(created.body, JSON.stringify(created.body)).toMatchObject({ status: 1 });
  const cb = (await post('/api/payments/test-complete', { order_id: created.body.response.order_id, outcome: 'success' })).body.response;
  const id = (await post('/api/payments/verify', cb)).body.response.id as number;
  const line = (await w.env.DB.prepare('SELECT id FROM order_line WHERE order_id = ?1 AND product_id = ?2')
    .bind(id, orig.id)
    .first<{ id: number }>())!.id;
  await w.env.DB.prepare(`UPDATE order_line SET if_missing = 'replace' WHERE id = ?1`).bind(line).run();
  await walk(w, clerk, id, [['Pending', 'Confirmed']]);
  return { id, line, total };
}

const order = async (id: number) => (await findOrderById(w.env.DB, id))!;
const propose = (id: number, line: number, p: ProductRow, cookie = clerk) =>
  w.call('POST', `/api/staff/orders/${id}/substitutes`, { line_id: line, product_id: p.id, attribute_id: 0 }, { cookie });
const answer = (o: { txnid: string; line: number; shopper: Shopper }, a: 'accept' | 'decline') =>
  w.call('POST', `/api/order/${o.txnid}/substitutes/${o.line}`, { answer: a }, { cookie: o.shopper.cookie });
const pack = (id: number, lines: unknown[], cookie = clerk) =>
  w.call('POST', `/api/staff/orders/${id}/pack`, { from: 'Confirmed', lines }, { cookie });
const subOf = (line: number) => w.env.DB.prepare('SELECT * FROM line_substitute WHERE line_id = ?1').bind(line).first<any>();
const saleMoves = (id: number, productId: number) =>
  count(w, `SELECT 1 FROM stock_move WHERE order_id = ?1 AND product_id = ?2 AND kind = 'sale'`, id, productId);

describe('a substitute refused changes nothing', () => {
  it('from another shelf, out of stock at the branch, or where the shopper chose Skip: 400 with its code', async () => {
    const o = await confirmedOrder();
    const other = await propose(o.id, o.line, otherShelf);
    expect(other).toMatchObject({ status: 400, body: { code: 'srv.subst.otherShelf' } });
    await setStockAt(w, dear.id, 1);
    const out = await propose(o.id, o.line, dear);
    expect(out).toMatchObject({ status: 400, body: { code: 'srv.subst.outOfStock' } });
    await setStockAt(w, dear.id, 500);
    const skip = await confirmedOrder(undefined, 'skip');
    expect(await propose(skip.id, skip.line, dear)).toMatchObject({ status: 400, body: { code: 'srv.subst.notReplace' } });
    expect(await propose(o.id, o.line, orig)).toMatchObject({ status: 400, body: { code: 'srv.subst.sameItem' } });
    expect(await count(w, 'SELECT 1 FROM line_substitute WHERE order_id IN (?1, ?2)', o.id, skip.id)).toBe(0);
    // "Substituted" without a substitute chosen: refused, still Confirmed
    expect(await pack(o.id, [{ line_id: o.line, mark: 'substituted' }])).toMatchObject({
      status: 400,
      body: { code: 'srv.pack.noSubstitute' },
    });
    expect((await order(o.id)).order_status).toBe('Confirmed');
    // the message is the shopper-facing catalogue's, in Kannada too
    const kn = await w.call(
      'POST',
      `/api/staff/orders/${o.id}/substitutes`,
      { line_id: o.line, product_id: otherShelf.id, attribute_id: 0 },
      {
        cookie: clerk,
        'accept-language': 'kn',
      },
    );
    expect(kn.body.message).toMatch(/ಶೆಲ್ಫ್/);
  });

  it("another branch's clerk cannot propose one (404)", async () => {
    const o = await confirmedOrder();
    expect((await propose(o.id, o.line, dear, await staffLogin(w, CLERK_2))).status).toBe(404);
  });
});

describe('a cheaper substitute', () => {
  it('needs no answer, is charged at its own price; the cash drops; the stock moves once; a cancel puts it back', async () => {
    const o = await confirmedOrder();
    const before = await order(o.id);
    const [origAt, cheapAt] = [await stockAt(w, orig.id), await stockAt(w, cheap.id)];
    const res = await propose(o.id, o.line, cheap);
    expect(res.body.response.substitute).toMatchObject({ state: 'accepted', charged: cheap.discount_price });
    expect(await count(w, `SELECT 1 FROM sms_outbox WHERE phone = ?1 AND body LIKE '%instead of%'`, o.shopper.phone)).toBe(0);
    const packed = await pack(o.id, [{ line_id: o.line, mark: 'substituted' }]);
    expect(packed.status).toBe(200);
    const diff = (orig.discount_price - cheap.discount_price) * QTY;
    expect(packed.body.response.reduced_by).toBe(diff);
    const after = await order(o.id);
    expect(after.order_total).toBe(before.order_total - diff);
    expect(after.points_earned).toBe(pointsEarned(after.subtotal - after.discount));
    expect([await stockAt(w, orig.id), await stockAt(w, cheap.id)]).toEqual([origAt + QTY, cheapAt - QTY]);
    expect(await subOf(o.line)).toMatchObject({ state: 'accepted', packed_qty: QTY });
    // the shopper's page and the invoice show the substitute line
    const view = (await w.call('GET', `/api/order/${o.txnid}`, undefined, { cookie: o.shopper.cookie })).body.response;
    expect(view.lines.find((l: any) => l.product_id === orig.id)).toMatchObject({
      line_total: cheap.discount_price * QTY,
      substitute: { name: cheap.name, qty: QTY },
    });
    const cancel = await w.call(
      'POST',
      `/api/staff/orders/${o.id}/move`,
      { from: 'Packed', to: 'Cancelled', reason: 'Shopper away' },
      { cookie: clerk },
    );
    expect(cancel.status).toBe(200);
    // the original's units went back at packing; the substitute's come back now
    expect([await stockAt(w, orig.id), await stockAt(w, cheap.id)]).toEqual([origAt + QTY, cheapAt]);
  });

  it('a paid online order gets the difference back as a partial refund through the test provider', async () => {
    const { id, line, total } = await confirmedOnlineOrder();
    expect((await propose(id, line, cheap)).status).toBe(200);
    expect((await pack(id, [{ line_id: line, mark: 'substituted' }])).status).toBe(200);
    const diff = (orig.discount_price - cheap.discount_price) * QTY;
    const refunds = await w.env.DB.prepare('SELECT reason, amount, status FROM refund WHERE order_id = ?1').bind(id).all();
    expect(refunds.results).toEqual([{ reason: 'packing', amount: diff, status: 'processed' }]);
    const after = await order(id);
    expect(after.order_total).toBe(total - diff);
    // earned points follow the final total
    expect(after.points_earned).toBe(pointsEarned(after.subtotal - after.discount));
  });
});

describe('a prepaid order', () => {
  it('is never charged more: a dearer substitute goes in at the line price, without asking', async () => {
    const { id, line, total } = await confirmedOnlineOrder();
    // the clerk's list does not say "(ask the shopper)" beside the dearer item: nobody will be asked
    const sheet = (await w.call('GET', `/api/staff/orders/${id}/packing`, undefined, { cookie: clerk })).body.response;
    const asks = sheet.find((l: any) => l.line_id === line).candidates.find((c: any) => c.product_id === dear.id).asks;
    expect(asks).toBe(false);
    const res = await propose(id, line, dear);
    expect(res.body.response.substitute).toMatchObject({ state: 'accepted', charged: orig.discount_price });
    expect((await pack(id, [{ line_id: line, mark: 'substituted' }])).status).toBe(200);
    expect((await order(id)).order_total).toBe(total);
    expect(await count(w, 'SELECT 1 FROM refund WHERE order_id = ?1', id)).toBe(0);
    expect(await saleMoves(id, dear.id)).toBe(1);
  });
});

describe('a dearer substitute', () => {
  it('asks the shopper (notification + SMS); Finish packing waits; accepted, the shopper pays the substitute', async () => {
    const o = await confirmedOrder();
    const before = await order(o.id);
    // the clerk's sheet offers the same shelf's items in stock at the branch, not the one ordered
    const sheet = (await w.call('GET', `/api/staff/orders/${o.id}/packing`, undefined, { cookie: clerk })).body.response;
    const offered = sheet.find((l: any) => l.line_id === o.line).candidates.map((c: any) => c.product_id);
    expect(offered).toEqual(expect.arrayContaining([cheap.id, dear.id]));
    expect(offered).not.toContain(orig.id);
    expect(offered).not.toContain(otherShelf.id);
    // a cash order's dearer item is marked for the clerk: the shopper will be asked
    const candidates = sheet.find((l: any) => l.line_id === o.line).candidates;
    expect(candidates.find((c: any) => c.product_id === dear.id).asks).toBe(true);
    expect(candidates.find((c: any) => c.product_id === cheap.id).asks).toBe(false);
    const res = await propose(o.id, o.line, dear);
    expect(res.body.response.substitute).toMatchObject({
      state: 'proposed',
      charged: orig.discount_price,
      unit_price: dear.discount_price,
    });
    const more = (dear.discount_price - orig.discount_price) * QTY;
    const sms = await w.env.DB.prepare('SELECT body FROM sms_outbox WHERE phone = ?1 ORDER BY id DESC')
      .bind(o.shopper.phone)
      .first<{ body: string }>();
    expect(sms!.body).toContain(`${dear.name} instead of ${orig.name}`);
    expect(sms!.body).toContain(`/order-success/${o.txnid}`);
    const note = await w.env.DB.prepare('SELECT description FROM notification WHERE user_id = ?1 ORDER BY id DESC')
      .bind(o.shopper.id)
      .first<any>();
    expect(note.description).toMatch(/instead of .* more — Accept \/ Decline$/);
    // the clerk sees it waiting; finishing is refused until an answer or the window's close
    expect(res.body.response.packing.find((l: any) => l.line_id === o.line).substitute).toMatchObject({ state: 'proposed' });
    expect(await pack(o.id, [{ line_id: o.line, mark: 'substituted' }])).toMatchObject({
      status: 400,
      body: { code: 'srv.pack.awaitingShopper' },
    });
    // the shopper's page asks
    const view = (await w.call('GET', `/api/order/${o.txnid}`, undefined, { cookie: o.shopper.cookie })).body.response;
    expect(view.substitute_questions).toEqual([
      { line_id: o.line, name: orig.name, substitute: dear.name, more, open_until: expect.any(Number) },
    ]);
    expect((await answer(o, 'accept')).status).toBe(200);
    expect((await answer(o, 'accept')).status).toBe(409);
    const packed = await pack(o.id, [{ line_id: o.line, mark: 'substituted' }]);
    expect(packed.status).toBe(200);
    const after = await order(o.id);
    expect(after.order_total).toBe(before.order_total + more);
    expect(await saleMoves(o.id, dear.id)).toBe(1);
    expect(await count(w, 'SELECT 1 FROM credit_note WHERE order_id = ?1', o.id)).toBe(0);
  });

  it('declined: the line cannot go in as the substitute; packed as none, its money off', async () => {
    const o = await confirmedOrder();
    const before = await order(o.id);
    await propose(o.id, o.line, dear);
    expect((await answer(o, 'decline')).status).toBe(200);
    expect(await pack(o.id, [{ line_id: o.line, mark: 'substituted' }])).toMatchObject({
      status: 400,
      body: { code: 'srv.pack.substituteDeclined' },
    });
    const packed = await pack(o.id, [{ line_id: o.line, mark: 'short', packed_qty: 0 }]);
    expect(packed.status).toBe(200);
    expect((await order(o.id)).order_total).toBe(before.order_total - orig.discount_price * QTY);
    expect(await saleMoves(o.id, dear.id)).toBe(0);
    expect(await subOf(o.line)).toMatchObject({ state: 'declined', packed_qty: null });
  });

  it('no answer within the window (pinned clock): closed to answers; packed at the lower price', async () => {
    const o = await confirmedOrder();
    const before = await order(o.id);
    const T0 = Date.parse('2026-11-27T10:00:00+05:30');
    await proposeSubstitute(w.env, before, { line_id: o.line, product_id: dear.id, attribute_id: 0 }, STAFF, T0);
    await expect(answerForShopper(w.env.DB, before, o.line, 'accept', T0 + SUBSTITUTE_WINDOW_MS)).rejects.toMatchObject({
      httpStatus: 409,
      extra: { state: 'expired' },
    });
    const done = await finishPacking(
      w.env,
      before,
      { from: 'Confirmed', lines: [{ line_id: o.line, mark: 'substituted' }] },
      STAFF,
      T0 + SUBSTITUTE_WINDOW_MS + 1,
    );
    expect(done.order.order_total).toBe(before.order_total);
    expect(await subOf(o.line)).toMatchObject({
      state: 'expired',
      answered_at: T0 + SUBSTITUTE_WINDOW_MS + 1,
      packed_qty: QTY,
      charged: orig.discount_price,
    });
    expect(await saleMoves(o.id, dear.id)).toBe(1);
  });

  it('one minute before the close an answer still counts', async () => {
    const o = await confirmedOrder();
    const T0 = Date.parse('2026-11-27T11:00:00+05:30');
    await proposeSubstitute(w.env, await order(o.id), { line_id: o.line, product_id: dear.id, attribute_id: 0 }, STAFF, T0);
    const row = await answerForShopper(w.env.DB, await order(o.id), o.line, 'accept', T0 + SUBSTITUTE_WINDOW_MS - 60_000);
    expect(row).toMatchObject({ state: 'accepted', charged: dear.discount_price });
  });
});

describe('races: one outcome', () => {
  it('accepting as the window closes while the clerk finishes: the price charged matches the state, stock once', async () => {
    for (let round = 0; round < 3; round++) {
      const o = await confirmedOrder();
      const placed = await order(o.id);
      const T0 = Date.parse('2026-11-27T12:00:00+05:30') + round * 3_600_000;
      await proposeSubstitute(w.env, placed, { line_id: o.line, product_id: dear.id, attribute_id: 0 }, STAFF, T0);
      const [acc, fin] = await Promise.allSettled([
        answerForShopper(w.env.DB, placed, o.line, 'accept', T0 + SUBSTITUTE_WINDOW_MS - 1),
        finishPacking(
          w.env,
          placed,
          { from: 'Confirmed', lines: [{ line_id: o.line, mark: 'substituted' }] },
          STAFF,
          T0 + SUBSTITUTE_WINDOW_MS,
        ),
      ]);
      const sub = await subOf(o.line);
      const after = await order(o.id);
      if (fin.status === 'fulfilled') {
        // packed: as accepted (dearer) or as expired (the lower price), never both
        expect(after.order_status).toBe('Packed');
        const more = sub.state === 'accepted' ? (dear.discount_price - orig.discount_price) * QTY : 0;
        expect(after.order_total).toBe(placed.order_total + more);
        expect(acc.status === 'fulfilled').toBe(sub.state === 'accepted');
        expect(await saleMoves(o.id, dear.id)).toBe(1);
      } else {
        // the answer slipped in after packing read the question: the batch rolled back whole
        expect([sub.state, after.order_status, acc.status]).toEqual(['accepted', 'Confirmed', 'fulfilled']);
        expect(await saleMoves(o.id, dear.id)).toBe(0);
      }
    }
  });

  it('accepting twice at once: one 200, one 409', async () => {
    const o = await confirmedOrder();
    await propose(o.id, o.line, dear);
    const [a, b] = await Promise.all([answer(o, 'accept'), answer(o, 'decline')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await subOf(o.line)).state).toBe(a.status === 200 ? 'accepted' : 'declined');
  });

  it('two clerks finishing with a substitute: one holds, its units leave the shelf once', async () => {
    const o = await confirmedOrder();
    await propose(o.id, o.line, cheap);
    const at = await stockAt(w, cheap.id);
    const [a, b] = await Promise.all([
      pack(o.id, [{ line_id: o.line, mark: 'substituted' }], clerk),
      pack(o.id, [{ line_id: o.line, mark: 'substituted' }], clerkB),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await stockAt(w, cheap.id)).toBe(at - QTY);
    expect(await saleMoves(o.id, cheap.id)).toBe(1);
  });

  it('two clerks proposing at once: one substitute', async () => {
    const o = await confirmedOrder();
    const [a, b] = await Promise.all([propose(o.id, o.line, dear, clerk), propose(o.id, o.line, cheap, clerkB)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await count(w, 'SELECT 1 FROM line_substitute WHERE line_id = ?1', o.line)).toBe(1);
  });
});
