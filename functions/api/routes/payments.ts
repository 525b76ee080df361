import { Hono, type MiddlewareHandler } from 'hono';
import { afterResponse } from '../lib/after-response';
import { sendOrderConfirmation } from '../services/orders';
import { z } from 'zod';
import {
  paymentCreateSchema,
  paymentStatusSchema,
  paymentVerifySchema,
  onlineMethodSchema,
} from '../../../src/lib/domain/checkout/checkout-schemas';
import { findPaymentIntent } from '../db/checkout';
import type { AppEnv } from '../env';
import { randomHex } from '../lib/crypto';
import { currentUser, requireUser } from '../middleware/session';
import { findPaymentProvider, paymentProvider } from '../providers/payment';
import { isTestProvider } from '../providers/payment/test-provider';
import { testCheckoutHtml } from '../providers/payment/test-checkout-page';
import { checkoutInputOf } from './checkout-wire';
import { orderPlacedBody } from './orders';
import { completeTestPayment, createOnlinePayment, paymentStatus, verifyOnlinePayment, handleWebhookEvent } from '../services/checkout';
import { validate } from '../validate';
import { refusal, say, shopperLang } from '../lang';
import { rememberCustomerLang } from '../services/account';
import * as clock from '../lib/clock';
import { said } from '../../../src/lib/domain/i18n/said';

/** Without a provider (no Razorpay keys outside development) online payment is refused up front. */
function onlinePaymentOn(): MiddlewareHandler<AppEnv> {
  return async function onlinePaymentOn(c, next) {
    if (!findPaymentProvider(c.env)) return c.json(refusal(c, said('srv.onlinePaymentOff')), 503);
    await next();
  };
}

/** The test provider's pages exist only while it is the provider (development without Razorpay keys). */
function onlyWithTestProvider(): MiddlewareHandler<AppEnv> {
  return async function onlyWithTestProvider(c, next) {
    const provider = findPaymentProvider(c.env);
    if (!provider || !isTestProvider(provider)) return c.json(refusal(c, said('srv.notFound')), 404);
    await next();
  };
}

/** Online payment (SPEC §7 razorpayDetails + the Razorpay order / verify / webhook flow). */
export const paymentRoutes = new Hono<AppEnv>()
  // the public key id only: secrets stay in the Worker
  .get('/razorpayDetails', onlinePaymentOn(), (c) => {
    const provider = paymentProvider(c.env);
    return c.json({ status: 1, information: { key: provider.publicKey() }, provider: provider.name });
  })
  .post('/payments/create', onlinePaymentOn(), requireUser(), validate('json', paymentCreateSchema), async (c) => {
    const options = await createOnlinePayment(c.env, currentUser(c), checkoutInputOf(c.req.valid('json')), clock.now());
    await rememberCustomerLang(c.env.DB, currentUser(c).id, shopperLang(c));
    return c.json({ status: 1 as const, response: options });
  })
  .post('/payments/verify', onlinePaymentOn(), requireUser(), validate('json', paymentVerifySchema), async (c) => {
    const { order, replay } = await verifyOnlinePayment(c.env, currentUser(c), c.req.valid('json'), clock.now());
    // at once, like a cash order's; the scheduled job only catches what this missed (webhook-first orders)
    if (!replay) afterResponse(c, sendOrderConfirmation(c.env, order.id));
    return c.json(orderPlacedBody(order, replay, say(c, said('orderPlaced'))));
  })
  // polled by the checkout while a UPI request waits for the shopper's approval
  .post('/payments/status', onlinePaymentOn(), requireUser(), validate('json', paymentStatusSchema), async (c) => {
    const status = await paymentStatus(c.env.DB, currentUser(c), c.req.valid('json').order_id, clock.now());
    return c.json({ status: 1 as const, response: status });
  })
  // No session: Razorpay calls this. The signature over the raw bytes is the only authentication.
  .post('/payments/webhook', onlinePaymentOn(), async (c) => {
    const raw = await c.req.text();
    const provider = paymentProvider(c.env);
    if (!(await provider.verifyWebhook(raw, c.req.header('x-razorpay-signature')))) {
      return c.json({ status: 0 as const, message: 'Invalid signature' }, 401);
    }
    const outcome = await handleWebhookEvent(c.env.DB, raw, c.req.header('x-razorpay-event-id') ?? null, clock.now());
    return c.json({ status: 1, outcome });
  })
  .get(
    '/payments/test-checkout',
    onlyWithTestProvider(),
    requireUser(),
    validate(
      'query',
      z.object({ order_id: z.string().min(1).max(64), popup: z.enum(['1']).optional(), method: onlineMethodSchema.default('card') }),
    ),
    async (c) => {
      const intent = await findPaymentIntent(c.env.DB, c.req.valid('query').order_id);
      if (!intent || intent.user_id !== currentUser(c).id) return c.json(refusal(c, said('srv.notFound')), 404);
      const nonce = randomHex(16);
      c.header(
        'content-security-policy',
        `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
      );
      const { method } = c.req.valid('query');
      return c.html(
        testCheckoutHtml({
          storeName: c.env.STORE_NAME ?? 'Haat Fresh',
          orderId: intent.provider_order_id,
          amount: intent.amount,
          nonce,
          method,
        }),
      );
    },
  )
  .post(
    '/payments/test-complete',
    onlyWithTestProvider(),
    requireUser(),
    validate('json', z.object({ order_id: z.string().min(1).max(64), outcome: z.enum(['success', 'failure', 'pending']) })),
    async (c) => {
      const { order_id, outcome } = c.req.valid('json');
      const result = await completeTestPayment(c.env, currentUser(c), order_id, outcome, clock.now());
      if (result.ok === 'pending')
        return c.json({ status: 2, message: say(c, said('upi.waiting')), response: { order_id, expires_at: result.expires_at } });
      if (result.ok) return c.json({ status: 1, response: result.response });
      return c.json(refusal(c, said('paymentFailed'), { error: result.error }));
    },
  );
