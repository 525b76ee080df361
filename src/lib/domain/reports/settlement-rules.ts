/**
 * Settlement reconciliation's rules (issue 30, docs/reports.md), written once: the test provider's
 * fee, how long a captured payment may wait for its settlement, and the shapes the page reads.
 */
import type { Paise } from '../money/money';

/**
 * The development test provider's fee, the one place it is stated: 2 % of the payment (rounded to
 * the paisa) plus GST at 18 % on that fee (rounded), the shape of Razorpay's standard plan. A
 * captured payment is settled on the next IST day, less both.
 */
export const TEST_FEE_PERCENT = 2;
export const GST_ON_FEE_PERCENT = 18;

export function testSettlementFee(amount: Paise): { fee: Paise; tax: Paise } {
  const fee = Math.round((amount * TEST_FEE_PERCENT) / 100);
  return { fee, tax: Math.round((fee * GST_ON_FEE_PERCENT) / 100) };
}

/** A captured payment (or a sent refund) with no settlement entry this many days after it is flagged. */
export const SETTLE_WITHIN_DAYS = 3;

export type SettlementKind = 'payment' | 'refund' | 'adjustment';

/** One entry of a settlement, in the shop's words (the provider's wire names stay in its adapter). */
export interface SettlementEntry {
  /** the provider's id of the entry: the payment's (pay_…), the refund's (rfnd_…), an adjustment's */
  entryId: string;
  kind: SettlementKind;
  /** the payment the entry belongs to (for a payment, itself) */
  paymentId: string | null;
  /** captured or refunded, paise */
  amount: Paise;
  /** the provider's fee without GST */
  fee: Paise;
  /** GST on the fee */
  tax: Paise;
  /** what reached the bank: amount − fee − tax for a payment, −amount for a refund */
  net: Paise;
  settlementId: string;
  settledAt: number;
}

export type DifferenceKind = 'not_settled' | 'unknown' | 'amount_differs';

export interface SettlementDifference {
  kind: DifferenceKind;
  /** payment or refund */
  entry: 'payment' | 'refund';
  /** the provider's id: pay_… or rfnd_… */
  ref: string;
  txnid: string | null;
  branch_name: string | null;
  /** the store's amount (null: the store has no record) */
  store_amount: Paise | null;
  /** the settlement's amount (null: not settled) */
  settled_amount: Paise | null;
  /** captured/refunded (store) or settled (provider) */
  at: number;
  settlement_id: string | null;
}

export interface SettlementDay {
  day: string;
  /** the store's online payments captured that day */
  captured: Paise;
  captured_count: number;
  /** the store's refunds sent that day */
  refunded: Paise;
  /** settled that day: payments credited (gross), fees, GST on fees, refunds debited, net to the bank */
  settled_gross: Paise;
  fees: Paise;
  tax: Paise;
  refunds_deducted: Paise;
  net: Paise;
  /** the day's settlements were fetched (false: nothing is known yet) */
  fetched: boolean;
}

export interface SettlementReport {
  scope: { from: string; to: string; days: number; branch_id: number | null; branch_name: string };
  /** 'razorpay' | 'test', or null: reconciliation is off (no keys outside development) */
  provider: 'razorpay' | 'test' | null;
  off_message: string | null;
  days: SettlementDay[];
  totals: Omit<SettlementDay, 'day' | 'fetched'>;
  differences: SettlementDifference[];
}
