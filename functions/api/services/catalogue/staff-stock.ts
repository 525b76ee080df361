/**
 * Stock on the staff side (migration 0031, docs/stock.md): each branch counts its own packs. A clerk
 * sees and changes only their branch; the manager picks one and alone moves stock between branches.
 * A counted shelf, goods received and a write-off each become one ledger row with the staff id and a
 * reason; a transfer two rows in one batch. The shop shows the new store-wide total at once.
 */
import {
  staffMoveDelta,
  stockBranch,
  transferProblem,
  type StaffMoveKind,
  type StockMoveItem,
} from '../../../../src/lib/domain/catalogue/stock-rules';
import type { StaffStockItem } from '../../../../src/lib/domain/types';
import { bumpCatalogueStamp } from '../../db/catalogue';
import { listBranchNames } from '../../db/staff';
import {
  findStaffStockRow,
  listStockMoves,
  searchStaffStock,
  setOutOfStock,
  staffStockRowStatement,
  type StaffStockRow,
  recordCount,
  recordStaffMove,
  transferStatements,
  type PackAt,
} from '../../db/catalogue';
import type { StaffMember } from '../../env';
import { ShopError } from '../../errors';
import { forgetCatalogue } from './catalogue-cache';
import { said } from '../../../../src/lib/domain/i18n/said';

export type StaffStockView = StaffStockItem;

export const PRODUCT_NOT_FOUND = 'Product not found';

const view = (p: StaffStockRow): StaffStockView => ({ ...p, out_of_stock: p.out_of_stock === 1 });

/** The branch this request works on, or a 403 for a clerk asking for another. */
async function branchFor(db: D1Database, staff: StaffMember, asked: number | undefined): Promise<number> {
  const branches = await listBranchNames(db);
  const { branchId, refused } = stockBranch(staff, asked, branches[0]?.id ?? 1);
  if (refused) throw new ShopError(said('stock.notYourBranch'), 403);
  if (!branches.some((b) => b.id === branchId)) throw new ShopError(said('stock.notYourBranch'), 403);
  return branchId;
}

/** The pack at the branch, or 404 (no such product) / 400 (not one of its sizes). */
async function packAt(db: D1Database, branchId: number, productId: number, packId: number): Promise<StaffStockRow> {
  const row = await findStaffStockRow(db, { branchId, productId, packId });
  if (row) return row;
  const exists = await db.prepare('SELECT 1 AS ok FROM product WHERE id = ?1').bind(productId).first();
  throw new ShopError(exists ? said('stock.packUnknown') : said('srv.productNotFound'), exists ? 400 : 404);
}

export async function findStaffStock(
  db: D1Database,
  staff: StaffMember,
  ask: { q?: string; limit: number; branch?: number },
): Promise<StaffStockView[]> {
  const branchId = await branchFor(db, staff, ask.branch);
  return (await searchStaffStock(db, branchId, ask.q, ask.limit)).map(view);
}

/** A batch of moves at one pack, then the pack as it now stands; a count that would go below 0 is refused by name. */
async function applyMoves(db: D1Database, at: PackAt, branchName: string, stmts: D1PreparedStatement[]): Promise<StaffStockView> {
  let results: D1Result<unknown>[];
  try {
    results = await db.batch<unknown>([...stmts, staffStockRowStatement(db, at)]);
  } catch (err) {
    if (!/CONSTRAINT/i.test(String(err instanceof Error ? err.message : err))) throw err;
    const now = await findStaffStockRow(db, at);
    throw new ShopError(said('stock.short', { left: String(now?.stock ?? 0), branch: branchName }), 409);
  }
  // every isolate's pages (and the shared page cache's keys) follow the new store-wide total
  await bumpCatalogueStamp(db);
  forgetCatalogue(db);
  return view(results.at(-1)!.results![0] as StaffStockRow);
}

async function branchName(db: D1Database, id: number): Promise<string> {
  return (await listBranchNames(db)).find((b) => b.id === id)?.name ?? String(id);
}

/** A shelf count (a correction of the difference) and/or the store-wide out-of-stock flag. */
export async function correctStock(
  db: D1Database,
  staff: StaffMember,
  productId: number,
  change: { shelfCount?: number; outOfStock?: boolean; reason?: string; branch?: number; pack: number },
  now: number,
): Promise<StaffStockView> {
  const branchId = await branchFor(db, staff, change.branch);
  const at = { branchId, productId, packId: change.pack };
  await packAt(db, branchId, productId, change.pack);
  const stmts: D1PreparedStatement[] = [];
  if (change.outOfStock !== undefined) stmts.push(setOutOfStock(db, productId, change.outOfStock));
  if (change.shelfCount !== undefined) {
    stmts.push(recordCount(db, at, change.shelfCount, { staffId: staff.id, reason: change.reason ?? '' }, now));
  }
  return applyMoves(db, at, await branchName(db, branchId), stmts);
}

/** Goods received or written off at the staff member's branch (the manager's pick). */
export async function recordGoods(
  db: D1Database,
  staff: StaffMember,
  productId: number,
  move: { kind: StaffMoveKind; qty: number; reason: string; branch?: number; pack: number },
  now: number,
): Promise<StaffStockView> {
  const branchId = await branchFor(db, staff, move.branch);
  const at = { branchId, productId, packId: move.pack };
  await packAt(db, branchId, productId, move.pack);
  const stmt = recordStaffMove(db, at, staffMoveDelta(move.kind, move.qty), move.kind, { staffId: staff.id, reason: move.reason }, now);
  return applyMoves(db, at, await branchName(db, branchId), [stmt]);
}

/** The manager moves units of a pack between two branches: both rows or neither. Answers both branches' pack. */
export async function transferStock(
  db: D1Database,
  staff: StaffMember,
  productId: number,
  t: { from: number; to: number; qty: number; reason: string; pack: number },
  now: number,
): Promise<{ from: StaffStockView; to: StaffStockView }> {
  const problem = transferProblem(staff, t.from, t.to);
  if (problem) throw new ShopError(problem.message, problem.status);
  const branches = await listBranchNames(db);
  const fromName = branches.find((b) => b.id === t.from)?.name;
  if (!fromName || !branches.some((b) => b.id === t.to)) throw new ShopError(said('stock.sameBranch'), 400);
  const from = { branchId: t.from, productId, packId: t.pack };
  await packAt(db, t.from, productId, t.pack);
  const left = await applyMoves(
    db,
    from,
    fromName,
    transferStatements(db, from, t.to, t.qty, { staffId: staff.id, reason: t.reason }, now),
  );
  return { from: left, to: view((await findStaffStockRow(db, { ...from, branchId: t.to }))!) };
}

export async function stockMoves(
  db: D1Database,
  staff: StaffMember,
  productId: number,
  ask: { branch?: number; pack: number },
): Promise<StockMoveItem[]> {
  const branchId = await branchFor(db, staff, ask.branch);
  await packAt(db, branchId, productId, ask.pack);
  return listStockMoves(db, { branchId, productId, packId: ask.pack });
}
