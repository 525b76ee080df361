import type { SettlementEntry } from '../../../../src/lib/domain/reports/settlement-rules';

export interface ProviderOrder {
  id: string;
  /** paise */
  amount: number;
  currency: 'INR';
}

/**
 * An online payment provider: Razorpay when its keys are set; in development only, a local test
 * provider with the same flow (and real HMAC signatures). Elsewhere no keys means no online payment.
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'test';
  /** The key id the browser's checkout widget needs; never a secret. */
  publicKey(): string;
  createOrder(amountPaise: number, receipt: string): Promise<ProviderOrder>;
  /** Checks the checkout callback's signature against the order id the server stored. */
  verifySignature(orderId: string, paymentId: string, signature: string): Promise<boolean>;
  /** Checks a webhook's X-Razorpay-Signature over the raw request body. */
  verifyWebhook(rawBody: string, signatureHeader: string | null | undefined): Promise<boolean>;
  /**
   * Sends `amountPaise` of a captured payment back to the shopper. Rejects (RefundFailed) when the
   * provider refused or could not be reached; the caller keeps the refund record and retries.
   */
  refund(paymentId: string, amountPaise: number, receipt: string): Promise<ProviderRefund>;
  /**
   * Every entry settled into the store's bank on an IST day (YYYY-MM-DD): payments less fees,
   * refunds, adjustments. Rejects (SettlementsUnavailable) when the provider cannot be read.
   */
  settlementsFor(day: string, now: number): Promise<SettlementEntry[]>;
}

export interface ProviderRefund {
  /** the provider's refund id (rfnd_…) */
  id: string;
  /** Razorpay: pending | processed (pending: accepted, money on its way) */
  status: string;
}
