/** Helpers of the per-day reports' property test (tests/api/report-days.test.ts). */

/** mulberry32: the same sequence for the same seed, so a failure can be replayed */
export function prng(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)]!;
  return { next, int, pick };
}

/** Fresh customer accounts (no orders yet), so a run's customers are new in some windows and returning in others. */
export async function addCustomers(db: D1Database, ids: readonly number[]): Promise<void> {
  await db.batch(
    ids.map((u) =>
      db
        .prepare(
          `INSERT INTO user (id, first_name, last_name, phone, email, password_hash, password_salt, password_iterations, branch_id, created_at)
           VALUES (?1, 'Prop', 'Customer', ?2, ?3, '', '', 0, 1, 0)`,
        )
        .bind(u, `7100${u}`, `prop${u}@example.in`),
    ),
  );
}
