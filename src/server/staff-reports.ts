/**
 * The reports' door for the staff pages (dashboard, GST month): the address bar read as the API
 * reads its query (the same schemas), then the same services the /api/staff/reports routes answer
 * with, so a page and its CSV links always show the same numbers.
 */
import type { Env, StaffMember } from '../../functions/api/env';
import {
  dashboard,
  gstMonth,
  gstScope,
  reportScope,
  settlementReport,
  type GstMonthView,
  type ReportScope,
} from '../../functions/api/services/reports';
import { type Dashboard, reportQuerySchema, type ReportQuery, REPORT_MSG, type SettlementReport } from '../lib/domain/reports';
import { vitalsReport } from '../../functions/api/services/reports';
import type { VitalsReport } from '../lib/domain/reports/web-vitals';
import type { StaffView } from './staff';
import * as clock from './clock';

export type { GstMonthView };

export type ReportPage<T> =
  | { ok: true; data: T; query: ReportQuery; scope: ReportScope }
  | { ok: false; status: number; code: string; message: string; query: ReportQuery };

function envOf(locals: App.Locals): Env | null {
  return ((locals as Partial<App.Locals>).runtime?.env as Env | undefined) ?? null;
}

function member(staff: StaffView): StaffMember {
  return { id: staff.id, name: staff.name, role: staff.role, branch_id: staff.branch_id, mobile: '' };
}

/** The query in the address bar, as the API would take it (an unreadable one as no query). */
export function reportQueryFrom(url: URL): ReportQuery | null {
  const raw = Object.fromEntries([...url.searchParams].filter(([k]) => ['period', 'from', 'to', 'branch_id'].includes(k)));
  const q = reportQuerySchema.safeParse(raw);
  return q.success ? q.data : null;
}

/** The D1 is not bound (a misconfigured deploy): the page says so instead of failing. */
const UNAVAILABLE = { ok: false, status: 503, code: 'report.unavailable', message: 'The numbers cannot be read right now.' } as const;

/** A report for the period and branch in the address bar, within what this staff member may see. */
async function scopedReport<T>(
  locals: App.Locals,
  staff: StaffView,
  url: URL,
  read: (env: Env, scope: ReportScope) => Promise<T>,
): Promise<ReportPage<T>> {
  const env = envOf(locals);
  const query = reportQueryFrom(url);
  if (!query) return { ok: false, status: 400, ...REPORT_MSG.badDay, query: {} };
  if (!env?.DB) return { ...UNAVAILABLE, query };
  const scoped = await reportScope(env.DB, member(staff), query, clock.now());
  if (!scoped.ok) return { ...scoped, query };
  return { ok: true, data: await read(env, scoped.scope), query, scope: scoped.scope };
}

export function loadDashboard(locals: App.Locals, staff: StaffView, url: URL): Promise<ReportPage<Dashboard>> {
  return scopedReport(locals, staff, url, (env, scope) => dashboard(env.DB, scope));
}

export type GstPage = { ok: true; data: GstMonthView } | { ok: false; status: number; code: string; message: string };

/** The GST month in ?month= (the manager's page; others never reach it). */
export async function loadGstMonth(locals: App.Locals, staff: StaffView, month: string): Promise<GstPage> {
  const env = envOf(locals);
  if (!env?.DB) return UNAVAILABLE;
  const scoped = gstScope(member(staff), month, clock.now());
  if (!scoped.ok) return scoped;
  return { ok: true, data: await gstMonth(env.DB, scoped.month) };
}

/** Settlement reconciliation for the period and branch in the address bar (the dashboard's scope rules). */
export function loadSettlements(locals: App.Locals, staff: StaffView, url: URL): Promise<ReportPage<SettlementReport>> {
  return scopedReport(locals, staff, url, (env, scope) => settlementReport(env, scope, clock.now()));
}

/** Core Web Vitals from shoppers' phones over the last days (store-wide: speed has no branch). */
export async function loadWebVitals(locals: App.Locals): Promise<VitalsReport | null> {
  const env = envOf(locals);
  return env?.DB ? vitalsReport(env.DB, clock.now()) : null;
}
