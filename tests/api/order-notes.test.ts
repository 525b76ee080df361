/**
 * Internal notes on an order (issue 29, the clerk's day): staff who may see the order add a note and
 * read everyone's, with who and when; other branches and riders not on the order get 404; bad notes
 * are refused with a clear message and change nothing; the shopper's answers never carry them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLERK_1, CLERK_2, MANAGER, RIDER_1, newShopper, placeOrder, staffLogin, type Shopper } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let shopper: Shopper;
let clerk1 = '';
let clerk2 = '';
let manager = '';
let rider = '';

beforeAll(async () => {
  w = await startWorker();
  shopper = await newShopper(w);
  [clerk1 = '', clerk2 = '', manager = '', rider = ''] = await Promise.all(
    [CLERK_1, CLERK_2, MANAGER, RIDER_1].map((s) => staffLogin(w, s)),
  );
});
afterAll(() => w?.dispose());

const add = (id: number, body: unknown, cookie: string) => w.call('POST', `/api/staff/orders/${id}/notes`, body, { cookie });

describe('notes on an order', () => {
  it('the branch clerk and the manager write notes the next person reads, oldest first, with who wrote them', async () => {
    const o = await placeOrder(w, shopper);
    const first = await add(o.id, { body: '  Gate code changed to 4521  ' }, clerk1);
    expect(first.status).toBe(200);
    expect(first.body.response).toMatchObject([{ body: 'Gate code changed to 4521', staff_name: CLERK_1.name, staff_role: 'branch' }]);
    await add(o.id, { body: 'Customer asked for a call before 9' }, manager);
    const detail = await w.call('GET', `/api/staff/orders/${o.id}`, undefined, { cookie: clerk1 });
    expect(detail.body.response.notes.map((n: { body: string }) => n.body)).toEqual([
      'Gate code changed to 4521',
      'Customer asked for a call before 9',
    ]);
    // the shopper's own answers never carry them
    const own = await w.call('GET', `/api/order/${o.txnid}`, undefined, { cookie: shopper.cookie });
    expect(own.status).toBe(200);
    expect(own.raw).not.toContain('Gate code changed');
    expect(own.raw).not.toContain('"notes"');
  });

  it("another branch's clerk and a rider not on the order get 404 and write nothing", async () => {
    const o = await placeOrder(w, shopper);
    expect((await add(o.id, { body: 'From branch 2' }, clerk2)).status).toBe(404);
    expect((await add(o.id, { body: 'From a rider' }, rider)).status).toBe(404);
    const count = await w.env.DB.prepare('SELECT count(*) AS n FROM order_note WHERE order_id = ?1').bind(o.id).first<{ n: number }>();
    expect(count?.n).toBe(0);
  });

  it('refuses an empty note and one over 500 characters with a clear message, and keeps nothing', async () => {
    const o = await placeOrder(w, shopper);
    expect(await add(o.id, { body: '   ' }, clerk1)).toMatchObject({ status: 400, body: { message: 'Write the note first' } });
    expect(await add(o.id, { body: 'x'.repeat(501) }, clerk1)).toMatchObject({
      status: 400,
      body: { message: 'Please keep the note under 500 characters' },
    });
    expect((await add(o.id, { body: 'x'.repeat(500) }, clerk1)).status).toBe(200);
    const count = await w.env.DB.prepare('SELECT count(*) AS n FROM order_note WHERE order_id = ?1').bind(o.id).first<{ n: number }>();
    expect(count?.n).toBe(1);
  });
});
