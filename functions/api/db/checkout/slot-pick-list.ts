/** The lines of a branch's orders in one slot that are still to be picked (Pending or Confirmed). */
import type { SlotPickLine } from '../../../../src/lib/domain/checkout/slot-pick-list';

/** Statuses whose bags are not packed yet: what the slot's pick list is for. */
const TO_PICK = ['Pending', 'Confirmed'];

export async function listSlotPickLines(db: D1Database, branchId: number, slotDay: string, slotStart: number): Promise<SlotPickLine[]> {
  const { results } = await db
    .prepare(
      `SELECT o.id AS order_id, o.txnid, trim(o.bill_first_name || ' ' || o.bill_last_name) AS customer_name,
              l.product_id, l.attribute_id, l.name, l.attribute_name, l.qty, l.if_missing,
              coalesce(c.name, '') AS section, coalesce(c.sort, 0) AS section_sort
         FROM orders o
         JOIN order_line l ON l.order_id = o.id
         LEFT JOIN product p ON p.id = l.product_id
         LEFT JOIN category c ON c.id = p.category_id
        WHERE o.branch_id = ?1 AND o.slot_day = ?2 AND o.slot_start_min = ?3
          AND o.order_status IN (${TO_PICK.map((s) => `'${s}'`).join(', ')})
        ORDER BY o.id, l.id`,
    )
    .bind(branchId, slotDay, slotStart)
    .all<SlotPickLine>();
  return results;
}

/** The store's name and the branch's phone for the sheet's heading. */
export function findBranchHeading(db: D1Database, branchId: number) {
  return db
    .prepare('SELECT id, store_name, branch, phone FROM branch WHERE id = ?1')
    .bind(branchId)
    .first<{ id: number; store_name: string; branch: string; phone: string }>();
}
