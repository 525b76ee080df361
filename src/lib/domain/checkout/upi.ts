/**
 * UPI as shoppers know it: online payment is offered as "UPI" (any UPI app, a UPI ID or a QR) apart
 * from "Card or net banking". Both are one online payment on the wire (payment_method 'online');
 * `method` only says which of Razorpay's blocks to open first.
 */

export const ONLINE_METHODS = ['upi', 'card'] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

/**
 * Razorpay Checkout's `config.display` (Razorpay docs: "Display the Configuration"): the chosen
 * block first, Razorpay's own blocks still below it, so a shopper who changes their mind can.
 */
export function razorpayDisplayConfig(method: OnlineMethod) {
  const blocks =
    method === 'upi'
      ? { upi: { name: 'Pay by UPI', instruments: [{ method: 'upi', flows: ['intent', 'collect', 'qr'] }] } }
      : { cards: { name: 'Card or net banking', instruments: [{ method: 'card' }, { method: 'netbanking' }] } };
  return {
    display: {
      blocks,
      sequence: [method === 'upi' ? 'block.upi' : 'block.cards'],
      preferences: { show_default_blocks: true },
    },
  };
}
export type RazorpayDisplayConfig = ReturnType<typeof razorpayDisplayConfig>;

/** The state of an online payment, as the checkout polls it while a UPI request waits. */
export type PaymentState = 'pending' | 'paid' | 'failed' | 'expired' | 'refund_due' | 'refunded';

/** Whole seconds left until `expiresAt`, never below 0. */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** 14:05 (minutes:seconds) */
export function formatTimeLeft(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
