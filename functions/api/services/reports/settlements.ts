/**
 * Settlement reconciliation (issue 30, docs/reports.md): a day's settlements are fetched from the
 * payment provider and recorded once (the manager's button, or the nightly job), then every
 * captured online payment and sent refund is matched to its settlement entry and what is missing or
 * differs is flagged. Outside development without Razorpay keys it is off, with the reason said.
 */
import type { Env, StaffMember } from '../../env';
import { missingSecrets, reportFeatureOff, FEATURE_OFF_MSG } from '../../providers/feature-off';
import { findPaymentProvider, SettlementsUnavailable } from '../../providers/payment';
import { readSettlements, recordSettlements } from '../../db/checkout';
import { indiaDay } from '../../../../src/lib/domain/money/india-time';
import { isDay, LIST_LIMIT, REPORT_MSG, type ReportRefusal } from '../../../../src/lib/domain/reports';
import { SETTLE_WITHIN_DAYS, type SettlementDay, type SettlementReport } from '../../../../src/lib/domain/reports/settlement-rules';
import type { ReportScope } from './report-scope';

const DAY_MS = 24 * 60 * 60_000;

export const SETTLEMENT_CODE = { off: 'settlement.off', unavailable: 'settlement.unavailable', futureDay: 'settlement.futureDay' } as const;

/** The provider that reads settlements, or null (off: no keys outside development, logged loudly once). */
function settlementProvider(env: Env) {
  const provider = findPaymentProvider(env);
  if (!provider) reportFeatureOff('settlements', missingSecrets(env, 'settlements'));
  return provider;
}

export type ImportResult =
  | { ok: true; day: string; provider: string; listed: number; recorded: number }
  | ({ ok: false; status: 400 | 403 | 502 | 503 } & ReportRefusal);

/**
 * Fetches a day's settlements and records each entry once: a re-run, or two runs at once, add
 * nothing (settlement_entry's key is the provider's entry id). The manager's, or the job's (no staff).
 */
export async function importSettlements(env: Env, staff: StaffMember | null, day: string, now: number): Promise<ImportResult> {
  if (staff && staff.role !== 'manager') return { ok: false, status: 403, ...REPORT_MSG.managerOnly };
  if (!isDay(day)) return { ok: false, status: 400, ...REPORT_MSG.badDay };
  if (day > indiaDay(now)) return { ok: false, status: 400, code: SETTLEMENT_CODE.futureDay, message: 'That day has not come yet.' };
  const provider = settlementProvider(env);
  if (!provider) return { ok: false, status: 503, code: SETTLEMENT_CODE.off, message: FEATURE_OFF_MSG.settlements };
  let entries;
  try {
    entries = await provider.settlementsFor(day, now);
  } catch (err) {
    if (!(err instanceof SettlementsUnavailable)) throw err;
    console.error(`settlements for ${day} could not be read: ${err.message}`);
    return {
      ok: false,
      status: 502,
      code: SETTLEMENT_CODE.unavailable,
      message: 'The settlements could not be read from Razorpay. Try again later.',
    };
  }
  const { recorded } = await recordSettlements(env.DB, day, provider.name, entries, now);
  return { ok: true, day, provider: provider.name, listed: entries.length, recorded };
}

const sumDays = (days: SettlementDay[]) =>
  days.reduce(
    (t, d) => ({
      captured: t.captured + d.captured,
      captured_count: t.captured_count + d.captured_count,
      refunded: t.refunded + d.refunded,
      settled_gross: t.settled_gross + d.settled_gross,
      fees: t.fees + d.fees,
      tax: t.tax + d.tax,
      refunds_deducted: t.refunds_deducted + d.refunds_deducted,
      net: t.net + d.net,
    }),
    { captured: 0, captured_count: 0, refunded: 0, settled_gross: 0, fees: 0, tax: 0, refunds_deducted: 0, net: 0 },
  );

/** The period's days side by side (the store's money and what was settled) and the differences. */
export async function settlementReport(env: Env, scope: ReportScope, now: number, limit = LIST_LIMIT): Promise<SettlementReport> {
  const { range, branchId, branchName } = scope;
  const rows = await readSettlements(env.DB, {
    start: range.start,
    end: range.end,
    from: range.from,
    to: range.to,
    branchId,
    lateBefore: now - SETTLE_WITHIN_DAYS * DAY_MS,
    limit,
  });
  const fetched = new Set(rows.fetched);
  const days: SettlementDay[] = range.days.map((day) => {
    const c = rows.captured.find((r) => r.day === day);
    const r = rows.refunded.find((x) => x.day === day);
    const s = rows.settled.find((x) => x.day === day);
    return {
      day,
      captured: c?.amount ?? 0,
      captured_count: c?.count ?? 0,
      refunded: r?.amount ?? 0,
      settled_gross: s?.gross ?? 0,
      fees: s?.fees ?? 0,
      tax: s?.tax ?? 0,
      refunds_deducted: s?.refunds ?? 0,
      net: s?.net ?? 0,
      fetched: fetched.has(day),
    };
  });
  const provider = findPaymentProvider(env);
  return {
    scope: { from: range.from, to: range.to, days: range.days.length, branch_id: branchId, branch_name: branchName },
    provider: provider?.name ?? null,
    off_message: provider ? null : FEATURE_OFF_MSG.settlements,
    days,
    totals: sumDays(days),
    differences: rows.differences,
  };
}
