/** Staff's internal notes on an order (migration 0027): written by staff, read by staff only. */

export interface OrderNoteRow {
  id: number;
  body: string;
  created_at: number;
  staff_name: string;
  staff_role: string;
}

export async function listOrderNotes(db: D1Database, orderId: number): Promise<OrderNoteRow[]> {
  const { results } = await db
    .prepare(
      `SELECT n.id, n.body, n.created_at, s.name AS staff_name, s.role AS staff_role
         FROM order_note n JOIN staff s ON s.id = n.staff_id
        WHERE n.order_id = ?1 ORDER BY n.id`,
    )
    .bind(orderId)
    .all<OrderNoteRow>();
  return results;
}

export function insertOrderNote(db: D1Database, note: { orderId: number; staffId: number; body: string; now: number }) {
  return db
    .prepare('INSERT INTO order_note (order_id, staff_id, body, created_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(note.orderId, note.staffId, note.body, note.now)
    .run();
}
