/**
 * The development test provider's settlements: what it captured on an IST day is settled on the
 * next one at 11:30 IST, each payment less the fee of testSettlementFee() (2 % + 18 % GST on it,
 * src/lib/domain/reports/settlement-rules.ts); refunds it sent that day are taken out at no fee.
 * "What it captured" is read from the store's D1 (online orders, paid intents that never became
 * orders, stray double payments): the simulator has no books of its own, like the other simulators.
 */
import { indiaDayBounds } from '../../../../src/lib/domain/money/india-time';
import { testSettlementFee, type SettlementEntry } from '../../../../src/lib/domain/reports/settlement-rules';

const SETTLES_AT_MS = (11 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;

export async function testSettlements(db: D1Database, day: string, now: number): Promise<SettlementEntry[]> {
  const [dayStart] = indiaDayBounds(day);
  const settledAt = dayStart + SETTLES_AT_MS;
  if (now < settledAt) return [];
  const [from, to] = [dayStart - DAY_MS, dayStart];
  const settlementId = `setl_test_${day.replaceAll('-', '')}`;
  const [payments, refunds] = await db.batch<{ ref: string; payment_id: string; amount: number }>([
    db
      .prepare(
        `SELECT payment_id AS ref, payment_id, order_total AS amount FROM orders
          WHERE payment_method = 'online' AND payment_status = 'Success' AND payment_id IS NOT NULL AND created_at >= ?1 AND created_at < ?2
         UNION ALL
         SELECT payment_id, payment_id, amount FROM payment_intent
          WHERE payment_id IS NOT NULL AND order_id IS NULL AND status IN ('refund_due', 'refunded') AND created_at >= ?1 AND created_at < ?2
         UNION ALL
         SELECT payment_id, payment_id, amount FROM stray_payment WHERE amount IS NOT NULL AND created_at >= ?1 AND created_at < ?2
         ORDER BY 1`,
      )
      .bind(from, to),
    db
      .prepare(
        `SELECT provider_refund_id AS ref, payment_id, amount FROM refund
          WHERE status = 'processed' AND provider_refund_id IS NOT NULL AND updated_at >= ?1 AND updated_at < ?2 ORDER BY 1`,
      )
      .bind(from, to),
  ]);
  const entries: SettlementEntry[] = [];
  for (const p of payments?.results ?? []) {
    const { fee, tax } = testSettlementFee(p.amount);
    entries.push({
      entryId: p.ref,
      kind: 'payment',
      paymentId: p.payment_id,
      amount: p.amount,
      fee,
      tax,
      net: p.amount - fee - tax,
      settlementId,
      settledAt,
    });
  }
  for (const r of refunds?.results ?? []) {
    entries.push({
      entryId: r.ref,
      kind: 'refund',
      paymentId: r.payment_id,
      amount: r.amount,
      fee: 0,
      tax: 0,
      net: -r.amount,
      settlementId,
      settledAt,
    });
  }
  return entries;
}
