/**
 * Back-in-stock alerts per branch, on real D1 (issue 28): an alert waits for the shelf of the branch
 * the shopper buys from (their address's, or the pickup store they chose). Goods received at
 * Koramangala tell the Koramangala shopper and not the Indiranagar one; a transfer into Indiranagar
 * (or a count there) tells the Indiranagar shopper; each exactly once, whatever runs again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScheduledJobs } from '../../functions/api/jobs';
import { sendDueStockAlerts } from '../../functions/api/services/catalogue/stock-alerts';
import {
  addAddress,
  count,
  createCustomer,
  plainProducts,
  sessionCookie,
  setStockAt,
  soldOutEverywhere,
  type ProductRow,
} from '../support/order-helpers';
import { CLERK_1, MANAGER, staffLogin } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

const INDIRANAGAR = 1;
const KORAMANGALA = 2;
const KORAMANGALA_PINCODE = '560034';

let w: TestWorker;
let manager: string;
let clerk: string;
let products: ProductRow[];

beforeAll(async () => {
  w = await startWorker();
  [manager, clerk] = await Promise.all([staffLogin(w, MANAGER), staffLogin(w, CLERK_1)]);
  products = await plainProducts(w, { minStock: 10, limit: 40 });
});
afterAll(() => w?.dispose());

async function shopperAt(pincode?: string) {
  const c = await createCustomer(w);
  await addAddress(w, c.id, pincode);
  return { id: c.id, cookie: await sessionCookie(w, c.id) };
}
type Shopper = Awaited<ReturnType<typeof shopperAt>>;

const arm = (s: Shopper, productId: number, branch?: number) =>
  w.call('POST', '/api/stockAlert', { product_id: productId, ...(branch ? { branch } : {}) }, { cookie: s.cookie });
const told = (s: Shopper, productId: number) =>
  count(w, 'SELECT 1 FROM stock_alert WHERE user_id = ?1 AND product_id = ?2 AND sent_at IS NOT NULL', s.id, productId);
const notices = (s: Shopper) => count(w, `SELECT 1 FROM notification WHERE user_id = ?1 AND title = 'Back in stock'`, s.id);
const staffMove = (cookie: string, productId: number, path: string, body: Record<string, unknown>) =>
  w.call('POST', `/api/staff/products/${productId}/${path}`, body, { cookie });

describe('a back-in-stock alert waits for the shopper’s own branch', () => {
  it('is armed at the shopper’s branch, and refused only when that branch has it', async () => {
    const p = products[0]!;
    await soldOutEverywhere(w, p.id);
    await setStockAt(w, p.id, 3, KORAMANGALA);
    const home = await shopperAt();
    // on the shelf at Koramangala, not at Indiranagar: the Indiranagar shopper may wait for theirs
    expect((await arm(home, p.id)).body).toMatchObject({ status: 1, message: en('srv.alertArmed') });
    expect(await count(w, 'SELECT 1 FROM stock_alert WHERE user_id = ?1 AND branch_id = ?2', home.id, INDIRANAGAR)).toBe(1);
    // the Koramangala shopper can buy it now
    const kora = await shopperAt(KORAMANGALA_PINCODE);
    expect(await arm(kora, p.id)).toMatchObject({ status: 409, body: { status: 0, message: en('srv.alertInStock') } });
    // and so can the Indiranagar shopper who chose pickup at Koramangala
    expect((await arm(home, p.id, KORAMANGALA)).status).toBe(409);
  });

  it('goods received at Koramangala tell the Koramangala shopper, not the Indiranagar one; a transfer in tells the other', async () => {
    const p = products[1]!;
    await soldOutEverywhere(w, p.id);
    const home = await shopperAt();
    const kora = await shopperAt(KORAMANGALA_PINCODE);
    expect((await arm(home, p.id)).body.status).toBe(1);
    expect((await arm(kora, p.id)).body.status).toBe(1);

    const got = await staffMove(manager, p.id, 'moves', { kind: 'received', qty: 6, reason: 'Morning van', branch: KORAMANGALA });
    expect(got.body.status).toBe(1);
    await sendDueStockAlerts(w.env, { productId: p.id });
    await runScheduledJobs(w.env, Date.now());
    expect([await told(kora, p.id), await told(home, p.id)]).toEqual([1, 0]);
    expect([await notices(kora), await notices(home)]).toEqual([1, 0]);

    const moved = await staffMove(manager, p.id, 'transfer', { from: KORAMANGALA, to: INDIRANAGAR, qty: 2, reason: 'Indiranagar ran out' });
    expect(moved.body.status).toBe(1);
    await sendDueStockAlerts(w.env, { productId: p.id });
    await sendDueStockAlerts(w.env, { productId: p.id });
    expect([await told(kora, p.id), await told(home, p.id)]).toEqual([1, 1]);
    // exactly once each, whatever ran twice
    expect([await notices(kora), await notices(home)]).toEqual([1, 1]);
  });

  it('a clerk’s count at Indiranagar tells the Indiranagar shopper; Koramangala’s shopper keeps waiting', async () => {
    const p = products[2]!;
    await soldOutEverywhere(w, p.id);
    const home = await shopperAt();
    const kora = await shopperAt(KORAMANGALA_PINCODE);
    await arm(home, p.id);
    await arm(kora, p.id);
    expect((await staffMove(clerk, p.id, 'stock', { stock: 4, reason: 'Shelf count' })).body.status).toBe(1);
    await runScheduledJobs(w.env, Date.now());
    expect([await told(home, p.id), await told(kora, p.id)]).toEqual([1, 0]);
    // still waiting, and told why: not on the shelf where they buy
    expect((await w.call('GET', `/api/stockAlert/${p.id}`, undefined, { cookie: kora.cookie })).body.response).toMatchObject({
      waiting: true,
      in_stock: false,
    });
  });

  it('a shopper with no branch yet waits for the store-wide total, as before', async () => {
    const p = products[3]!;
    await soldOutEverywhere(w, p.id);
    const c = await createCustomer(w);
    const nobody = { id: c.id, cookie: await sessionCookie(w, c.id) };
    expect((await arm(nobody, p.id)).body.status).toBe(1);
    await setStockAt(w, p.id, 2, 5);
    await sendDueStockAlerts(w.env, { productId: p.id });
    expect(await told(nobody, p.id)).toBe(1);
  });
});
