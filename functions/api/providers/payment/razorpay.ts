import { ShopError } from '../../errors';
import { RefundFailed } from './refund-failed';
import type { PaymentProvider, ProviderOrder, ProviderRefund } from './types';
import { signatureMatches } from './signature';
import { razorpaySettlements } from './razorpay-settlements';
import { said } from '../../../../src/lib/domain/i18n/said';

const ORDERS_URL = 'https://api.razorpay.com/v1/orders';
const CREATE_ORDER_TIMEOUT_MS = 10_000;

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  fetch?: typeof fetch;
}

/** Razorpay Orders API + checkout signature + webhook signature (INDIA.md). */
export function razorpayProvider(cfg: RazorpayConfig): PaymentProvider {
  const doFetch = cfg.fetch ?? fetch;
  return {
    name: 'razorpay',
    publicKey: () => cfg.keyId,
    async createOrder(amountPaise, receipt): Promise<ProviderOrder> {
      if (!Number.isSafeInteger(amountPaise) || amountPaise < 100)
        throw new ShopError(said('srv.form.atLeast', { field: said('srv.field.amount'), min: '₹1' }), 400);
      let res: Response;
      try {
        res = await doFetch(ORDERS_URL, {
          method: 'POST',
          headers: {
            authorization: `Basic ${btoa(`${cfg.keyId}:${cfg.keySecret}`)}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt: receipt.slice(0, 40) }),
          // a hung provider must not hold the shopper's checkout open
          signal: AbortSignal.timeout(CREATE_ORDER_TIMEOUT_MS),
        });
      } catch (err) {
        // unreachable or timed out: the shopper gets the SPEC payment message, not a 500
        console.error('razorpay createOrder unreachable', err);
        throw new ShopError(said('paymentFailed'), 502);
      }
      if (!res.ok) {
        console.error('razorpay createOrder failed', res.status, await res.text().catch(() => ''));
        throw new ShopError(said('paymentFailed'), 502);
      }
      const body = (await res.json()) as { id?: unknown; amount?: unknown; currency?: unknown };
      if (typeof body.id !== 'string' || body.amount !== amountPaise || body.currency !== 'INR') {
        throw new ShopError(said('paymentFailed'), 502);
      }
      return { id: body.id, amount: amountPaise, currency: 'INR' };
    },
    verifySignature: (orderId, paymentId, signature) => signatureMatches(cfg.keySecret, `${orderId}|${paymentId}`, signature),
    verifyWebhook: (rawBody, header) => signatureMatches(cfg.webhookSecret, rawBody, header),
    // Razorpay Refunds API: POST /v1/payments/{id}/refund. Total refunds can never exceed the
    // captured amount, so a retry after a lost answer is refused rather than paid twice.
    async refund(paymentId, amountPaise, receipt): Promise<ProviderRefund> {
      let res: Response;
      try {
        res = await doFetch(`https://api.razorpay.com/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
          method: 'POST',
          headers: {
            authorization: `Basic ${btoa(`${cfg.keyId}:${cfg.keySecret}`)}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ amount: amountPaise, speed: 'normal', receipt: receipt.slice(0, 40) }),
          signal: AbortSignal.timeout(CREATE_ORDER_TIMEOUT_MS),
        });
      } catch (err) {
        throw new RefundFailed(`Razorpay unreachable: ${err instanceof Error ? err.message : String(err)}`);
      }
      const text = await res.text().catch(() => '');
      if (!res.ok) throw new RefundFailed(`Razorpay answered ${res.status}: ${text.slice(0, 200)}`);
      let body: { id?: unknown; status?: unknown } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        /* checked below */
      }
      if (typeof body.id !== 'string') throw new RefundFailed('Razorpay refund answer had no id');
      return { id: body.id, status: typeof body.status === 'string' ? body.status : 'pending' };
    },
    settlementsFor: (day) => razorpaySettlements(doFetch, cfg, day),
  };
}
