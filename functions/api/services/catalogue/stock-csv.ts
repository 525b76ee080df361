/**
 * A stock count by CSV (issue 28, docs/stock.md): check lists every count that would change (the
 * difference it records) and every refused row; apply checks again and writes every count as a
 * `correction` move (who, "CSV count") in one batch, or nothing when any row is refused. Each move
 * works out its difference inside its statement (db/catalogue/stock.ts recordCount), so a second apply of the
 * same file, even one racing the first, records nothing more: the count already agrees.
 */
import { said } from '../../../../src/lib/domain/i18n/said';
import { parseStockCsv, STOCK_CSV_REASON, type StockCsvRefusal, type StockCsvRow } from '../../../../src/lib/domain/catalogue/stock-csv';
import { listBranchNames } from '../../db/staff';
import { bumpCatalogueStamp, countsNow, packsBySku, recordCount } from '../../db/catalogue';
import type { StaffMember } from '../../env';
import { forgetCatalogue } from './catalogue-cache';

export interface StockCsvChange {
  row: number;
  sku: string;
  name: string;
  pack: string;
  branch: string;
  branch_id: number;
  product_id: number;
  pack_id: number;
  counted: number;
  /** what may be sold there now, and after the count (the count less what is promised) */
  before: number;
  after: number;
  difference: number;
}

export interface StockCsvPlan {
  changes: StockCsvChange[];
  unchanged: number;
  refused: StockCsvRefusal[];
}

type Placed = Omit<StockCsvChange, 'before' | 'after' | 'difference'>;

/** Names to ids: the product's pack and the branch, each refused by row when unknown or not the clerk's. */
async function place(db: D1Database, staff: StaffMember, rows: StockCsvRow[], refused: StockCsvRefusal[]): Promise<Placed[]> {
  const packs = await packsBySku(db, [...new Set(rows.map((r) => r.sku))]);
  const branches = await listBranchNames(db);
  const placed: Placed[] = [];
  for (const r of rows) {
    const ofSku = packs.filter((p) => p.slug === r.sku);
    const branch = branches.find((b) => b.name.toLowerCase() === r.branch || String(b.id) === r.branch);
    // a product sold in sizes may leave the pack empty only when it has one size
    const pack = ofSku.find((p) => p.pack === r.pack) ?? (r.pack === '' && ofSku.length === 1 ? ofSku[0] : undefined);
    if (ofSku.length === 0) refused.push({ row: r.row, field: 'sku', message: said('catCsv.unknownSku', { sku: r.sku }) });
    else if (!pack) refused.push({ row: r.row, field: 'pack', message: said('stock.csvUnknownPack', { sku: r.sku, pack: r.pack || '—' }) });
    else if (!branch) refused.push({ row: r.row, field: 'branch', message: said('stock.csvUnknownBranch', { branch: r.branch || '—' }) });
    else if (staff.branch_id !== null && branch.id !== staff.branch_id)
      refused.push({ row: r.row, field: 'branch', message: said('stock.csvOtherBranch', { branch: branch.name }) });
    else
      placed.push({
        row: r.row,
        sku: r.sku,
        name: pack.name,
        pack: pack.pack,
        branch: branch.name,
        branch_id: branch.id,
        product_id: pack.product_id,
        pack_id: pack.pack_id,
        counted: r.counted,
      });
  }
  return placed;
}

export async function checkStockCsv(db: D1Database, staff: StaffMember, text: string): Promise<StockCsvPlan> {
  const parsed = parseStockCsv(text);
  const refused = [...parsed.refused];
  const placed = await place(db, staff, parsed.rows, refused);
  const key = (b: number, p: number, k: number) => `${b}:${p}:${k}`;
  const counts = await countsNow(
    db,
    placed.map((p) => [p.branch_id, p.product_id, p.pack_id]),
  );
  const now = new Map(counts.map((c) => [key(c.branch_id, c.product_id, c.pack_id), c]));
  const changes: StockCsvChange[] = [];
  let unchanged = 0;
  placed.forEach((p) => {
    const { kept, promised } = now.get(key(p.branch_id, p.product_id, p.pack_id)) ?? { kept: 0, promised: 0 };
    // the same rule as the staff screen's count (domain/catalogue/stock-rules.ts correctionDelta)
    const after = Math.max(0, p.counted - promised);
    if (after === kept) unchanged++;
    else changes.push({ ...p, before: kept, after, difference: after - kept });
  });
  refused.sort((a, b) => a.row - b.row);
  return { changes, unchanged, refused };
}

export type StockCsvOutcome = { applied: true; plan: StockCsvPlan; written: number } | { applied: false; plan: StockCsvPlan };

/** All or nothing: any refused row and nothing is written; otherwise every count in one batch. */
export async function applyStockCsv(db: D1Database, staff: StaffMember, text: string, now: number): Promise<StockCsvOutcome> {
  const plan = await checkStockCsv(db, staff, text);
  if (plan.refused.length) return { applied: false, plan };
  if (plan.changes.length === 0) return { applied: true, plan, written: 0 };
  const who = { staffId: staff.id, reason: STOCK_CSV_REASON };
  const results = await db.batch(
    plan.changes.map((c) => recordCount(db, { branchId: c.branch_id, productId: c.product_id, packId: c.pack_id }, c.counted, who, now)),
  );
  // each statement writes one move or none (the count already agreed); changes also counts the trigger's rows
  const written = results.filter((r) => (r.meta.changes ?? 0) > 0).length;
  if (written) {
    await bumpCatalogueStamp(db);
    forgetCatalogue(db);
  }
  return { applied: true, plan, written };
}
