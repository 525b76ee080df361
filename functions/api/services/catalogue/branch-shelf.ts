/**
 * The shopper's branch shelf before checkout (issue 28): the product page and the cart ask which of
 * their lines the branch that would serve them lacks, and where it can be picked up instead ("Not at
 * Indiranagar today — pick up at Koramangala"). It is a signed-in answer beside the cached page, so
 * guest pages stay one store-wide copy. The branch is the pickup store the shopper chose, else the
 * branch that delivers to their first saved address (where checkout starts); without either there is
 * no branch yet and nothing to say: checkout decides, as before.
 */
import { said, type Said } from '../../../../src/lib/domain/i18n/said';
import type { BranchShelfInput } from '../../../../src/lib/domain/catalogue/branch-shelf-schemas';
import { firstAddressBranch, packAtBranch, pickupStoreById, type ShopperBranch } from '../../db/catalogue';
import { branchWithStock } from '../../db/catalogue';

export interface ShelfLine {
  product_id: number;
  aid: number;
  /** what may be sold of the pack at the shopper's branch */
  here: number;
  /** said messages (the route says them in the shopper's language) when another store has it */
  hint?: Said;
  switch_label?: Said;
  pickup_branch?: number;
}

export interface BranchShelf {
  branch: (ShopperBranch & { mode: 'pickup' | 'delivery' }) | null;
  lines: ShelfLine[];
}

/** The branch the shopper buys from: a chosen pickup store, else the one delivering to their first address. */
export async function shopperBranch(db: D1Database, userId: number, pickup: number | undefined) {
  const store = pickup ? await pickupStoreById(db, pickup) : null;
  if (store) return { ...store, mode: 'pickup' as const };
  const home = await firstAddressBranch(db, userId);
  return home ? { ...home, mode: 'delivery' as const } : null;
}

export async function branchShelf(db: D1Database, userId: number, req: BranchShelfInput): Promise<BranchShelf> {
  const branch = await shopperBranch(db, userId, req.branch);
  if (!branch) return { branch: null, lines: [] };
  const lines: ShelfLine[] = [];
  for (const l of req.lines) {
    const at = await packAtBranch(db, branch.id, { productId: l.product_id, attributeId: l.aid });
    if (!at) continue;
    const line: ShelfLine = { product_id: l.product_id, aid: l.aid, here: at.qty };
    // a product staff took off sale is off everywhere: no store to send the shopper to
    if (at.qty < l.qty && at.out_of_stock === 0) {
      const other = await branchWithStock(db, { productId: l.product_id, attributeId: l.aid, qty: l.qty, notBranch: branch.id });
      if (other) {
        line.hint = said('stock.elsewhere', { here: branch.branch, there: other.branch });
        line.switch_label = said('stock.pickupThere', { there: other.branch });
        line.pickup_branch = other.id;
      }
    }
    lines.push(line);
  }
  return { branch, lines };
}
