/**
 * The demo customers' loyalty history, relative to now, as the rewards ledger records it. Every
 * in-store bill (data/customers.ts instoreBills) is credited on the bill's date with the points the
 * till printed, next to online-order credits and redemptions, opened by a carried-over balance, so
 * that /bills, the points-earned list, /redeemhistory and the balance all tell one story: the ledger
 * sums to each customer's fixture balance and never dips below zero on the way.
 */
import { instoreBills } from './data/customers';
import { DEMO_CUSTOMERS } from './fixtures';
import { daysAgoAt } from './time';

/** Seeded ledger ids start here, clear of rows that orders add at runtime. */
export const LOYALTY_LEDGER_FIRST_ID = 9001;

const [asha, vikram] = DEMO_CUSTOMERS;

/** [mobile, points (+ earned online, − redeemed), days ago, hour] */
const ONLINE: [string, number, number, number][] = [
  [asha.phone, 300, 121, 11],
  [asha.phone, -400, 110, 20],
  [asha.phone, 280, 61, 9],
  [asha.phone, -250, 44, 21],
  [asha.phone, 350, 14, 12],
  [asha.phone, -180, 3, 19],
  [vikram.phone, -250, 55, 18],
  [vikram.phone, 60, 25, 13],
  [vikram.phone, -450, 4, 18],
];

/** When each customer's opening balance was carried over from the old loyalty card. */
const OPENED_DAYS_AGO = 200;

// type aliases (not interfaces) so rows fit the seed's Row record type
type LedgerEvent = {
  mobile: string;
  delta: number;
  reason: 'earn' | 'redeem' | 'adjust' | 'instore';
  order_id: null;
  created_at: number;
};
export type LedgerSeedRow = LedgerEvent & { id: number };

export function loyaltyLedger(now: number): LedgerSeedRow[] {
  const bills = instoreBills(now);
  const rows: LedgerSeedRow[] = [];
  for (const c of DEMO_CUSTOMERS) {
    const events: LedgerEvent[] = [
      ...bills
        .filter((b) => b.mobile === c.phone && b.points_earned > 0)
        .map((b) => ({ mobile: c.phone, delta: b.points_earned, reason: 'instore' as const, order_id: null, created_at: b.date })),
      ...ONLINE.filter(([m]) => m === c.phone).map(([m, delta, days, hour]) => ({
        mobile: m,
        delta,
        reason: delta > 0 ? ('earn' as const) : ('redeem' as const),
        order_id: null,
        created_at: daysAgoAt(now, days, hour, 15),
      })),
    ];
    const opening = c.rewardpoint - events.reduce((a, e) => a + e.delta, 0);
    if (opening < 0) throw new Error(`loyalty seed: ${c.first_name}'s history exceeds the fixture balance by ${-opening}`);
    events.push({ mobile: c.phone, delta: opening, reason: 'adjust', order_id: null, created_at: daysAgoAt(now, OPENED_DAYS_AGO, 10) });
    events.sort((a, b) => a.created_at - b.created_at);
    let running = 0;
    for (const e of events) {
      running += e.delta;
      if (running < 0) throw new Error(`loyalty seed: ${c.first_name}'s balance would go negative`);
      if (e.delta !== 0) rows.push({ id: LOYALTY_LEDGER_FIRST_ID + rows.length, ...e });
    }
  }
  return rows;
}

/** Seeded history for the demo customers is replaced on every seed (their balances are reset too). */
export function loyaltyLedgerScope(): string {
  return `order_id IS NULL AND mobile IN (${DEMO_CUSTOMERS.map((c) => `'${c.phone}'`).join(', ')})`;
}
