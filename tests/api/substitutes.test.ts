/**
 * Substitutes and instructions (issue 17): per line "if out of stock: call me / replace with similar /
 * skip" (default call me), delivery instructions and an address landmark, validated at the edge and
 * shown to the shopper and to staff.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { ADDRESS_FORM, createCustomer, plainProducts, sessionCookie, setCart, type ProductRow } from '../support/order-helpers';
import { CLERK_1, staffLogin } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

let w: TestWorker;
let big: ProductRow[];

beforeAll(async () => {
  w = await startWorker();
  big = (await plainProducts(w, { minStock: 60, limit: 300 })).filter((p) => p.discount_price >= MIN_ORDER_PAISE).slice(0, 3);
});
afterAll(() => w?.dispose());

const address = ADDRESS_FORM;

async function customer() {
  const c = await createCustomer(w);
  return { id: c.id, cookie: await sessionCookie(w, c.id) };
}

describe('a landmark on addresses', () => {
  it('is saved, listed, kept when an edit leaves it out, and limited to 100 characters', async () => {
    const c = await customer();
    const added = await w.call('POST', '/api/addressAdd', { ...address, landmark: ' Opposite Ganesha temple ' }, { cookie: c.cookie });
    expect(added.body).toMatchObject({ status: 1, address: { landmark: 'Opposite Ganesha temple' } });
    const id = added.body.address.id;

    // the legacy edit payload has no landmark: it stays
    const edited = await w.call('POST', `/api/addressEdit/${id}`, { ...address, address: '22, 1st Main' }, { cookie: c.cookie });
    expect(edited.body.address).toMatchObject({ address: '22, 1st Main', landmark: 'Opposite Ganesha temple' });
    const cleared = await w.call('POST', `/api/addressEdit/${id}`, { ...address, landmark: '' }, { cookie: c.cookie });
    expect(cleared.body.address.landmark).toBe('');

    const long = await w.call('POST', '/api/addressAdd', { ...address, landmark: 'x'.repeat(101) }, { cookie: c.cookie });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(en('srv.landmarkTooLong'));
    const rows = (await w.call('GET', '/api/addressList', undefined, { cookie: c.cookie })).body.response;
    expect(rows).toHaveLength(1);
  });
});

describe('substitutes and delivery instructions on the order', () => {
  it('keeps each line’s choice (call me by default), the instructions and the landmark; the shopper and staff see them', async () => {
    const c = await customer();
    const added = await w.call('POST', '/api/addressAdd', { ...address, landmark: 'Near the BDA park' }, { cookie: c.cookie });
    const [a, b, d] = big as [ProductRow, ProductRow, ProductRow];
    await setCart(w, c.id, [
      { product_id: a.id, qty: 1 },
      { product_id: b.id, qty: 1 },
      { product_id: d.id, qty: 1 },
    ]);
    const res = await w.call(
      'POST',
      '/api/order',
      {
        flag: 0,
        address_id: added.body.address.id,
        payment_method: 'cash',
        instructions: 'Gate code 4521. Leave at the door.',
        product: [{ id: a.id, if_missing: 'replace' }, { id: b.id, if_missing: 'skip' }, { id: d.id }],
      },
      { cookie: c.cookie },
    );
    expect(res.body.status).toBe(1);
    const txnid = res.body.response.txnid;

    const mine = await w.call('GET', `/api/order/${txnid}`, undefined, { cookie: c.cookie });
    const byId = new Map(mine.body.response.lines.map((l: any) => [l.product_id, l]));
    expect(byId.get(a.id)).toMatchObject({ if_missing: 'replace', if_missing_label: 'Replace with similar' });
    expect(byId.get(b.id)).toMatchObject({ if_missing: 'skip', if_missing_label: 'Skip' });
    expect(byId.get(d.id)).toMatchObject({ if_missing: 'call', if_missing_label: 'Call me' });
    expect(mine.body.response).toMatchObject({
      delivery_instructions: 'Gate code 4521. Leave at the door.',
      landmark: 'Near the BDA park',
    });
    expect(mine.body.response.slot.label).toMatch(/^\w{3} \d{1,2} \w{3}, /);

    const clerk = await staffLogin(w, CLERK_1);
    const staffView = await w.call('GET', `/api/staff/orders/${res.body.response.id}`, undefined, { cookie: clerk });
    expect(staffView.body.response).toMatchObject({
      delivery_instructions: 'Gate code 4521. Leave at the door.',
      landmark: 'Near the BDA park',
    });
    expect(staffView.body.response.pickup_slot).toBe(mine.body.response.slot.label);
    expect(staffView.body.response.lines.map((l: any) => l.if_missing).sort()).toEqual(['call', 'replace', 'skip']);
  });

  it('refuses instructions over 200 characters and an unknown substitute choice, writing nothing', async () => {
    const c = await customer();
    const added = await w.call('POST', '/api/addressAdd', address, { cookie: c.cookie });
    await setCart(w, c.id, [{ product_id: big[0]!.id, qty: 1 }]);
    const base = { flag: 0, address_id: added.body.address.id, payment_method: 'cash' };
    const long = await w.call('POST', '/api/order', { ...base, instructions: 'x'.repeat(201) }, { cookie: c.cookie });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(en('srv.instructionsTooLong'));
    const odd = await w.call('POST', '/api/order', { ...base, product: [{ id: big[0]!.id, if_missing: 'refund' }] }, { cookie: c.cookie });
    expect(odd.status).toBe(400);
    const orders = await w.env.DB.prepare('SELECT count(*) AS n FROM orders WHERE user_id = ?1').bind(c.id).first<{ n: number }>();
    expect(orders!.n).toBe(0);
  });

  it('a pickup order carries no delivery instructions', async () => {
    const c = await customer();
    await setCart(w, c.id, [{ product_id: big[0]!.id, qty: 1 }]);
    const res = await w.call(
      'POST',
      '/api/order',
      { flag: 1, branch: 2, payment_method: 'cash', instructions: 'Gate code 1' },
      { cookie: c.cookie },
    );
    expect(res.body.status).toBe(1);
    const o = await w.env.DB.prepare('SELECT delivery_instructions, ship_landmark FROM orders WHERE txnid = ?1')
      .bind(res.body.response.txnid)
      .first<any>();
    expect(o).toEqual({ delivery_instructions: '', ship_landmark: '' });
  });
});
