/**
 * A fake outside rewards service (fake-service.ts: the app's fetch reaches it) with its own ledger, so the shop's D1 and the
 * service's books can be told apart: balances, dated redemptions, debits and credits booked once per
 * (mobile, reference), and accounts closed once per erasure reference. Tests point REWARDS_API_URL at `base` and steer it through `service`.
 */
import { json, startFakeService } from './fake-service';

export const REWARDS_TEST_KEY = 'rewards-test-key';

export type RewardsService = ReturnType<typeof newLedger>;

function newLedger() {
  return {
    balances: new Map<string, number>(),
    debits: new Map<string, number>(),
    credits: new Map<string, number>(),
    /** redemptions as the service dates them, per mobile (redeemedhistory reads them) */
    history: new Map<string, { id: string; date: number; points: number }[]>(),
    /** erasure references already closed */
    closed: new Set<string>(),
    /** a service that closes the balance but keeps serving the number's old history */
    keepsHistory: false,
    calls: [] as { path: string; body: any }[],
    /** 'slow': applies a debit but answers after the shop's deadline; 'down': redeem never answers; 'no-credit': credits fail; 'no-close': closeaccount fails */
    mode: 'ok' as 'ok' | 'slow' | 'down' | 'no-credit' | 'no-close',
    /** runs when a debit arrives, before it is booked */
    beforeDebit: null as null | (() => Promise<void>),
    /** runs after a debit is booked and before it is answered: the world changing mid-checkout */
    afterDebit: null as null | (() => Promise<void>),
    reset() {
      this.mode = 'ok';
      this.keepsHistory = false;
      this.beforeDebit = null;
      this.afterDebit = null;
    },
  };
}

const answer = (status: number, body: unknown) => json(body, status);
/** an answer that never comes: the shop's deadline ends the call */
const never = () => new Promise<Response>(() => undefined);

async function handle(service: RewardsService, path: string, body: any): Promise<Response> {
  const bal = () => service.balances.get(body.mobile) ?? 0;
  const ref = `${body.mobile}|${body.order}`;
  if (path === '/getrewards') return answer(200, { status: 1, rewardpoint: bal() });
  if (path === '/redeemedhistory' && body.redeem === undefined) {
    const rows = [...(service.history.get(body.mobile) ?? [])].reverse();
    return answer(200, {
      status: 1,
      response: rows.map((r) => ({ id: r.id, date: new Date(r.date).toISOString(), points_redeem: r.points })),
    });
  }
  if (path === '/closeaccount') {
    if (service.mode === 'no-close') return answer(500, {});
    if (!service.closed.has(body.reference)) {
      service.closed.add(body.reference);
      service.balances.delete(body.mobile);
      const before = Date.parse(body.before);
      if (!service.keepsHistory)
        service.history.set(
          body.mobile,
          (service.history.get(body.mobile) ?? []).filter((r) => r.date > before),
        );
    }
    return answer(200, { status: 1 });
  }
  if (path === '/redeemedhistory' && body.redeem !== undefined) {
    if (service.mode === 'down') return never();
    if (service.beforeDebit) await service.beforeDebit();
    if (!service.debits.has(ref)) {
      if (bal() < body.redeem) return answer(409, { status: 0, message: 'Insufficient reward points', rewardpoint: bal() });
      service.balances.set(body.mobile, bal() - body.redeem);
      service.debits.set(ref, body.redeem);
      const list = service.history.get(body.mobile) ?? [];
      list.push({ id: `R${list.length + 1}-${body.order}`, date: Date.now(), points: body.redeem });
      service.history.set(body.mobile, list);
    }
    if (service.afterDebit) await service.afterDebit();
    if (service.mode === 'slow') await new Promise((r) => setTimeout(r, 2000));
    return answer(200, { status: 1, rewardpoint: bal() });
  }
  if (path === '/creditpoints') {
    if (service.mode === 'no-credit') return answer(500, {});
    if (!service.credits.has(ref)) {
      service.balances.set(body.mobile, bal() + body.credit);
      service.credits.set(ref, body.credit);
    }
    return answer(200, { status: 1, rewardpoint: bal() });
  }
  return answer(404, { status: 0 });
}

/** Starts the fake at a base URL of its own; `close` takes it away. */
export async function startRewardsService(): Promise<{ base: string; service: RewardsService; close: () => void }> {
  const service = newLedger();
  const { base, close } = startFakeService(async (req) => {
    if (req.headers.get('authorization') !== `Bearer ${REWARDS_TEST_KEY}`) return answer(401, { status: 0 });
    const raw = await req.text();
    const body = raw ? JSON.parse(raw) : {};
    const path = new URL(req.url).pathname;
    service.calls.push({ path, body });
    return handle(service, path, body);
  });
  return { base, service, close };
}
