/**
 * The stock ledger's rules that need no database (migration 0031, docs/stock.md): what a counted
 * shelf records, which branch a staff member works on, and which transfers make sense.
 */
import { type Said, said } from '../i18n/said';

/** The kinds of rows in the stock ledger (stock_move.kind). */
export const STOCK_MOVE_KINDS = [
  'sale',
  'cancel_return',
  'packing_return',
  'hold',
  'hold_release',
  'correction',
  'received',
  'transfer_out',
  'transfer_in',
  'write_off',
] as const;
export type StockMoveKind = (typeof STOCK_MOVE_KINDS)[number];

/** Moves a clerk enters for a pack at their branch besides a count (a transfer is the manager's). */
export const STAFF_MOVE_KINDS = ['received', 'write_off'] as const;
export type StaffMoveKind = (typeof STAFF_MOVE_KINDS)[number];

/**
 * A clerk counts the shelf; what may be sold is the shelf less the units promised to open orders
 * and payments (they are still on the shelf), never below 0. The correction records the difference
 * from the count kept now: 0 means the books already agree and nothing is written.
 */
export function correctionDelta(counted: number, promised: number, kept: number): number {
  return Math.max(0, counted - promised) - kept;
}

/** The signed delta of a received (+) or written-off (−) quantity. */
export function staffMoveDelta(kind: StaffMoveKind, qty: number): number {
  return kind === 'received' ? qty : -qty;
}

export interface StockStaff {
  role: 'manager' | 'branch' | 'rider';
  /** null for the manager (every branch) */
  branch_id: number | null;
}

/**
 * The branch a staff member's stock screen works on: a clerk's own, whatever is asked; the manager
 * the one asked for, else the first. `refused` when a clerk asks for another branch (a 403).
 */
export function stockBranch(staff: StockStaff, asked: number | undefined, firstBranch: number): { branchId: number; refused: boolean } {
  if (staff.branch_id !== null) return { branchId: staff.branch_id, refused: asked !== undefined && asked !== staff.branch_id };
  return { branchId: asked ?? firstBranch, refused: false };
}

/** Why a transfer cannot be made as asked (before the database is asked), or null. */
export function transferProblem(staff: StockStaff, from: number, to: number): { message: Said; status: 400 | 403 } | null {
  if (staff.role !== 'manager') return { message: said('stock.managerOnly'), status: 403 };
  if (from === to) return { message: said('stock.sameBranch'), status: 400 };
  return null;
}

/** One row of the stock ledger as the staff screen lists it. */
export interface StockMoveItem {
  id: number;
  branch_id: number;
  branch_name: string;
  pack_id: number;
  /** units: + back on the shelf, − off it */
  delta: number;
  kind: string;
  reason: string;
  order_id: number | null;
  staff_name: string | null;
  at: number;
}
