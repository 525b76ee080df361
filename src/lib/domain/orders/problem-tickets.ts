/**
 * Report a problem after delivery (issue 32, docs/problem-tickets.md): the window in which a
 * shopper may report, the two clocks a ticket runs on (Consumer Protection (E-Commerce) Rules 2020:
 * acknowledge within 48 hours, redress within one month), the ticket's number, what a report may
 * claim per line, and what a refund of the reported lines comes to. Pure: the API and the pages
 * share these rules.
 */
import { indiaClock } from '../money/india-time';
import { said, type Said } from '../i18n/said';

export const PROBLEM_KINDS = ['missing', 'damaged', 'expired_or_near_expiry', 'wrong_item', 'quality'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

export const TICKET_STATES = ['open', 'acknowledged', 'resolved'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

export const RESOLUTIONS = ['refund', 'replacement', 'refused'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

const HOUR_MS = 60 * 60_000;
/** The reporting window after delivery when the setting is missing or unreadable. */
export const DEFAULT_WINDOW_HOURS = 48;
/** The law's clocks, from the moment the ticket was opened. */
export const ACKNOWLEDGE_WITHIN_MS = 48 * HOUR_MS;
export const RESOLVE_WITHIN_MS = 30 * 24 * HOUR_MS;
/** Photos per ticket. */
export const MAX_PHOTOS = 3;
export const NOTE_MAX = 300;

/** The window setting as stored ("48"); anything unusable falls back to the default. */
export function windowHours(setting: string | null | undefined): number {
  const n = Number(setting);
  return Number.isInteger(n) && n > 0 && n <= 24 * 30 ? n : DEFAULT_WINDOW_HOURS;
}

/** Whether a problem may still be reported about an order delivered at `deliveredAt`. */
export function reportWindow(deliveredAt: number, hours: number, now: number): { open: boolean; closes_at: number } {
  const closes = deliveredAt + hours * HOUR_MS;
  return { open: now >= deliveredAt && now < closes, closes_at: closes };
}

/** "T-2026-000123": the year in India when it was opened, and its sequential id. */
export function ticketNumber(id: number, openedAt: number): string {
  return `T-${indiaClock(openedAt).getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

/** The month a ticket counts in for the shopper's monthly tally ('2026-11'). */
export function ticketMonth(at: number): string {
  return indiaClock(at).toISOString().slice(0, 7);
}

export interface TicketTimes {
  state: TicketState;
  created_at: number;
  acknowledged_at: number | null;
  resolved_at: number | null;
}

export interface TicketClocks {
  acknowledge_by: number;
  resolve_by: number;
  /** still not acknowledged past its 48 hours (or acknowledged late) */
  acknowledge_overdue: boolean;
  /** still not resolved past its 30 days (or resolved late) */
  resolve_overdue: boolean;
}

export function ticketClocks(t: TicketTimes, now: number): TicketClocks {
  const acknowledge_by = t.created_at + ACKNOWLEDGE_WITHIN_MS;
  const resolve_by = t.created_at + RESOLVE_WITHIN_MS;
  return {
    acknowledge_by,
    resolve_by,
    acknowledge_overdue: (t.acknowledged_at ?? now) > acknowledge_by,
    resolve_overdue: (t.resolved_at ?? now) > resolve_by,
  };
}

/** A delivered order line as a report reads it. */
export interface DeliveredLine {
  id: number;
  name: string;
  /** what went to the door: packed_qty, else the quantity ordered */
  delivered_qty: number;
  /** paise charged for the delivered units (packed_total, else qty × unit price) */
  charged: number;
  /** the ticket this line is already in, if any */
  ticket_no: string | null;
}

export interface ReportedLine {
  line_id: number;
  kind: ProblemKind;
  qty: number;
  note?: string;
}

export type ReportRefusal =
  | { code: 'noLines' }
  | { code: 'notThisOrder' }
  | { code: 'tooMany'; name: string; qty: number }
  | { code: 'alreadyReported'; name: string; ticket: string };

/** Each reported line must be the order's, once, not already in a ticket, and at most what was delivered. */
export function checkReport(lines: readonly DeliveredLine[], report: readonly ReportedLine[]): ReportRefusal | null {
  if (report.length === 0) return { code: 'noLines' };
  const seen = new Set<number>();
  for (const r of report) {
    const line = lines.find((l) => l.id === r.line_id);
    if (!line || seen.has(r.line_id)) return { code: 'notThisOrder' };
    seen.add(r.line_id);
    if (line.ticket_no) return { code: 'alreadyReported', name: line.name, ticket: line.ticket_no };
    if (!Number.isInteger(r.qty) || r.qty < 1 || r.qty > line.delivered_qty)
      return { code: 'tooMany', name: line.name, qty: line.delivered_qty };
  }
  return null;
}

export interface PaidOrder {
  /** goods as charged (sum of lines), before the discount */
  subtotal: number;
  /** coupon or points-offer discount in paise */
  discount: number;
  /** what the shopper paid in all (order_total as placed, or as packed) */
  paid: number;
  /** refunds already recorded for this order (packing, earlier tickets) */
  refunded: number;
}

/**
 * Paise to give back for the reported units: each line's charged amount for those units, less the
 * line's share of the order's discount (so a ₹50 coupon spread over the goods is not refunded as
 * cash), rounded down; never above what is left of what the shopper paid.
 */
export function ticketRefund(order: PaidOrder, items: readonly { charged: number; delivered_qty: number; qty: number }[]): number {
  const afterDiscount = Math.max(0, order.subtotal - order.discount);
  let sum = 0;
  for (const it of items) {
    if (it.delivered_qty <= 0 || order.subtotal <= 0) continue;
    // integer arithmetic: charged × qty × afterDiscount can exceed 2^53 only for absurd orders
    sum += Math.floor((it.charged * it.qty * afterDiscount) / (it.delivered_qty * order.subtotal));
  }
  return Math.max(0, Math.min(sum, order.paid - order.refunded));
}

/** A ticket as its shopper follows it. */
export interface ShopperTicket {
  ticket_no: string;
  txnid: string;
  state: TicketState;
  resolution: Resolution | null;
  resolution_note: string | null;
  refund_amount: number | null;
  refund_method: 'online' | 'cash' | null;
  refund_status: 'pending' | 'processed' | 'failed' | null;
  /** the free order a replacement sent (migration 0041); null otherwise */
  replacement_txnid: string | null;
  created_at: number;
  acknowledged_at: number | null;
  resolved_at: number | null;
  lines: { name: string; kind: ProblemKind; qty: number; note: string }[];
  photos: number[];
}

export interface OrderProblems {
  delivered: boolean;
  window: { open: boolean; closes_at: number | null; hours: number };
  lines: { id: number; name: string; delivered_qty: number; ticket_no: string | null }[];
  tickets: ShopperTicket[];
}

/** The English the API says for each refusal; the catalogue (messages/*.json) holds it in three languages. */
export const PROBLEM_MSG = {
  notDelivered: 'You can report a problem once the order is delivered',
  windowClosed: (hours: number) => said('srv.ticket.windowClosed', { hours }),
  noLines: 'Choose at least one item and what is wrong with it',
  notThisOrder: 'That item is not in this order',
  tooMany: (name: string, qty: number) => said('srv.ticket.tooMany', { name, qty }),
  alreadyReported: (name: string, ticket: string) => said('srv.ticket.alreadyReported', { name, ticket }),
  received: (ticket: string) => said('srv.ticket.received', { ticket }),
  ticketNotFound: 'Ticket not found',
  photoType: 'A photo must be a JPEG, PNG or WebP image',
  photoTooLarge: 'A photo can be at most 2 MB',
  photoLimit: 'A ticket can have at most 3 photos',
  photosOff: 'Photos cannot be added right now; your report is saved without them',
  photoSaved: 'Photo added',
  acknowledged: (ticket: string) => said('srv.ticket.acknowledged', { ticket }),
  alreadyAcknowledged: (ticket: string) => said('srv.ticket.alreadyAcknowledged', { ticket }),
  resolved: (ticket: string) => said('srv.ticket.resolved', { ticket }),
  alreadyResolved: (ticket: string) => said('srv.ticket.alreadyResolved', { ticket }),
  reasonNeeded: 'Say why the ticket is refused',
  pointsNoRefund: 'This order was paid with points: resolve it with a replacement',
  nothingToRefund: 'Nothing is left to refund on this order',
  replacementNoStock: (name: string) => said('srv.ticket.replacementNoStock', { name }),
  replacementNoSlot: 'The branch has no slot left for a replacement in the next few days: refund the ticket instead or try later',
} as const;

export function reportRefusalText(r: ReportRefusal): Said {
  switch (r.code) {
    case 'noLines':
      return said('srv.ticket.noLines');
    case 'notThisOrder':
      return said('srv.ticket.notThisOrder');
    case 'tooMany':
      return PROBLEM_MSG.tooMany(r.name, r.qty);
    case 'alreadyReported':
      return PROBLEM_MSG.alreadyReported(r.name, r.ticket);
  }
}
