/**
 * The typed API modules (src/lib/api/<area>.ts) hold the browser to the routes: a body the route's
 * validator would refuse, or a field the route does not send, fails `tsc` (the gate runs it on
 * tests too). The calls below are never made: only their types are checked, by tsc and expectTypeOf.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { accountPost } from '../../src/lib/api/account';
import { staffFormGet, staffFormPost, staffPost } from '../../src/lib/api/staff';
import type { Refusal } from '../../src/lib/api/typed-core';

const never = (): boolean => false;

describe('typed API calls', () => {
  it('take the body the route validates and give the answer it sends', async () => {
    if (never()) {
      const login = await accountPost('login', { json: { phone: '9876543210', password: 'secret1' } });
      if (login.status === 1) expectTypeOf(login.response.id).toEqualTypeOf<number>();
      else expectTypeOf(login).toMatchTypeOf<{ status: 0; message?: string }>();
      // @ts-expect-error the login route takes a phone, not a mobile
      await accountPost('login', { json: { mobile: '9876543210', password: 'secret1' } });
      // @ts-expect-error addressDelete/:id needs the address id
      await accountPost('addressDelete/:id');
      // @ts-expect-error a move is from a status the route knows
      await staffPost('staff/orders/:id/move', { param: { id: '1' }, json: { from: 'Lost', to: 'Packed' } });
      const refused: Refusal = { status: 0, httpStatus: 401, otp_required: true };
      expectTypeOf(refused.otp_required).toBeUnknown();
    }
    expect(never()).toBe(false);
  });

  it("let a console form send what was typed, under the route's own field names", async () => {
    if (never()) {
      // a price of "abc" goes as typed: the route's validator names the field
      const saved = await staffFormPost('staff/catalogue/:id/packs', {
        param: { id: '7' },
        json: { packs: [{ name: '1 kg', mrp: 'abc', price: 4200, points: '' }] },
      });
      if (saved.status === 1) expectTypeOf(saved.response[0]!.price).toEqualTypeOf<number>();
      await staffFormPost('staff/catalogue/:id/packs', {
        param: { id: '7' },
        // @ts-expect-error a pack's price is `price`, not `discount_price`
        json: { packs: [{ name: '1 kg', mrp: 1, discount_price: 1, points: 1 }] },
      });
      const queue = await staffFormGet('staff/orders', { query: { status: 'Lost', q: 'asha' } });
      if (queue.status === 1) expectTypeOf(queue.response.total).toEqualTypeOf<number>();
      // @ts-expect-error the queue has no `customer` filter
      await staffFormGet('staff/orders', { query: { customer: 'asha' } });
    }
    expect(never()).toBe(false);
  });
});
