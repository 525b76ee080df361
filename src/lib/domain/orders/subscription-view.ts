/**
 * What the shopper's "Daily milk" page shows of subscriptions (issue 32, docs/subscriptions.md):
 * the shapes the API answers with and the page passes its island, in one place both can import.
 */
import type { SubPattern, SubPayment, SubStatus } from './subscriptions';
import type { DeliveryMode } from '../checkout/delivery-mode';

export interface SubscriptionLineView {
  product_id: number;
  attribute_id: number;
  qty: number;
  name: string;
  attribute_name: string;
  slug: string;
  photo: string;
  /** today's unit price, paise (the order is priced the night before) */
  price: number;
}

export interface SubscriptionView {
  id: number;
  deliveryMode: DeliveryMode;
  branch_id: number;
  branch_name: string;
  slot_id: number;
  slot_start_min: number;
  slot_end_min: number;
  pattern: SubPattern;
  start_day: string;
  payment: SubPayment;
  status: SubStatus;
  created_at: number;
  lines: SubscriptionLineView[];
  /** pauses and skips still ahead */
  pauses: { from_day: string; to_day: string }[];
  skips: string[];
  /** the next day something comes (within two weeks), or null */
  next_day: string | null;
  /** tomorrow, whether it comes then, and whether it can still be changed */
  tomorrow: { day: string; due: boolean; can_change: boolean };
}

export interface StatementDay {
  day: string;
  outcome: 'ordered' | 'no_stock' | 'failed';
  txnid: string | null;
  order_status: string | null;
  /** paise paid on delivery (0 for points or no order) */
  amount: number;
  points: number;
  paid_how: SubPayment;
}

/** One month of a subscription's statement ('YYYY-MM'). */
export interface StatementMonth {
  month: string;
  days: StatementDay[];
}

export interface SubscribeOptions {
  products: { id: number; name: string; price: number }[];
  addresses: { id: number; label: string; branch_id: number }[];
  /** morning delivery slots per branch */
  slots: { id: number; branch_id: number; start_min: number; end_min: number }[];
  points: boolean;
}
