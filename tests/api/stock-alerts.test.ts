/**
 * "Notify me when back in stock" (issue 17): a signed-in customer arms an alert on a product that
 * cannot be bought; when it is back on sale they get one notification and one SMS, whether a clerk
 * brought it back (at once) or a cancelled order did (the scheduled run).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduledJobs } from '../../functions/api/jobs';
import { backInStockSms } from '../../src/lib/domain/catalogue/stock-alert';
import {
  count,
  createCustomer,
  plainProducts,
  sessionCookie,
  setStockAt,
  soldOutEverywhere,
  type ProductRow,
} from '../support/order-helpers';
import { CLERK_1, move, newShopper, placeOrder, staffLogin, type Shopper } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

let w: TestWorker;
let clerk: string;
let asha: Shopper;
let ravi: Shopper;
let products: ProductRow[];

beforeAll(async () => {
  w = await startWorker();
  clerk = await staffLogin(w, CLERK_1);
  [asha, ravi] = await Promise.all([newShopper(w), newShopper(w)]);
  products = await plainProducts(w, { minStock: 80, limit: 40 });
});
afterAll(() => w?.dispose());

const soldOut = (id: number) => soldOutEverywhere(w, id);
const arm = (s: Shopper, productId: number) => w.call('POST', '/api/stockAlert', { product_id: productId }, { cookie: s.cookie });
const smsTo = async (s: Shopper) => (await w.call('GET', `/api/dev/outbox?phone=${s.phone}`)).body.response as { body: string }[];
const noticesOf = (s: Shopper) => count(w, `SELECT 1 FROM notification WHERE user_id = ?1 AND title = 'Back in stock'`, s.id);
const restock = (productId: number, shelf: number) =>
  w.call('POST', `/api/staff/products/${productId}/stock`, { stock: shelf, reason: 'Goods counted in' }, { cookie: clerk });

describe('asking to be told', () => {
  it('needs a signed-in customer', async () => {
    expect((await w.call('POST', '/api/stockAlert', { product_id: products[0]!.id })).status).toBe(401);
  });

  it('is refused for a product that can be bought now, and for a product that does not exist', async () => {
    const res = await arm(asha, products[0]!.id);
    expect(res).toMatchObject({ status: 409, body: { status: 0, message: en('srv.alertInStock') } });
    expect((await arm(asha, 99_999_999)).status).toBe(404);
    expect((await w.call('POST', '/api/stockAlert', { product_id: 'abc' }, { cookie: asha.cookie })).status).toBe(400);
  });

  it('is remembered, shown, and can be taken back', async () => {
    const p = products[1]!;
    await soldOut(p.id);
    expect((await arm(asha, p.id)).body).toMatchObject({ status: 1, message: en('srv.alertArmed'), response: { waiting: true } });
    expect((await arm(asha, p.id)).body.status).toBe(1); // twice is still one alert
    expect(await count(w, 'SELECT 1 FROM stock_alert WHERE user_id = ?1 AND product_id = ?2', asha.id, p.id)).toBe(1);
    expect((await w.call('GET', `/api/stockAlert/${p.id}`, undefined, { cookie: asha.cookie })).body.response).toMatchObject({
      waiting: true,
    });
    const off = await w.call('POST', '/api/stockAlertRemove', { product_id: p.id }, { cookie: asha.cookie });
    expect(off.body).toMatchObject({ status: 1, message: en('srv.alertRemoved') });
    expect((await w.call('GET', `/api/stockAlert/${p.id}`, undefined, { cookie: asha.cookie })).body.response).toMatchObject({
      waiting: false,
    });
  });
});

describe("the shopper's branch decides (issue 28)", () => {
  const state = async (cookie: string, productId: number, branch?: number) =>
    (await w.call('GET', `/api/stockAlert/${productId}${branch ? `?branch=${branch}` : ''}`, undefined, { cookie })).body.response;

  it('out at their branch, on the shelf at another: Notify me shows and arms for their branch; the pickup store that has it says in stock', async () => {
    const p = products[5]!;
    await soldOutEverywhere(w, p.id);
    await setStockAt(w, p.id, 6, 2); // only Koramangala has it: the store-wide count says in stock
    // asha's address is Indiranagar's (branch 1)
    expect(await state(asha.cookie, p.id)).toEqual({ waiting: false, in_stock: false, branch: 'Indiranagar' });
    expect(await state(asha.cookie, p.id, 2)).toEqual({ waiting: false, in_stock: true, branch: 'Koramangala' });
    // arming follows the same rule: refused at Koramangala, taken for Indiranagar
    expect((await w.call('POST', '/api/stockAlert', { product_id: p.id, branch: 2 }, { cookie: asha.cookie })).status).toBe(409);
    expect((await arm(asha, p.id)).body.status).toBe(1);
    expect(await count(w, 'SELECT 1 FROM stock_alert WHERE user_id = ?1 AND product_id = ?2 AND branch_id = 1', asha.id, p.id)).toBe(1);
    expect(await state(asha.cookie, p.id)).toMatchObject({ waiting: true, in_stock: false });
  });

  it('a shopper with no branch yet (no address, no pickup store) keeps the store-wide view', async () => {
    const p = products[6]!;
    await soldOutEverywhere(w, p.id);
    await setStockAt(w, p.id, 4, 3);
    const c = await createCustomer(w);
    const cookie = await sessionCookie(w, c.id);
    expect(await state(cookie, p.id)).toEqual({ waiting: false, in_stock: true, branch: null });
    await soldOutEverywhere(w, p.id);
    expect(await state(cookie, p.id)).toEqual({ waiting: false, in_stock: false, branch: null });
  });
});

describe('being told, once', () => {
  it('a clerk restocks: each waiting customer gets one notification and one SMS; a second restock and the scheduled run send nothing more', async () => {
    const p = products[2]!;
    await soldOut(p.id);
    await arm(asha, p.id);
    await arm(ravi, p.id);
    const before = (await smsTo(asha)).length;
    expect((await restock(p.id, 50)).body.status).toBe(1);
    const sms = await smsTo(asha);
    expect(sms.length).toBe(before + 1);
    expect(sms.map((m) => m.body)).toContain(backInStockSms(p.name));
    expect(await noticesOf(asha)).toBe(1);
    expect((await smsTo(ravi)).map((m) => m.body)).toContain(backInStockSms(p.name));

    await restock(p.id, 60);
    await runScheduledJobs(w.env, Date.now());
    expect((await smsTo(asha)).length).toBe(before + 1);
    expect(await noticesOf(asha)).toBe(1);
    expect((await w.call('GET', `/api/stockAlert/${p.id}`, undefined, { cookie: asha.cookie })).body.response).toMatchObject({
      waiting: false,
    });
  });

  it('back on sale because an order was cancelled: the scheduled run tells the customer', async () => {
    const buyer = await newShopper(w);
    const o = await placeOrder(w, buyer, { productIndex: 3 });
    await soldOut(o.product.id);
    await arm(ravi, o.product.id);
    expect((await move(w, clerk, o.id, { from: 'Pending', to: 'Cancelled', reason: 'Customer called' })).status).toBe(200);
    const reports = await runScheduledJobs(w.env, Date.now());
    expect(reports.find((r) => r.name === 'send-stock-alerts')).toMatchObject({ ok: true, result: { sent: 1 } });
    expect((await smsTo(ravi)).map((m) => m.body)).toContain(backInStockSms(o.product.name));
  });

  it('a product taken off sale by the clerk is not "back" until it is put on sale again', async () => {
    const p = products[4]!;
    await w.call('POST', `/api/staff/products/${p.id}/stock`, { out_of_stock: true }, { cookie: clerk });
    await arm(asha, p.id);
    const before = (await smsTo(asha)).length;
    await restock(p.id, 30); // counted, still off sale
    expect((await smsTo(asha)).length).toBe(before);
    await w.call('POST', `/api/staff/products/${p.id}/stock`, { out_of_stock: false }, { cookie: clerk });
    expect((await smsTo(asha)).length).toBe(before + 1);
  });
});
