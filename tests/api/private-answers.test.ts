/**
 * Issue 26 item 8: every answer to a signed-in request (a customer's or a clerk's session cookie) is
 * `Cache-Control: private, no-store` unless the route opts in (the catalogue, the same for everyone);
 * one middleware (functions/api/middleware/private-answers.ts), checked over the personal routes the
 * audit found without one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_CONTROL } from '../../src/lib/domain/cache-control';
import { DEMO_CUSTOMERS } from '../../scripts/seed/fixtures';
import { addAddress, createCustomer, sessionCookie } from '../support/order-helpers';
import { MANAGER, staffLogin } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let cookie = '';

beforeAll(async () => {
  w = await startWorker();
  const c = await createCustomer(w, { points: 300 });
  await addAddress(w, c.id);
  cookie = await sessionCookie(w, c.id);
});
afterAll(async () => {
  await w?.dispose();
});

const PERSONAL: [method: string, path: string][] = [
  ['POST', '/api/profile'],
  ['POST', '/api/userOrders'],
  ['GET', '/api/addressList'],
  ['POST', '/api/cartList'],
  ['POST', '/api/wishlist'],
  ['POST', '/api/getrewards'],
  ['POST', '/api/salesbycustomer'],
  ['GET', '/api/account/consent'],
];

describe('signed-in answers are private, no-store', () => {
  it.each(PERSONAL)('%s %s', async (method, path) => {
    const res = await w.call(method, path, method === 'POST' ? {} : undefined, { cookie });
    expect(res.status, res.raw).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refusals and unknown paths too, and a stale session cookie still counts', async () => {
    const refused = await w.call('POST', '/api/cartInsert', { pid: -1, qty: 1 }, { cookie });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    const missing = await w.call('GET', '/api/no-such-route', undefined, { cookie });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
    const stale = await w.call('POST', '/api/profile', {}, { cookie: 'sid=0000' });
    expect(stale.status).toBe(401);
    expect(stale.headers.get('cache-control')).toBe('private, no-store');
  });

  it('the answer that starts a session (login) is private too', async () => {
    const res = await w.call(
      'POST',
      '/api/login',
      { phone: DEMO_CUSTOMERS[1].phone, password: DEMO_CUSTOMERS[1].password },
      { 'CF-Connecting-IP': '203.0.113.80' },
    );
    expect(res.body.status, res.raw).toBe(1);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it("a clerk's session cookie makes any answer private, not only the staff API's", async () => {
    const staff = await staffLogin(w, MANAGER);
    const res = await w.call('GET', '/api/health', undefined, { cookie: staff });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('the catalogue opts in: the same cacheable answer for guests and signed-in shoppers', async () => {
    const guest = await w.call('GET', '/api/category');
    const signedIn = await w.call('GET', '/api/category', undefined, { cookie });
    expect(guest.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    expect(signedIn.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    // only a shared answer opts in: the catalogue's refusal to a signed-in shopper stays private
    const missing = await w.call('GET', '/api/category/no-such-aisle', undefined, { cookie });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
    // a guest's uncached answer is left as the route made it
    expect((await w.call('GET', '/api/health')).headers.get('cache-control')).toBeNull();
  });
});
