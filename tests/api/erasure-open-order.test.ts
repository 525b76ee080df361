/**
 * Issue 26 item 6: erasure while an order is still on its way. It used to leave a paid order
 * Pending, with no address and no refund, and staff were still offered Confirm. The choice: erasure
 * is refused with a message naming the order while any order is open; the shopper cancels it first
 * (a paid one is refunded by that cancel) or waits until it is delivered or collected. One rule for
 * every open order, guarded in the erasure's own batch too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eraseAccountStatements } from '../../functions/api/db/account/privacy';
import { hashPassword } from '../../functions/api/lib/password';
import { sayIn } from '../../src/lib/domain/i18n/t';
import { orderStillOpenMessage } from '../../src/lib/domain/account/privacy-messages';
import { onlinePayer, setCart } from '../support/order-helpers';
import { CLERK_1, newShopper, placeOrder, staffLogin, walk } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';
import { en } from '../support/en';

/** A flow of many requests (OTP, orders, erasure): room for a machine shared with other runs. */
const HEAVY_MS = 120_000;

let w: TestWorker;
let clerk: string;

beforeAll(async () => {
  w = await startWorker();
  clerk = await staffLogin(w, CLERK_1);
});
afterAll(() => w?.dispose());

const PASSWORD = 'marigold-42';
/** A shopper whose password is known (createCustomer's is not a real hash). */
async function withPassword(userId: number): Promise<void> {
  const h = await hashPassword(PASSWORD, 1000);
  await w.env.DB.prepare('UPDATE user SET password_hash = ?2, password_salt = ?3, password_iterations = ?4 WHERE id = ?1')
    .bind(userId, h.hash, h.salt, h.iterations)
    .run();
}

const erase = (cookie: string, extra: Record<string, string> = {}) =>
  w.call('POST', '/api/account/delete', { password: PASSWORD, confirm: true }, { cookie, ...extra });
const alive = async (userId: number) =>
  (await w.env.DB.prepare('SELECT deleted_at FROM user WHERE id = ?1').bind(userId).first<{ deleted_at: number | null }>())!.deleted_at ===
  null;

describe('erasure with an order still on its way', () => {
  it(
    'a paid online order still Pending: refused with the order named; cancelling it refunds it, then erasure goes through',
    async () => {
      const { shopper, line, total } = await onlinePayer(w);
      await withPassword(shopper.id);
      await setCart(w, shopper.id, [line]);
      const made = await w.call('POST', '/api/payments/create', { flag: 0, address_id: shopper.address }, { cookie: shopper.cookie });
      const paid = (
        await w.call(
          'POST',
          '/api/payments/test-complete',
          { order_id: made.body.response.order_id, outcome: 'success' },
          { cookie: shopper.cookie },
        )
      ).body.response;
      const placed = await w.call('POST', '/api/payments/verify', paid, { cookie: shopper.cookie });
      expect(placed.body).toMatchObject({ status: 1, response: { order_total: total } });
      const order = placed.body.response as { id: number; txnid: string };

      const refused = await erase(shopper.cookie);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ status: 0, message: sayIn('en', orderStillOpenMessage(order.txnid)) });
      // nothing was erased: the account, its session and the order's address are all still there
      expect(await alive(shopper.id)).toBe(true);
      expect((await w.call('GET', '/api/profile', undefined, { cookie: shopper.cookie })).status).toBe(200);
      const row = await w.env.DB.prepare('SELECT order_status, ship_address1, ship_phone FROM orders WHERE id = ?1')
        .bind(order.id)
        .first<any>();
      expect(row.order_status).toBe('Pending');
      expect(row.ship_address1).not.toBe('');
      // in the shopper's language
      const kn = await erase(shopper.cookie, { cookie: `${shopper.cookie}; lang=kn` });
      expect(kn.body.message).toBe(sayIn('kn', orderStillOpenMessage(order.txnid)));
      expect(kn.body.message).toContain(order.txnid);

      // the shopper cancels it: the payment is refunded, and now the account can go
      const cancel = await w.call(
        'POST',
        '/api/orderCancel',
        { order_id: order.id, reason: 'Changed my mind' },
        { cookie: shopper.cookie },
      );
      expect(cancel.body.status, cancel.raw).toBe(1);
      expect(await w.env.DB.prepare('SELECT status, amount FROM refund WHERE order_id = ?1').bind(order.id).first()).toEqual({
        status: 'processed',
        amount: total,
      });
      const done = await erase(shopper.cookie);
      expect(done.body).toEqual({ status: 1, message: en('acct.privacy.accountDeleted') });
      expect(await alive(shopper.id)).toBe(false);
    },
    HEAVY_MS,
  );

  it(
    'a cash order already packed (the shopper cannot cancel it any more): refused until it is delivered',
    async () => {
      const shopper = await newShopper(w);
      await withPassword(shopper.id);
      const o = await placeOrder(w, shopper);
      await walk(w, clerk, o.id, [
        ['Pending', 'Confirmed'],
        ['Confirmed', 'Packed'],
      ]);
      const refused = await erase(shopper.cookie);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(sayIn('en', orderStillOpenMessage(o.txnid)));
      expect(await alive(shopper.id)).toBe(true);
      // delivered: the order is a tax record now, and the account can go
      await walk(w, clerk, o.id, [
        ['Packed', 'Out for delivery', { rider_id: 12 }],
        ['Out for delivery', 'Completed'],
      ]);
      expect((await erase(shopper.cookie)).body.status).toBe(1);
    },
    HEAVY_MS,
  );

  it(
    'the erasure batch itself refuses while an order is open (an order placed after the check cannot slip through)',
    async () => {
      const shopper = await newShopper(w);
      const o = await placeOrder(w, shopper);
      const user = (await w.env.DB.prepare('SELECT id, phone, email FROM user WHERE id = ?1')
        .bind(shopper.id)
        .first<{ id: number; phone: string; email: string }>())!;
      await expect(w.env.DB.batch(eraseAccountStatements(w.env.DB, user, Date.now()))).rejects.toThrow(/order_guard/);
      expect(await alive(shopper.id)).toBe(true);
      expect((await w.env.DB.prepare('SELECT ship_phone FROM orders WHERE id = ?1').bind(o.id).first<any>()).ship_phone).not.toBe('');
    },
    HEAVY_MS,
  );
});
