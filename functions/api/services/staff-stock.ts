/**
 * Stock on the staff side. Stock is one store-wide count per product (product.stock: the data has
 * no per-branch stock). A clerk enters what is on the shelf; what may be sold is that count less
 * the units already promised (db/staff-stock.ts), and the shop shows it at once.
 */
import { correctStaffStock, searchStaffStock, type StaffStockRow } from '../db/staff-stock';
import type { StaffStockItem } from '../../../src/lib/domain/types';
import { bumpCatalogueStamp } from '../db/staff-catalogue';
import { forgetCatalogue } from './catalogue-cache';

export type StaffStockView = StaffStockItem;

const view = (p: StaffStockRow): StaffStockView => ({ ...p, out_of_stock: p.out_of_stock === 1 });

export async function findStaffStock(db: D1Database, q: string | undefined, limit: number): Promise<StaffStockView[]> {
  return (await searchStaffStock(db, q, limit)).map(view);
}

export async function correctStock(
  db: D1Database,
  id: number,
  change: { shelfCount?: number; outOfStock?: boolean },
): Promise<StaffStockView | null> {
  const row = await correctStaffStock(db, id, change);
  if (!row) return null;
  // every isolate's pages (and the shared page cache's keys) follow the new count
  await bumpCatalogueStamp(db);
  forgetCatalogue(db);
  return view(row);
}
