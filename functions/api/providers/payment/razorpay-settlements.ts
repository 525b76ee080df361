/**
 * Razorpay's settlement recon API (GET /v1/settlements/recon/combined?year=&month=&day=, Basic auth
 * with the key id and secret): every payment, refund and adjustment settled on a day, with fees and
 * tax. Its wire names (entity_id, type, credit, debit, fee, tax, settlement_id, settled_at) are read
 * here and nowhere else. Razorpay's `fee` includes the GST on it (`tax`), so the fee without GST is
 * fee − tax; amounts are paise, times Unix seconds. Pages of at most 1,000 entries (count, skip).
 */
import type { SettlementEntry, SettlementKind } from '../../../../src/lib/domain/reports/settlement-rules';
import { SettlementsUnavailable } from './settlements-unavailable';

const RECON_URL = 'https://api.razorpay.com/v1/settlements/recon/combined';
const PAGE = 1000;
/** 50,000 entries in a day is far past this store; a provider answering forever must not hold the job */
const MAX_PAGES = 50;
const TIMEOUT_MS = 15_000;

interface ReconItem {
  entity_id?: unknown;
  type?: unknown;
  payment_id?: unknown;
  amount?: unknown;
  fee?: unknown;
  tax?: unknown;
  credit?: unknown;
  debit?: unknown;
  settled?: unknown;
  settlement_id?: unknown;
  settled_at?: unknown;
}

const int = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : v == null ? 0 : null);

/** One wire item as a shop entry; null for an entry not (yet) settled (on hold). */
export function entryFromRecon(item: ReconItem): SettlementEntry | null {
  if (item.settled === false || typeof item.settlement_id !== 'string' || !item.settlement_id) return null;
  if (typeof item.entity_id !== 'string' || !item.entity_id) throw new SettlementsUnavailable('Razorpay recon item without entity_id');
  const [amount, fee, tax, credit, debit] = [item.amount, item.fee, item.tax, item.credit, item.debit].map(int);
  const settledAt = typeof item.settled_at === 'number' ? item.settled_at * 1000 : null;
  if (amount == null || fee == null || tax == null || credit == null || debit == null || settledAt == null) {
    throw new SettlementsUnavailable(`Razorpay recon item ${item.entity_id} has amounts that are not whole paise`);
  }
  const kind: SettlementKind = item.type === 'payment' ? 'payment' : item.type === 'refund' ? 'refund' : 'adjustment';
  const paymentId = kind === 'payment' ? item.entity_id : typeof item.payment_id === 'string' && item.payment_id ? item.payment_id : null;
  return {
    entryId: item.entity_id,
    kind,
    paymentId,
    amount: Math.abs(amount),
    fee: fee - tax,
    tax,
    net: credit - debit,
    settlementId: item.settlement_id,
    settledAt,
  };
}

export async function razorpaySettlements(
  doFetch: typeof fetch,
  auth: { keyId: string; keySecret: string },
  day: string,
): Promise<SettlementEntry[]> {
  const [year, month, date] = day.split('-');
  const entries: SettlementEntry[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const url = `${RECON_URL}?year=${year}&month=${month}&day=${date}&count=${PAGE}&skip=${page * PAGE}`;
    let res: Response;
    try {
      res = await doFetch(url, {
        headers: { authorization: `Basic ${btoa(`${auth.keyId}:${auth.keySecret}`)}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new SettlementsUnavailable(`Razorpay unreachable: ${err instanceof Error ? err.message : String(err)}`);
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) throw new SettlementsUnavailable(`Razorpay answered ${res.status}: ${text.slice(0, 200)}`);
    let body: { items?: unknown };
    try {
      body = JSON.parse(text) as { items?: unknown };
    } catch {
      throw new SettlementsUnavailable('Razorpay recon answer was not JSON');
    }
    if (!Array.isArray(body.items)) throw new SettlementsUnavailable('Razorpay recon answer had no items');
    for (const item of body.items as ReconItem[]) {
      const entry = entryFromRecon(item);
      if (entry) entries.push(entry);
    }
    if (body.items.length < PAGE) return entries;
  }
  throw new SettlementsUnavailable(`Razorpay recon for ${day} has more than ${MAX_PAGES * PAGE} entries`);
}
