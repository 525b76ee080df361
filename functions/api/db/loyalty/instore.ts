/** The in-store POS simulator's bills (instore_bill, migration 0002). */

export interface InstoreBillRow {
  id: number;
  mobile: string;
  branch_id: number | null;
  date: number;
  /** paise */
  bill_amount: number;
  points_earned: number;
  branch: string | null;
}

/** The customer's bills, newest first, with the branch they were rung up at. */
export async function listBillsByMobile(db: D1Database, mobile: string, limit = 200): Promise<InstoreBillRow[]> {
  const { results } = await db
    .prepare(
      `SELECT b.id, b.mobile, b.branch_id, b.date, b.bill_amount, b.points_earned, br.branch
         FROM instore_bill b LEFT JOIN branch br ON br.id = b.branch_id
        WHERE b.mobile = ?1 ORDER BY b.date DESC, b.id DESC LIMIT ?2`,
    )
    .bind(mobile, limit)
    .all<InstoreBillRow>();
  return results;
}
