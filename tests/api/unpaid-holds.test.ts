/**
 * Issue 26 item 2: unpaid online payment intents must not hoard stock or slots. An intent holds at
 * most UNPAID_HOLD_CAPS per line and in total, a customer starts at most intentsPerHour of them in
 * an hour, and a new press of Pay never holds past the end of the hold it replaces; cash on delivery
 * is never blocked by more than the caps. Run in development (test provider) and in production mode
 * (Razorpay keys, its Orders API answered by a stand-in), plus a race of presses inside workerd.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../functions/api/env';
import { runScheduledJobs } from '../../functions/api/jobs';
import { MIN_ORDER_PAISE } from '../../scripts/seed/fixtures';
import { PAYMENT_INTENT_LIFE_MS } from '../../src/lib/domain/checkout/payment-intent';
import { HOUR_MS, UNPAID_HOLD_CAPS, UNPAID_HOLD_MSG } from '../../src/lib/domain/checkout/unpaid-holds';
import { fill } from '../../src/lib/domain/i18n/fill';
import {
  addAddress,
  count,
  createCustomer,
  plainProducts,
  sessionCookie,
  setCart,
  setStockAt,
  stockAt,
  stockOf,
  type ProductRow,
} from '../support/order-helpers';
import { startWorker, type TestWorker } from '../support/worker';

const { lineUnits, totalUnits, intentsPerHour } = UNPAID_HOLD_CAPS;

/** Razorpay's Orders API as a stand-in answers it: an order id for the amount asked. */
function standInRazorpay(): { orders: () => number; restore: () => void } {
  const realFetch = globalThis.fetch;
  let made = 0;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    // the settlements job runs with the other scheduled jobs: nothing settled yet
    if (url.startsWith('https://api.razorpay.com/v1/settlements/')) return Response.json({ entity: 'collection', count: 0, items: [] });
    if (!url.startsWith('https://api.razorpay.com/v1/orders')) return realFetch(input, init);
    const { amount } = JSON.parse(String(init?.body)) as { amount: number };
    made++;
    return Response.json({ id: `order_standin${made}_${Date.now()}`, amount, currency: 'INR', status: 'created' });
  });
  return { orders: () => made, restore: () => spy.mockRestore() };
}

describe.each(['development', 'production'] as const)('unpaid online payments hold within their caps (%s)', (environment) => {
  let w: TestWorker;
  let razorpay: ReturnType<typeof standInRazorpay> | null = null;
  let plain: ProductRow[];

  beforeAll(async () => {
    const vars: Partial<Env> =
      environment === 'production'
        ? {
            ENVIRONMENT: 'production',
            RAZORPAY_KEY_ID: 'rzp_test_holds',
            RAZORPAY_KEY_SECRET: 'holds-secret',
            RAZORPAY_WEBHOOK_SECRET: 'holds-hook',
          }
        : {};
    if (environment === 'production') razorpay = standInRazorpay();
    w = await startWorker(vars);
    plain = await plainProducts(w, { minStock: 60, limit: 40 });
  });
  afterAll(async () => {
    razorpay?.restore();
    await w?.dispose();
  });

  async function shopper(lines: { product_id: number; qty: number }[]) {
    const c = await createCustomer(w);
    const cookie = await sessionCookie(w, c.id);
    const address = await addAddress(w, c.id);
    await setCart(w, c.id, lines);
    return { ...c, cookie, address, pay: () => w.call('POST', '/api/payments/create', { flag: 0, address_id: address }, { cookie }) };
  }
  const intentsOf = (userId: number) => count(w, 'SELECT id FROM payment_intent WHERE user_id = ?1', userId);

  it(`refuses to hold more than ${lineUnits} of a line or ${totalUnits} units in all, in words with a code; nothing is held`, async () => {
    const [p] = plain;
    const stock = await stockOf(w, p!.id);
    const long = await shopper([{ product_id: p!.id, qty: lineUnits + 1 }]);
    const refused = await long.pay();
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      status: 0,
      code: 'srv.unpaidHoldLine',
      message: fill(UNPAID_HOLD_MSG.line, { max: lineUnits, name: p!.name }),
    });
    const wide = await shopper(plain.slice(1, 6).map((q) => ({ product_id: q.id, qty: lineUnits })));
    const tooMany = await wide.pay();
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual({ status: 0, code: 'srv.unpaidHoldTotal', message: fill(UNPAID_HOLD_MSG.total, { max: totalUnits }) });
    expect(await intentsOf(long.id)).toBe(0);
    expect(await intentsOf(wide.id)).toBe(0);
    expect(await stockOf(w, p!.id)).toBe(stock);
    // at the cap itself the payment starts
    await setCart(w, long.id, [{ product_id: p!.id, qty: lineUnits }]);
    expect((await long.pay()).body.status).toBe(1);
    expect(await stockOf(w, p!.id)).toBe(stock - lineUnits);
  });

  it('a hoarder cannot take a shelf from cash-on-delivery shoppers: they lose at most the caps', async () => {
    const p = plain[10]!;
    const filler = plain.find((q) => q.discount_price >= MIN_ORDER_PAISE) ?? plain[11]!;
    const shelf = lineUnits + 6;
    await setStockAt(w, p.id, shelf);
    const hoarder = await shopper([{ product_id: p.id, qty: shelf }]);
    expect((await hoarder.pay()).status).toBe(400);
    await setCart(w, hoarder.id, [{ product_id: p.id, qty: lineUnits }]);
    expect((await hoarder.pay()).body.status).toBe(1);
    expect(await stockAt(w, p.id)).toBe(shelf - lineUnits);
    // a cash shopper still buys what the caps left, and the caps do not apply to cash
    const cash = await shopper([
      { product_id: p.id, qty: shelf - lineUnits },
      { product_id: filler.id, qty: Math.ceil(MIN_ORDER_PAISE / filler.discount_price) },
    ]);
    const order = await w.call(
      'POST',
      '/api/order',
      { flag: 0, address_id: cash.address, payment_method: 'cash' },
      { cookie: cash.cookie },
    );
    expect(order.body.status, order.raw).toBe(1);
    const bigCash = await shopper([{ product_id: plain[12]!.id, qty: lineUnits + 10 }]);
    const big = await w.call(
      'POST',
      '/api/order',
      { flag: 0, address_id: bigCash.address, payment_method: 'cash' },
      { cookie: bigCash.cookie },
    );
    expect(big.body.status, big.raw).toBe(1);
  });

  it(`starts at most ${intentsPerHour} online payments per customer per hour, then says when to try again; the provider is not asked`, async () => {
    const payer = await shopper([{ product_id: plain[20]!.id, qty: Math.ceil(MIN_ORDER_PAISE / plain[20]!.discount_price) + 1 }]);
    for (let i = 0; i < intentsPerHour; i++) expect((await payer.pay()).body.status).toBe(1);
    const asked = razorpay?.orders();
    const refused = await payer.pay();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: 0, code: 'srv.tooManyPaymentsMinutes' });
    expect(refused.body.message).toMatch(
      /^Too many online payments started this hour\. Please try again in (5[5-9]|60) minutes or choose cash on delivery\.$/,
    );
    expect(await intentsOf(payer.id)).toBe(intentsPerHour);
    expect(razorpay?.orders()).toBe(asked);
    // the open intent was not replaced by the refused press: its hold stands
    expect(await count(w, "SELECT id FROM payment_intent WHERE user_id = ?1 AND status = 'created'", payer.id)).toBe(1);
    // an hour later the customer may pay online again
    await w.env.DB.prepare('UPDATE payment_intent SET created_at = created_at - ?2 WHERE user_id = ?1').bind(payer.id, HOUR_MS).run();
    expect((await payer.pay()).body.status).toBe(1);
  });

  it("a second press of Pay does not renew the hold: stock and slot come back when the first intent's life ends", async () => {
    const p = plain[25]!;
    const stock = await stockOf(w, p.id);
    const payer = await shopper([{ product_id: p.id, qty: Math.ceil(MIN_ORDER_PAISE / p.discount_price) + 1 }]);
    const first = await payer.pay();
    expect(first.body.status).toBe(1);
    expect(first.body.response.provider).toBe(environment === 'production' ? 'razorpay' : 'test');
    const firstEnds = first.body.response.expires_at as number;
    const slotHolds = () =>
      count(w, 'SELECT h.intent_id FROM slot_hold h JOIN payment_intent i ON i.id = h.intent_id WHERE i.user_id = ?1', payer.id);
    expect(await slotHolds()).toBe(1);
    // the shopper (or a script) presses again and again
    for (let i = 0; i < 3; i++) {
      const again = await payer.pay();
      expect(again.body.status).toBe(1);
      expect(again.body.response.expires_at).toBe(firstEnds);
    }
    const open = await w.env.DB.prepare("SELECT expires_at FROM payment_intent WHERE user_id = ?1 AND status = 'created'")
      .bind(payer.id)
      .all<{ expires_at: number }>();
    expect(open.results).toEqual([{ expires_at: firstEnds }]);
    expect(await stockOf(w, p.id)).toBeLessThan(stock);
    // at the first intent's end the expiry job gives every unit and the slot's place back
    await runScheduledJobs(w.env, firstEnds);
    expect(await stockOf(w, p.id)).toBe(stock);
    expect(await slotHolds()).toBe(0);
    // once that hold is over, a new press starts a hold of its own
    const later = await payer.pay();
    expect(later.body.response.expires_at).toBeGreaterThan(Date.now() + PAYMENT_INTENT_LIFE_MS - 60_000);
  });
});

describe('twelve presses of Pay at once, one customer (real D1 inside workerd)', () => {
  it(`start at most ${intentsPerHour} intents and leave one hold: the cart's units once, one slot place`, async () => {
    const wd = await startWorker();
    try {
      const p = (await plainProducts(wd, { minStock: 60, limit: 5 }))[2]!;
      const stock = await stockOf(wd, p.id);
      const c = await createCustomer(wd);
      const cookie = await sessionCookie(wd, c.id);
      const address = await addAddress(wd, c.id);
      const qty = Math.ceil(MIN_ORDER_PAISE / p.discount_price) + 1;
      await setCart(wd, c.id, [{ product_id: p.id, qty }]);
      const results = await Promise.all(
        Array.from({ length: 12 }, () => wd.call('POST', '/api/payments/create', { flag: 0, address_id: address }, { cookie })),
      );
      const ok = results.filter((r) => r.body.status === 1);
      const refused = results.filter((r) => r.body.status !== 1);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(ok.length).toBeLessThanOrEqual(intentsPerHour);
      for (const r of refused) {
        expect(r.status, r.raw).toBe(429);
        expect(r.body.code).toMatch(/^srv\.tooManyPayments/);
      }
      expect(await count(wd, 'SELECT id FROM payment_intent WHERE user_id = ?1', c.id)).toBe(ok.length);
      expect(await count(wd, "SELECT id FROM payment_intent WHERE user_id = ?1 AND status = 'created'", c.id)).toBe(1);
      expect(await stockOf(wd, p.id)).toBe(stock - qty);
      expect(
        await count(wd, 'SELECT h.intent_id FROM stock_hold h JOIN payment_intent i ON i.id = h.intent_id WHERE i.user_id = ?1', c.id),
      ).toBe(1);
      expect(
        await count(wd, 'SELECT h.intent_id FROM slot_hold h JOIN payment_intent i ON i.id = h.intent_id WHERE i.user_id = ?1', c.id),
      ).toBe(1);
    } finally {
      await wd.dispose();
    }
  }, 120_000);
});
