/**
 * The demo's opening counts per branch and pack (migration 0031, docs/stock.md), written as
 * `received` moves in the ledger, never into product.stock (the ledger's trigger keeps that total).
 *
 * Indiranagar (branch 1) has each product's seed count on its first pack, so a test shopper at the
 * serviceable pincode (branch 1) buys what the seed lists; the other branches get believable,
 * deterministic counts, with some products at only some branches. A product sold out at
 * Indiranagar is on the shelf at Koramangala, so the demo shows "pick up at Koramangala".
 * Fixture products (tests lean on their exact counts) are at Indiranagar only, every pack at the
 * product's count.
 */
import { lit } from './sql';

export interface StockedProduct {
  id: number;
  stock: number;
  out_of_stock: 0 | 1;
  /** variant ids in their shop order; empty for a product without variants */
  packs: readonly number[];
}

export interface BranchCount {
  branch_id: number;
  product_id: number;
  pack_id: number;
  qty: number;
}

const BRANCH_IDS = [1, 2, 3, 4, 5, 6] as const;

/** Every (branch, pack) count of one product; 0 where the branch does not carry it. */
export function openingCounts(p: StockedProduct, fixture: boolean): BranchCount[] {
  const packs = p.packs.length ? p.packs : [0];
  return BRANCH_IDS.flatMap((b) =>
    packs.map((pack, i) => ({ branch_id: b, product_id: p.id, pack_id: pack, qty: countAt(p, b, i, fixture) })),
  );
}

function countAt(p: StockedProduct, branch: number, packIndex: number, fixture: boolean): number {
  if (p.out_of_stock === 1) return 0;
  if (branch === 1) return packIndex === 0 || fixture ? p.stock : Math.ceil(p.stock / 2);
  if (fixture) return 0;
  // sold out at Indiranagar: Koramangala still has some
  if (p.stock === 0) return branch === 2 ? 12 : 0;
  // about one product in five is not carried by a given branch
  if ((p.id * 7 + branch * 3 + packIndex) % 5 === 0) return 0;
  return 4 + ((p.id * 13 + branch * 29 + packIndex * 7) % 90);
}

/** SQL: each count a `received` move where that branch has no row for the pack yet (a re-seed never restocks). */
export function openingStockSql(counts: readonly BranchCount[], now: number, chunk = 300): string[] {
  const out: string[] = [];
  const rows = counts.filter((c) => c.qty > 0);
  for (let i = 0; i < rows.length; i += chunk) {
    const values = rows
      .slice(i, i + chunk)
      .map((c) => `(${lit(c.branch_id)}, ${lit(c.product_id)}, ${lit(c.pack_id)}, ${lit(c.qty)})`)
      .join(',\n');
    out.push(`WITH v(b, p, k, q) AS (VALUES\n${values})
INSERT INTO stock_move (branch_id, product_id, pack_id, delta, kind, reason, at)
SELECT v.b, v.p, v.k, v.q, 'received', 'Opening count (seed)', ${lit(now)} FROM v
 WHERE NOT EXISTS (SELECT 1 FROM branch_stock s WHERE s.branch_id = v.b AND s.product_id = v.p AND s.pack_id = v.k);`);
  }
  return out;
}

/** SQL: fixture products' counts put back exactly, as `correction` moves of the difference. */
export function resetStockSql(counts: readonly BranchCount[], now: number): string[] {
  if (counts.length === 0) return [];
  const values = counts.map((c) => `(${lit(c.branch_id)}, ${lit(c.product_id)}, ${lit(c.pack_id)}, ${lit(c.qty)})`).join(',\n');
  return [
    `WITH v(b, p, k, q) AS (VALUES\n${values}),
d AS (SELECT v.b, v.p, v.k, v.q - coalesce(s.qty, 0) AS delta FROM v
        LEFT JOIN branch_stock s ON s.branch_id = v.b AND s.product_id = v.p AND s.pack_id = v.k)
INSERT INTO stock_move (branch_id, product_id, pack_id, delta, kind, reason, at)
SELECT b, p, k, delta, 'correction', 'Fixture count (seed)', ${lit(now)} FROM d WHERE delta <> 0;`,
  ];
}
