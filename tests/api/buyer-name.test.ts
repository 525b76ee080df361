/**
 * Issue 20: every invoice names its buyer. A customer who registered without a name (registration
 * asks only mobile, e-mail, branch, password) is asked for it at checkout; the name is kept on the
 * profile and bills a pickup order, whose billing is the profile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANCHES } from '../../scripts/seed/data/locations';
import { createCustomer, sessionCookie, setCart, workerWithPlainProducts, type ProductRow } from '../support/order-helpers';
import type { TestWorker } from '../support/worker';
import { en } from '../support/en';

let w: TestWorker;
let cheap: ProductRow[];

beforeAll(async () => {
  ({ w, cheap } = await workerWithPlainProducts());
});
afterAll(() => w?.dispose());

async function namelessWithCart() {
  const c = await createCustomer(w, { first_name: '' });
  await w.env.DB.prepare("UPDATE user SET last_name = '' WHERE id = ?1").bind(c.id).run();
  const p = cheap.find((x) => x.discount_price >= 5000 && x.discount_price <= 30000)!;
  await setCart(w, c.id, [{ product_id: p.id, qty: Math.ceil(60000 / p.discount_price) }]);
  return { ...c, cookie: await sessionCookie(w, c.id) };
}

const pickup = { flag: 1, branch: BRANCHES[1]!.id, payment_method: 'cash' };

describe('the buyer is named on every invoice (issue 20)', () => {
  it('a customer without a name is asked for it before a pickup order is placed', async () => {
    const c = await namelessWithCart();
    const res = await w.call('POST', '/api/order', pickup, { cookie: c.cookie });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(en('srv.buyerNameMissing'));
  });

  it('the name given at checkout bills the order, names the invoice and stays on the profile', async () => {
    const c = await namelessWithCart();
    const res = await w.call('POST', '/api/order', { ...pickup, firstname: ' Meera ', lastname: 'Iyer' }, { cookie: c.cookie });
    expect(res.status).toBe(200);
    const txnid = res.body.response.txnid as string;
    const invoice = await w.call('GET', `/api/invoice/${txnid}`, undefined, { cookie: c.cookie });
    expect(invoice.body.response.buyer_name).toBe('Meera Iyer');
    const user = await w.env.DB.prepare('SELECT first_name, last_name FROM user WHERE id = ?1').bind(c.id).first();
    expect(user).toEqual({ first_name: 'Meera', last_name: 'Iyer' });
  });

  it('a customer with a name keeps it: a name in the body does not rename the profile', async () => {
    const c = await createCustomer(w, { first_name: 'Ravi' });
    const p = cheap.find((x) => x.discount_price >= 5000 && x.discount_price <= 30000)!;
    await setCart(w, c.id, [{ product_id: p.id, qty: Math.ceil(60000 / p.discount_price) }]);
    const cookie = await sessionCookie(w, c.id);
    const res = await w.call('POST', '/api/order', { ...pickup, firstname: 'Someone', lastname: 'Else' }, { cookie });
    expect(res.status).toBe(200);
    const invoice = await w.call('GET', `/api/invoice/${res.body.response.txnid}`, undefined, { cookie });
    expect(invoice.body.response.buyer_name).toBe('Ravi Shopper');
    expect(await w.env.DB.prepare('SELECT first_name FROM user WHERE id = ?1').bind(c.id).first('first_name')).toBe('Ravi');
  });
});
