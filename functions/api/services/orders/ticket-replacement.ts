/**
 * A ticket resolved with a replacement sends the reported units again as a real free order (issue
 * 32, docs/problem-tickets.md): the ticket's lines and quantities at ₹0.00, from the original
 * order's branch, to the same address (delivery) or store (pickup), in the next slot that branch
 * can still fill (the checkout's own slot rules). Its statements join the ticket's resolve batch:
 * the stock taken at the branch per pack (db/catalogue/stock.ts, whose CHECK aborts an oversell), the slot's
 * place (db/checkout/slots.ts, guarded), the order and its lines, and the shopper's notification, so the
 * ticket is resolved and the order made together, once, or neither.
 */
import type { DeliveryMode } from '../../../../src/lib/domain/checkout/delivery-mode';
import { deliveryModeSql } from '../../db/delivery-mode-sql';
import { t } from '../../../../src/lib/domain/i18n/t';
import { PROBLEM_MSG } from '../../../../src/lib/domain/orders/problem-tickets';
import { insertCustomerNotification, insertOrderLine, insertReplacementOrder, replacementLines } from '../../db/orders';
import type { TicketRow, ReplacementLine } from '../../db/orders';
import { slotIsFull, takeSlot } from '../../db/checkout';
import { stockLevelsStatement, takeStock } from '../../db/catalogue';
import { ShopError } from '../../errors';
import { newTxnid } from '../checkout/checkout-place';
import { customerLang } from '../account/customer-lang';
import { chooseSlot, type ChosenSlot } from '../checkout/slots';
import { said } from '../../../../src/lib/domain/i18n/said';

export interface ReplacementPlan {
  txnid: string;
  branchId: number;
  deliveryMode: DeliveryMode;
  slot: ChosenSlot;
  lines: ReplacementLine[];
}

/** The first line the branch cannot send now, or null when it has every reported unit. */
async function shortLine(db: D1Database, branchId: number, lines: readonly ReplacementLine[]): Promise<ReplacementLine | null> {
  const { results } = await stockLevelsStatement(db, branchId, lines).all<{ id: number; stock: number; out_of_stock: number }>();
  return (
    lines.find((l) => {
      const s = results.find((r) => r.id === l.product_id);
      return !s || s.out_of_stock === 1 || s.stock < l.qty;
    }) ?? null
  );
}

/**
 * What the replacement will be, read before the batch: refused with a code when the branch is
 * short of a line (staff may refund instead) or has no slot left; nothing is written here.
 */
export async function planReplacement(db: D1Database, ticket: TicketRow, now: number): Promise<ReplacementPlan> {
  const order = await db
    .prepare(`SELECT branch_id, ${deliveryModeSql('flag')} AS deliveryMode FROM orders WHERE id = ?1`)
    .bind(ticket.order_id)
    .first<{ branch_id: number | null; deliveryMode: DeliveryMode }>();
  const lines = await replacementLines(db, ticket.id);
  if (!order?.branch_id || lines.length === 0) throw new ShopError(PROBLEM_MSG.replacementNoStock(lines[0]?.name ?? ''), 409);
  const short = await shortLine(db, order.branch_id, lines);
  if (short) throw new ShopError(PROBLEM_MSG.replacementNoStock(short.name), 409);
  const slot = await chooseSlot(db, order.branch_id, order.deliveryMode, {}, now).catch((err: unknown) => {
    if (err instanceof ShopError) throw new ShopError(said('srv.ticket.replacementNoSlot'), 409);
    throw err;
  });
  return { txnid: newTxnid(now), branchId: order.branch_id, deliveryMode: order.deliveryMode, slot, lines };
}

/** The order's statements for the resolve batch, after the ticket's guarded UPDATE and its guard. */
export async function replacementStatements(
  db: D1Database,
  ticket: TicketRow,
  plan: ReplacementPlan,
  now: number,
): Promise<D1PreparedStatement[]> {
  const { txnid } = plan;
  const lang = await customerLang(db, ticket.user_id);
  const stmts: D1PreparedStatement[] = [
    insertReplacementOrder(db, { txnid, ticketId: ticket.id, fromOrderId: ticket.order_id, slot: plan.slot, now }),
  ];
  for (const l of plan.lines) {
    stmts.push(
      ...takeStock(
        db,
        { branchId: plan.branchId, productId: l.product_id, attributeId: l.attribute_id },
        l.qty,
        { kind: 'sale', txnid },
        now,
      ),
    );
  }
  stmts.push(...takeSlot(db, plan.slot.id, plan.slot.day));
  for (const { order_line_id: _from, ...line } of plan.lines) stmts.push(insertOrderLine(db, txnid, line));
  stmts.push(
    insertCustomerNotification(
      db,
      ticket.user_id,
      {
        title: t(lang, 'problem.notice.replacementTitle'),
        description: t(lang, 'problem.notice.replacement', { txnid, ticket: ticket.ticket_no }),
        url: `/order-success/${txnid}`,
      },
      now,
    ),
  );
  return stmts;
}

/** The resolve batch was refused while the ticket is still open: the branch ran short, or the slot filled. */
export async function replacementRefusal(db: D1Database, plan: ReplacementPlan): Promise<ShopError | null> {
  const short = await shortLine(db, plan.branchId, plan.lines);
  if (short) return new ShopError(PROBLEM_MSG.replacementNoStock(short.name), 409);
  if (await slotIsFull(db, plan.slot.id, plan.slot.day)) return new ShopError(said('srv.ticket.replacementNoSlot'), 409);
  return null;
}
