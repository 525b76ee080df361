import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { idempotencyKeySchema, orderRequestSchema } from '../../../src/lib/domain/checkout/checkout-schemas';
import type { OrderRow } from '../db/orders';
import type { AppEnv } from '../env';
import { ShopError } from '../errors';
import { currentUser, requireUser } from '../middleware/session';
import { realRewardsService } from '../providers/rewards';
import { checkoutInputOf } from './checkout-wire';
import { assertNotTampered, orderForRetry, placeOrder, prepareCheckout } from '../services/checkout';
import {
  getInvoiceForUser,
  getCreditNoteForUser,
  getOrderForUser,
  customerOrderView,
  moveOrder,
  listFailedPaymentAttempts,
  sendOrderConfirmation,
} from '../services/orders';
import { findUserOrder } from '../db/orders';
import { afterResponse } from '../lib/after-response';
import { canCustomerCancel } from '../../../src/lib/domain/orders/order-life';
import { creditNoteQuerySchema, orderCancelSchema } from '../../../src/lib/domain/staff/staff-schemas';
import { validate } from '../validate';
import { refusal, say, shopperLang } from '../lang';
import { rememberCustomerLang } from '../services/account';
import * as clock from '../lib/clock';
import { said } from '../../../src/lib/domain/i18n/said';
import { creditNoteAnswer, invoiceAnswer, orderAnswer } from '../../../src/lib/domain/orders/order-answer-schemas';
import { flagOf } from '../../../src/lib/domain/checkout/delivery-mode';

/**
 * The answer to a placed order; a replay (same Idempotency-Key / payment) gets the same answer.
 * `message` is SPEC's "Order placed" in the shopper's language: say(c, said('orderPlaced')).
 */
export function orderPlacedBody(order: OrderRow, replay: boolean, message: string) {
  return {
    status: 1 as const,
    message,
    replay,
    response: {
      id: order.id,
      txnid: order.txnid,
      invoice_no: order.invoice_no,
      payment_method: order.payment_method,
      payment_status: order.payment_status,
      flag: flagOf(order.deliveryMode),
      order_total: order.order_total,
      total_points: order.total_points,
      shipping: order.shipping,
    },
  };
}

const refSchema = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9]+$/, 'rule.invalidId');

const notFound = (c: Context) => refusal(c, said('srv.orderNotFound'));

/** Placing (SPEC §7 "POST order") and reading back orders and invoices; the user is the session's. */
export const orderRoutes = new Hono<AppEnv>()
  .post('/order', requireUser(), validate('json', orderRequestSchema), async (c) => {
    const user = currentUser(c);
    const body = c.req.valid('json');
    const rawKey = c.req.header('idempotency-key');
    const key = rawKey === undefined ? null : idempotencyKeySchema.safeParse(rawKey);
    if (key && !key.success) throw new ShopError(said('srv.idempotency.invalid'), 400);
    const idempotencyKey = key?.data ?? null;
    const retried = await orderForRetry(c.env.DB, user.id, idempotencyKey);
    if (retried) return c.json(orderPlacedBody(retried, true, say(c, said('orderPlaced'))));
    // online orders are placed only after a verified payment: /payments/create → /payments/verify
    if (body.payment_method === 'online') throw new ShopError(said('paymentFailed'), 400);
    const now = clock.now();
    const rewards = realRewardsService(c.env);
    const input = checkoutInputOf(body);
    const plan = await prepareCheckout(c.env.DB, user, input, now, rewards, { idempotencyKey });
    assertNotTampered(plan, input);
    const { order, replay } = await placeOrder(c.env.DB, plan, { now, idempotencyKey, guardCart: true, rewards });
    // before the e-mail goes: it is written in the language the shopper checked out in
    await rememberCustomerLang(c.env.DB, user.id, shopperLang(c));
    if (!replay) afterResponse(c, sendOrderConfirmation(c.env, order.id));
    return c.json(orderPlacedBody(order, replay, say(c, said('orderPlaced'))));
  })
  .get('/order/:txnid', requireUser(), validate('param', z.object({ txnid: refSchema })), async (c) => {
    const order = await getOrderForUser(c.env.DB, currentUser(c).id, c.req.valid('param').txnid);
    if (!order) return c.json(notFound(c), 404);
    return c.json({ status: 1, response: orderAnswer(order) });
  })
  // SPEC §7 style: the shopper cancels their own order while it is Pending or Confirmed
  .post('/orderCancel', requireUser(), validate('json', orderCancelSchema), async (c) => {
    const user = currentUser(c);
    const { order_id, reason } = c.req.valid('json');
    const order = await findUserOrder(c.env.DB, user.id, order_id);
    if (!order) return c.json(notFound(c), 404);
    if (!canCustomerCancel(order.order_status)) {
      return c.json(refusal(c, said('srv.cannotCancel'), { current_status: order.order_status }), 409);
    }
    try {
      const moved = await moveOrder(
        c.env,
        order,
        { from: order.order_status, to: 'Cancelled', reason },
        { kind: 'customer', userId: user.id },
      );
      return c.json({
        status: 1 as const,
        message: say(c, said('srv.orderCancelled')),
        response: orderAnswer(await customerOrderView(c.env.DB, moved)),
      });
    } catch (err) {
      // the store moved it on (or it was already cancelled) between reading and cancelling
      if (err instanceof ShopError && err.httpStatus === 409) {
        return c.json(refusal(c, said('srv.cannotCancel'), { current_status: err.extra.current_status ?? null }), 409);
      }
      throw err;
    }
  })
  .get('/payment-attempts', requireUser(), async (c) => {
    return c.json({ status: 1, response: await listFailedPaymentAttempts(c.env.DB, currentUser(c).id) });
  })
  .get('/invoice/:id', requireUser(), validate('param', z.object({ id: refSchema })), async (c) => {
    const invoice = await getInvoiceForUser(c.env.DB, currentUser(c).id, c.req.valid('param').id, c.env.STORE_NAME);
    if (!invoice) return c.json(notFound(c), 404);
    return c.json({ status: 1, response: invoiceAnswer(invoice) });
  })
  // a credit note of the shopper's own order (issue 29): the cancel's, or ?note=packed the packing's
  .get(
    '/credit-note/:id',
    requireUser(),
    validate('param', z.object({ id: refSchema })),
    validate('query', creditNoteQuerySchema),
    async (c) => {
      const { note: which } = c.req.valid('query');
      const note = await getCreditNoteForUser(c.env.DB, currentUser(c).id, c.req.valid('param').id, c.env.STORE_NAME, which);
      if (!note) return c.json(notFound(c), 404);
      return c.json({ status: 1, response: creditNoteAnswer(note) });
    },
  );
