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

export async function loadDashboard(locals: App.Locals, staff: StaffView, url: URL): Promise<ReportPage<Dashboard>> {
  const env = envOf(locals);
  const query = reportQueryFrom(url);
  if (!query) return { ok: false, status: 400, ...REPORT_MSG.badDay, query: {} };
  if (!env?.DB) return { ok: false, status: 503, code: 'report.unavailable', message: 'The numbers cannot be read right now.', query };
  const scoped = await reportScope(env.DB, member(staff), query, clock.now());
  if (!scoped.ok) return { ...scoped, query };
  return { ok: true, data: await dashboard(env.DB, scoped.scope), query, scope: scoped.scope };
}

export type GstPage = { ok: true; data: GstMonthView } | { ok: false; status: number; code: string; message: string };

/** The GST month in ?month= (the manager's page; others never reach it). */
export async function loadGstMonth(locals: App.Locals, staff: StaffView, month: string): Promise<GstPage> {
  const env = envOf(locals);
  if (!env?.DB) return { ok: false, status: 503, code: 'report.unavailable', message: 'The numbers cannot be read right now.' };
  const scoped = gstScope(member(staff), month, clock.now());
  if (!scoped.ok) return scoped;
  return { ok: true, data: await gstMonth(env.DB, scoped.month) };
}

/** Settlement reconciliation for the period and branch in the address bar (the dashboard's scope rules). */
export async function loadSettlements(locals: App.Locals, staff: StaffView, url: URL): Promise<ReportPage<SettlementReport>> {
  const env = envOf(locals);
  const query = reportQueryFrom(url);
  if (!query) return { ok: false, status: 400, ...REPORT_MSG.badDay, query: {} };
  if (!env?.DB) return { ok: false, status: 503, code: 'report.unavailable', message: 'The numbers cannot be read right now.', query };
  const scoped = await reportScope(env.DB, member(staff), query, clock.now());
  if (!scoped.ok) return { ...scoped, query };
  return { ok: true, data: await settlementReport(env, scoped.scope, clock.now()), query, scope: scoped.scope };
}

/** Core Web Vitals from shoppers' phones over the last days (store-wide: speed has no branch). */
export async function loadWebVitals(locals: App.Locals): Promise<VitalsReport | null> {
  const env = envOf(locals);
  return env?.DB ? vitalsReport(env.DB, clock.now()) : null;
}
