/**
 * Who may see which numbers. The manager sees every branch together or any one of them; a branch
 * clerk sees their own branch only (asking for another is refused, not silently narrowed, so an
 * export never looks complete when it is not); riders see no reports (the routes refuse them).
 * The GST month is the store's (one GSTIN for all branches): the manager's alone.
 */
import type { StaffMember } from '../../env';
import { visibleBranches } from '../staff/staff-auth';
import {
  reportMonth,
  reportRange,
  type ReportMonth,
  type ReportRange,
  REPORT_MSG,
  type ReportRefusal,
  type ReportQuery,
} from '../../../../src/lib/domain/reports';

export type Refused = { ok: false; status: 400 | 403 | 404 } & ReportRefusal;

export interface ReportScope {
  range: ReportRange;
  /** null: every branch */
  branchId: number | null;
  branchName: string;
  /** the branches this person may choose from (the manager: all) */
  branches: { id: number; name: string }[];
}

export const ALL_BRANCHES = 'All branches';

export async function reportScope(
  db: D1Database,
  staff: StaffMember,
  q: ReportQuery,
  now: number,
): Promise<{ ok: true; scope: ReportScope } | Refused> {
  const range = reportRange(q, now);
  if (!range.ok) return { ok: false, status: 400, code: range.code, message: range.message };
  const branches = await visibleBranches(db, staff);
  let branchId: number | null;
  if (staff.role === 'manager') {
    branchId = q.branch_id ?? null;
    if (branchId !== null && !branches.some((b) => b.id === branchId)) return { ok: false, status: 404, ...REPORT_MSG.noSuchBranch };
  } else {
    if (q.branch_id !== undefined && q.branch_id !== staff.branch_id) return { ok: false, status: 403, ...REPORT_MSG.notYourBranch };
    branchId = staff.branch_id;
  }
  const branchName = branchId === null ? ALL_BRANCHES : (branches.find((b) => b.id === branchId)?.name ?? '');
  return { ok: true, scope: { range: range.value, branchId, branchName, branches } };
}

/** The GST month: the manager only; the month must be a real one, not in the future. */
export function gstScope(staff: StaffMember, month: string | undefined, now: number): { ok: true; month: ReportMonth } | Refused {
  if (staff.role !== 'manager') return { ok: false, status: 403, ...REPORT_MSG.managerOnly };
  const m = reportMonth(month, now);
  return m.ok ? { ok: true, month: m.value } : { ok: false, status: 400, code: m.code, message: m.message };
}
