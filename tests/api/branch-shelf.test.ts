/**
 * The shopper's branch shelf before checkout, on real D1 (issue 28): the product page and the cart
 * ask /api/branchShelf which lines the shopper's branch lacks; a pack out at Indiranagar and on the
 * shelf at Koramangala says "Not at Indiranagar today — pick up at Koramangala" with the switch, in
 * the shopper's language; a chosen pickup store is the branch; guests get nothing (their pages stay
 * store-wide and cacheable).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAddress, createCustomer, plainProducts, sessionCookie, setStockAt, type ProductRow } from '../support/order-helpers';
import { startWorker, type TestWorker } from '../support/worker';

const INDIRANAGAR = 1;
const KORAMANGALA = 2;
const OTHERS = [3, 4, 5, 6];

let w: TestWorker;
let plain: ProductRow[];

beforeAll(async () => {
  w = await startWorker();
  plain = await plainProducts(w, { minStock: 5, limit: 50 });
});
afterAll(() => w?.dispose());

async function shopper(pincode?: string) {
  const c = await createCustomer(w);
  await addAddress(w, c.id, pincode);
  return { id: c.id, cookie: await sessionCookie(w, c.id) };
}

/** Out at Indiranagar, `there` at Koramangala, none anywhere else. */
async function onlyAtKoramangala(p: ProductRow, there: number) {
  await setStockAt(w, p.id, 0, INDIRANAGAR);
  await setStockAt(w, p.id, there, KORAMANGALA);
  for (const b of OTHERS) await setStockAt(w, p.id, 0, b);
}

const shelf = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  w.call('POST', '/api/branchShelf', body, { cookie, ...headers });

describe('the shopper sees their branch shelf before checkout', () => {
  it('a pack out at Indiranagar and on the shelf at Koramangala says so, with the switch', async () => {
    const p = plain[0]!;
    await onlyAtKoramangala(p, 4);
    const s = await shopper();
    const res = await shelf(s.cookie, { lines: [{ product_id: p.id, aid: 0, qty: 1 }] });
    expect(res.status).toBe(200);
    expect(res.body.response.branch).toEqual({ id: INDIRANAGAR, branch: 'Indiranagar', mode: 'delivery' });
    expect(res.body.response.lines).toEqual([
      {
        product_id: p.id,
        aid: 0,
        here: 0,
        hint: 'Not at Indiranagar today — pick up at Koramangala',
        hint_code: 'stock.elsewhere',
        switch_label: 'Pick up at Koramangala',
        pickup_branch: KORAMANGALA,
      },
    ]);
  });

  it('says it in the shopper’s language (Kannada, Hindi)', async () => {
    const p = plain[1]!;
    await onlyAtKoramangala(p, 2);
    const s = await shopper();
    const kn = await shelf(`${s.cookie}; lang=kn`, { lines: [{ product_id: p.id }] });
    expect(kn.body.response.lines[0]).toMatchObject({
      hint: 'ಇಂದು Indiranagar ನಲ್ಲಿ ಇಲ್ಲ — Koramangala ನಲ್ಲಿ ಪಿಕ್ ಅಪ್ ಮಾಡಿ',
      hint_code: 'stock.elsewhere',
    });
    const hi = await shelf(`${s.cookie}; lang=hi`, { lines: [{ product_id: p.id }] });
    expect(hi.body.response.lines[0]).toMatchObject({ switch_label: 'Koramangala से पिक अप करें' });
  });

  it('with pickup at Koramangala chosen, Koramangala is the shelf and nothing is said', async () => {
    const p = plain[2]!;
    await onlyAtKoramangala(p, 3);
    const s = await shopper();
    const res = await shelf(s.cookie, { lines: [{ product_id: p.id, aid: 0, qty: 2 }], branch: KORAMANGALA });
    expect(res.body.response.branch).toEqual({ id: KORAMANGALA, branch: 'Koramangala', mode: 'pickup' });
    expect(res.body.response.lines).toEqual([{ product_id: p.id, aid: 0, here: 3 }]);
  });

  it('asks for more than Koramangala has: no store to send the shopper to', async () => {
    const p = plain[3]!;
    await onlyAtKoramangala(p, 1);
    const s = await shopper();
    const res = await shelf(s.cookie, { lines: [{ product_id: p.id, aid: 0, qty: 2 }] });
    expect(res.body.response.lines).toEqual([{ product_id: p.id, aid: 0, here: 0 }]);
  });

  it('on the shelf at the shopper’s own branch: nothing to say', async () => {
    const p = plain[4]!;
    await setStockAt(w, p.id, 6, INDIRANAGAR);
    const s = await shopper();
    const res = await shelf(s.cookie, { lines: [{ product_id: p.id }] });
    expect(res.body.response.lines).toEqual([{ product_id: p.id, aid: 0, here: 6 }]);
  });

  it('a product staff took off sale is not sent to another store', async () => {
    const p = plain[5]!;
    await onlyAtKoramangala(p, 5);
    await w.env.DB.prepare('UPDATE product SET out_of_stock = 1 WHERE id = ?1').bind(p.id).run();
    const s = await shopper();
    const res = await shelf(s.cookie, { lines: [{ product_id: p.id }] });
    expect(res.body.response.lines[0].hint).toBeUndefined();
    await w.env.DB.prepare('UPDATE product SET out_of_stock = 0 WHERE id = ?1').bind(p.id).run();
  });

  it('a shopper with no address and no store has no branch yet: checkout decides', async () => {
    const c = await createCustomer(w);
    const res = await shelf(await sessionCookie(w, c.id), { lines: [{ product_id: plain[0]!.id }] });
    expect(res.body.response).toEqual({ branch: null, lines: [] });
  });

  it('a store that takes no pickups is not a branch the browser can choose', async () => {
    const p = plain[0]!;
    const s = await shopper();
    const res = await shelf(s.cookie, { lines: [{ product_id: p.id }], branch: 999 });
    expect(res.body.response.branch).toMatchObject({ id: INDIRANAGAR, mode: 'delivery' });
  });

  it('guests are refused (their pages are the store-wide copy); bad lines get a 400 with a code', async () => {
    const guest = await w.call('POST', '/api/branchShelf', { lines: [{ product_id: plain[0]!.id }] });
    expect(guest.status).toBe(401);
    const s = await shopper();
    const bad = await shelf(s.cookie, { lines: [] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 0, code: expect.any(String) });
    expect(guest.body).toMatchObject({ status: 0 });
  });
});
