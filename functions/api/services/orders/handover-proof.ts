/**
 * Proof at the door (issue 29, docs/delivery.md): the 4-digit code made when an order goes out or
 * is ready at the counter, and what completing it needs — the code (or, from the branch, a reason)
 * and, on a cash-on-delivery order, the cash taken. Order life (services/orders/order-life.ts) asks this
 * module for the statements it adds to its one guarded batch.
 */
import {
  cashDue,
  cashRefusal,
  cashRefusalText,
  codeFromRandom,
  HANDOVER_MSG,
  isLocked,
  triesLeft,
} from '../../../../src/lib/domain/orders/handover';
import { constantTimeEqual } from '../../lib/crypto';
import { codeStillHolds, countWrongTry, findHandoverCode, insertHandoverCode, insertRiderDelivery } from '../../db/orders';
import type { OrderRow } from '../../db/orders';
import { ShopError } from '../../errors';
import { said } from '../../../../src/lib/domain/i18n/said';

/** Server random, uniform over 0000–9999. */
export function newHandoverCode(): string {
  return codeFromRandom(() => crypto.getRandomValues(new Uint16Array(1))[0]!);
}

/** The moves that hand the order over to be completed with a code. */
export function makesHandoverCode(to: string): boolean {
  return to === 'Out for delivery' || to === 'Ready for pickup';
}

/** Sending out / ready: a fresh code and the statement that keeps it with the order. */
export function handoverCodeFor(db: D1Database, orderId: number, now: number): { code: string; statement: D1PreparedStatement } {
  const code = newHandoverCode();
  return { code, statement: insertHandoverCode(db, orderId, code, now) };
}

export interface CompletionProof {
  /** the 4 digits the rider or the counter typed */
  code?: string | null;
  /** cash taken at the door, paise */
  cash?: number | null;
  /** why less than due was taken */
  cash_reason?: string | null;
}

/**
 * What completing `order` needs, checked before the batch (400 wrong code / missing cash, 423
 * locked), and the statements the batch adds. A wrong code is counted at once, outside the batch:
 * the refusal leaves the order as it was but the try stays counted. `branchReason`: the branch
 * (manager or clerk) completing without the code gives a reason, which the order history records.
 */
export async function completionStatements(
  db: D1Database,
  order: OrderRow,
  proof: CompletionProof,
  by: { isBranch: boolean; branchReason: string | null },
  now: number,
): Promise<D1PreparedStatement[]> {
  const delivery = order.deliveryMode === 'delivery' && order.rider_id != null && order.branch_id != null;
  // the cash first: a mistyped amount must not cost a code try
  const due = delivery ? cashDue(order) : 0;
  const cash = proof.cash ?? (due === 0 ? 0 : null);
  const cashReason = proof.cash_reason?.trim() || null;
  if (delivery) {
    const refusal = cashRefusal(due, cash, cashReason);
    if (refusal) throw new ShopError(cashRefusalText(refusal, due), 400, { code_field: 'cash', due });
  }

  const statements: D1PreparedStatement[] = [];
  const typed = proof.code?.trim() || '';
  const held = await findHandoverCode(db, order.id);
  let proven: 'code' | 'branch';
  if (typed) {
    if (!held) throw new ShopError(said('srv.handover.noCode'), 423, { locked: true });
    if (isLocked(held.tries)) throw new ShopError(said('srv.handover.codeLocked'), 423, { locked: true });
    // same length always (the schema takes 4 digits only), so the compare's time tells nothing
    if (!constantTimeEqual(typed, held.code)) {
      const tries = await countWrongTry(db, order.id);
      if (isLocked(tries)) throw new ShopError(said('srv.handover.codeLocked'), 423, { locked: true });
      throw new ShopError(HANDOVER_MSG.codeWrong(triesLeft(tries)), 400, { tries_left: triesLeft(tries) });
    }
    statements.push(...codeStillHolds(db, order.id, typed));
    proven = 'code';
  } else if (by.isBranch) {
    if (!by.branchReason) throw new ShopError(said('srv.handover.overrideReason'), 400);
    proven = 'branch';
  } else {
    if (!held) throw new ShopError(said('srv.handover.noCode'), 423, { locked: true });
    if (isLocked(held.tries)) throw new ShopError(said('srv.handover.codeLocked'), 423, { locked: true });
    throw new ShopError(said('srv.handover.codeNeeded'), 400);
  }

  if (delivery) {
    statements.push(
      insertRiderDelivery(db, {
        orderId: order.id,
        riderId: order.rider_id!,
        branchId: order.branch_id!,
        due,
        cash: cash ?? 0,
        shortReason: (cash ?? 0) < due ? cashReason : null,
        proof: proven,
        now,
      }),
    );
  }
  return statements;
}

/** What the completing dialog asks: the code (and whether it is locked) and the cash due, never the code itself. */
export async function completionAsk(
  db: D1Database,
  order: OrderRow,
): Promise<{ needs_code: true; code_locked: boolean; cash_due: number | null }> {
  const held = await findHandoverCode(db, order.id);
  const delivery = order.deliveryMode === 'delivery' && order.rider_id != null;
  return {
    needs_code: true,
    code_locked: !held || isLocked(held.tries),
    cash_due: delivery && order.payment_method === 'cash' ? cashDue(order) : null,
  };
}
