/**
 * Finishing packing (issue 29, docs/packing.md): the clerk's marks per line (picked, short,
 * weighed) turn the Confirmed order into a Packed one whose money follows the bag, in ONE guarded
 * batch with the move itself: the lines as packed, the totals re-priced by the one orderTotals()
 * (domain/orders/packing.ts packedTotals), unpacked units back in stock, a paid order's partial refund
 * recorded, the invoice's partial credit note, a points order's points back. What reaches an
 * outside system (the refund, a points credit at the rewards service) is sent after the batch and
 * retried by the existing jobs, like a cancel's.
 */
import {
  issueCreditNote,
  moveCoreStatements,
  recordRewardCredit,
  spentOnLocalLedger,
  findOrderById,
  type OrderRow,
  listPackableLines,
  recordPackedLines,
  recordPackingRefund,
  repriceOrder,
  returnPackingPointsLocal,
  returnUnpackedStock,
  clearProgress,
  readProgress,
  listCandidates,
  listSubstitutes,
  settleSubstitute,
} from '../../db/orders';
import { takeSubstituteUnits } from '../../db/catalogue';
import type { Env, StaffMember } from '../../env';
import { ShopError } from '../../errors';
import { rewardsConfigured } from '../../providers/rewards';
import { LIFE_MSG, moveRefusal } from '../../../../src/lib/domain/orders/order-life';
import {
  PACK_MSG,
  packedTotals,
  packLines,
  packRefusalText,
  weightWindow,
  type PackMark,
  type PackingSheetLine,
  type SubstituteAtPacking,
} from '../../../../src/lib/domain/orders/packing';
import {
  stateAt,
  SUB_MSG,
  substituteCharge,
  SUBSTITUTE_WINDOW_MS,
  type SubstituteRow,
} from '../../../../src/lib/domain/orders/substitutes';
import { alreadyMoved, customerContact, lostRace } from './order-life';
import { unmarkedLine } from './packing-progress';
import { sendRewardCredit } from '../loyalty/reward-credits';
import { processRefund } from './refunds';
import * as clock from '../../lib/clock';

export interface PackRequest {
  /** the status the clerk saw: Confirmed */
  from: string;
  /** lines not listed are packed as ordered */
  lines: PackMark[];
}

export interface PackResult {
  order: OrderRow;
  /** paise the order fell by (refunded, or less cash to collect) */
  reduced_by: number;
  points_back: number;
}

/** Moves a Confirmed order to Packed as the clerk packed it, or throws the refusal to read (nothing changes). */
export async function finishPacking(
  env: Env,
  order: OrderRow,
  req: PackRequest,
  staff: StaffMember,
  now = clock.now(),
): Promise<PackResult> {
  const db = env.DB;
  if (order.order_status !== req.from) throw alreadyMoved(order.order_status);
  const refusal = moveRefusal({ status: req.from, deliveryMode: order.deliveryMode, rider_id: order.rider_id }, 'Packed', {
    role: staff.role,
    id: staff.id,
  });
  if (refusal === 'no_such_move') throw new ShopError(LIFE_MSG.noSuchMove(req.from, 'Packed'), 400);
  if (refusal) throw new ShopError(LIFE_MSG.roleCannot('Packed'), 403);

  const [lines, subs, saved] = await Promise.all([
    listPackableLines(db, order.id),
    listSubstitutes(db, order.id),
    readProgress(db, order.id),
  ]);
  // packing saved part-way: Finish only once every line is marked
  const unmarked = saved ? unmarkedLine(lines, req.lines) : null;
  if (unmarked) throw new ShopError(PACK_MSG.notAllMarked(unmarked), 400);
  // each substitute as of now: a question nobody answered in time is packed as expired (the lower price)
  const subAt = new Map<number, SubstituteAtPacking & { row: SubstituteRow }>(
    subs.map((s) => [s.line_id, { ...s, state: stateAt(s, now), row: s }]),
  );
  const packed = packLines(lines, req.lines, subAt);
  if (!packed.ok) throw new ShopError(packRefusalText(packed.refusal), 400);
  const totals = packedTotals(
    {
      payment: order.payment_method,
      deliveryMode: order.deliveryMode,
      discount: order.discount,
      shipping: order.shipping,
      earnsPoints: order.points_earned > 0,
    },
    packed.lines,
  );
  const reducedBy = Math.max(0, order.order_total - totals.payable);
  const pointsNow = order.payment_method === 'point' ? totals.points : 0;
  const pointsBack = Math.max(0, order.total_points - pointsNow);
  const changed = packed.lines.some((p, i) => p.packed_qty !== lines[i]!.qty || p.grams !== null || p.substituted !== null);

  const statements = moveCoreStatements(db, {
    orderId: order.id,
    from: req.from,
    to: 'Packed',
    reason: null,
    actor: { type: 'staff', staffId: staff.id },
    now,
  });
  // the marks saved part-way are done with once the order is Packed (the same guarded batch)
  statements.push(clearProgress(db, order.id));
  let remoteCredit = false;
  if (changed) {
    statements.push(...recordPackedLines(db, order.id, packed.lines), repriceOrder(db, order.id, totals, order.payment_method));
    statements.push(
      ...returnUnpackedStock(
        db,
        order.id,
        lines.map((l, i) => ({ id: l.id, product_id: l.product_id, deal: l.deal, back: l.qty - packed.lines[i]!.packed_qty })),
        now,
      ),
    );
    // a substitute goes in as its state was read (or the guard aborts the batch), then its units leave the branch's shelf
    for (const p of packed.lines.filter((l) => l.substituted !== null)) {
      const s = subAt.get(p.id)!;
      statements.push(
        ...settleSubstitute(db, { lineId: p.id, read: s.state, stored: s.row.state, qty: p.substituted!, now }),
        ...takeSubstituteUnits(db, order.id, p.id, now),
      );
    }
    if (reducedBy > 0) {
      statements.push(recordPackingRefund(db, order.id, reducedBy, now));
      statements.push(...issueCreditNote(db, order.id, now, { reason: 'packed', value: reducedBy }));
    }
    if (pointsBack > 0) {
      const { mobile } = await customerContact(db, order);
      if (mobile && (await spentOnLocalLedger(db, order.id))) {
        statements.push(...returnPackingPointsLocal(db, order.id, mobile, pointsBack, now));
      } else if (mobile && rewardsConfigured(env)) {
        statements.push(
          recordRewardCredit(db, {
            orderId: order.id,
            kind: 'packed',
            mobile,
            points: pointsBack,
            reference: `packed-${order.txnid}`,
            now,
          }),
        );
        remoteCredit = true;
      }
    }
  }

  try {
    await db.batch(statements);
  } catch (err) {
    // a substitute's branch count would go below 0 (sold meanwhile): its CHECK rolled the batch back
    const gone = packed.lines.find((l) => l.substituted !== null);
    if (gone && /CHECK constraint/i.test(String(err))) throw new ShopError(SUB_MSG.outOfStock(subAt.get(gone.id)!.name), 409);
    throw await lostRace(db, order.id, req.from, err);
  }

  // the outside calls, after the batch held: a refund or a credit that does not go through now is retried by the jobs
  if (changed && reducedBy > 0) {
    const refund = await db
      .prepare(`SELECT id FROM refund WHERE order_id = ?1 AND reason = 'packing' AND status <> 'processed'`)
      .bind(order.id)
      .first<{ id: number }>();
    if (refund) await processRefund(env, refund.id);
  }
  if (remoteCredit) {
    const row = await db
      .prepare(`SELECT id FROM reward_credit WHERE order_id = ?1 AND kind = 'packed'`)
      .bind(order.id)
      .first<{ id: number }>();
    if (row) await sendRewardCredit(env, row.id);
  }
  return { order: (await findOrderById(db, order.id))!, reduced_by: changed ? reducedBy : 0, points_back: changed ? pointsBack : 0 };
}

export async function packingSheet(
  db: D1Database,
  order: { id: number; payment_method: string },
  now = clock.now(),
): Promise<PackingSheetLine[]> {
  const orderId = order.id;
  const [lines, subs, candidates] = await Promise.all([
    listPackableLines(db, orderId),
    listSubstitutes(db, orderId),
    listCandidates(db, orderId),
  ]);
  const subOf = new Map(subs.map((s) => [s.line_id, s]));
  return lines.map((l) => {
    const s = subOf.get(l.id);
    return {
      line_id: l.id,
      name: l.name,
      qty: l.qty,
      unit_price: l.unit.selling,
      if_missing: l.if_missing,
      weight: weightWindow(l),
      substitute: s
        ? {
            name: s.name,
            unit_price: s.unit_price,
            charged: s.charged,
            state: stateAt(s, now),
            open_until: s.proposed_at + SUBSTITUTE_WINDOW_MS,
          }
        : null,
      candidates: candidates
        .filter((c) => c.line_id === l.id)
        .map(({ line_id: _, ...c }) => ({
          ...c,
          asks: substituteCharge(l.unit, { selling: c.price, points: 0 }, order.payment_method).ask,
        })),
    };
  });
}
