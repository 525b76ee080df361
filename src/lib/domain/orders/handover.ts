/**
 * Proof at the door and the rider's cash (issue 29, docs/delivery.md): the handover code's rules,
 * the cash a rider may record on a cash-on-delivery order, and the end-of-shift sheet's totals.
 * Pure rules; the API (functions/api/services/handover*.ts) asks only these.
 */
import { formatINR, type Paise } from '../money/money';
import { said, type Said } from '../i18n/said';

/** Wrong codes allowed before the code is locked and only the branch can complete the order. */
export const CODE_TRIES = 5;

/** A handover code is exactly four digits (leading zeros count: "0427"). */
export function isCodeShape(code: string): boolean {
  return /^\d{4}$/.test(code);
}

/**
 * Four digits from random 16-bit numbers, uniform over 0000–9999: values at or above 60000 (the
 * largest multiple of 10000 below 65536) are drawn again, so no code is likelier than another.
 */
export function codeFromRandom(draw: () => number): string {
  for (;;) {
    const n = draw();
    if (n < 60_000) return String(n % 10_000).padStart(4, '0');
  }
}

export function triesLeft(tries: number): number {
  return Math.max(0, CODE_TRIES - tries);
}

export function isLocked(tries: number): boolean {
  return tries >= CODE_TRIES;
}

/** The cash due at the door: a cash-on-delivery order's total (as packed), nothing on a prepaid one. */
export function cashDue(order: { payment_method: string; order_total: Paise }): Paise {
  return order.payment_method === 'cash' ? order.order_total : 0;
}

export type CashRefusal = 'needed' | 'above' | 'shortReason';

/**
 * Why the cash a rider entered cannot be recorded, or null. Cash on a cash order must be given;
 * more than is due is refused (the shopper owes no more); less needs a reason (change not taken,
 * an item refused at the door).
 */
export function cashRefusal(due: Paise, cash: Paise | null | undefined, reason: string | null | undefined): CashRefusal | null {
  if (cash == null) return due > 0 ? 'needed' : null;
  if (!Number.isInteger(cash) || cash < 0) return 'needed';
  if (cash > due) return 'above';
  if (cash < due && !reason?.trim()) return 'shortReason';
  return null;
}

/** One delivery on a rider's sheet. */
export interface SheetDelivery {
  due: Paise;
  cash: Paise;
}

export interface SheetTotals {
  deliveries: number;
  /** cash the rider took, to hand over */
  cash: Paise;
  /** what was due on the cash orders: cash + what was knowingly not collected */
  due: Paise;
}

export function sheetTotals(rows: readonly SheetDelivery[]): SheetTotals {
  return rows.reduce<SheetTotals>((t, r) => ({ deliveries: t.deliveries + 1, cash: t.cash + r.cash, due: t.due + r.due }), {
    deliveries: 0,
    cash: 0,
    due: 0,
  });
}

export type HandoverRefusal = 'nothing' | 'countedReason' | 'counted';

/** Why the branch cannot confirm a sheet as counted, or null. A difference is allowed, with a reason. */
export function handoverRefusal(
  sheet: Pick<SheetTotals, 'deliveries' | 'cash'>,
  counted: Paise,
  reason: string | null | undefined,
): HandoverRefusal | null {
  if (sheet.deliveries === 0) return 'nothing';
  if (!Number.isInteger(counted) || counted < 0) return 'counted';
  if (counted !== sheet.cash && !reason?.trim()) return 'countedReason';
  return null;
}

/** The refusals' English (messages/en.json holds them word for word, kn.json and hi.json beside it; tests/unit/english-in-code.test.ts). */
export const HANDOVER_MSG = {
  codeNeeded: 'Type the 4-digit code the customer has',
  codeWrong: (left: number) => said('srv.handover.codeWrong', { left }),
  codeLocked: 'Too many wrong codes. Ask the branch to complete this order',
  noCode: 'This order has no code. Ask the branch to complete this order',
  overrideReason: 'Type the code, or give a reason for completing without it',
  cashNeeded: (due: Paise) => said('srv.handover.cashNeeded', { due: formatINR(due) }),
  cashAbove: (due: Paise) => said('srv.handover.cashAbove', { due: formatINR(due) }),
  cashShortReason: (due: Paise) => said('srv.handover.cashShortReason', { due: formatINR(due) }),
  nothingToSettle: 'There is nothing to settle for this rider',
  countedReason: (cash: Paise) => said('srv.handover.countedReason', { cash: formatINR(cash) }),
  countedNeeded: 'Enter the cash counted',
  cashInvalid: 'Enter the cash collected in rupees and paise',
  sheetChanged: 'This sheet was settled or changed meanwhile. Refresh to see it.',
  riderNotFound: 'Rider not found',
  settled: 'Cash handover confirmed',
} as const;

export function cashRefusalText(r: CashRefusal, due: Paise): Said {
  if (r === 'above') return HANDOVER_MSG.cashAbove(due);
  if (r === 'shortReason') return HANDOVER_MSG.cashShortReason(due);
  return HANDOVER_MSG.cashNeeded(due);
}
