/**
 * A fake outside rewards service over real HTTP with its own ledger, so the shop's D1 and the
 * service's books can be told apart: balances, dated redemptions, debits and credits booked once per
 * (mobile, reference), and accounts closed once per erasure reference. Tests point REWARDS_API_URL at `base` and steer it through `service`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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

function answer(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

async function handle(service: RewardsService, path: string, body: any, res: ServerResponse) {
  const bal = () => service.balances.get(body.mobile) ?? 0;
  const ref = `${body.mobile}|${body.order}`;
  if (path === '/getrewards') return answer(res, 200, { status: 1, rewardpoint: bal() });
  if (path === '/redeemedhistory' && body.redeem === undefined) {
    const rows = [...(service.history.get(body.mobile) ?? [])].reverse();
    return answer(res, 200, {
      status: 1,
      response: rows.map((r) => ({ id: r.id, date: new Date(r.date).toISOString(), points_redeem: r.points })),
    });
  }
  if (path === '/closeaccount') {
    if (service.mode === 'no-close') return answer(res, 500, {});
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
    return answer(res, 200, { status: 1 });
  }
  if (path === '/redeemedhistory' && body.redeem !== undefined) {
    if (service.mode === 'down') return; // never answers
    if (service.beforeDebit) await service.beforeDebit();
    if (!service.debits.has(ref)) {
      if (bal() < body.redeem) return answer(res, 409, { status: 0, message: 'Insufficient reward points', rewardpoint: bal() });
      service.balances.set(body.mobile, bal() - body.redeem);
      service.debits.set(ref, body.redeem);
      const list = service.history.get(body.mobile) ?? [];
      list.push({ id: `R${list.length + 1}-${body.order}`, date: Date.now(), points: body.redeem });
      service.history.set(body.mobile, list);
    }
    if (service.afterDebit) await service.afterDebit();
    if (service.mode === 'slow') await new Promise((r) => setTimeout(r, 2000));
    return answer(res, 200, { status: 1, rewardpoint: bal() });
  }
  if (path === '/creditpoints') {
    if (service.mode === 'no-credit') return answer(res, 500, {});
    if (!service.credits.has(ref)) {
      service.balances.set(body.mobile, bal() + body.credit);
      service.credits.set(ref, body.credit);
    }
    return answer(res, 200, { status: 1, rewardpoint: bal() });
  }
  answer(res, 404, { status: 0 });
}

/** Listens on a free loopback port; `close` ends it. */
export async function startRewardsService(): Promise<{ base: string; service: RewardsService; close: () => void }> {
  const service = newLedger();
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${REWARDS_TEST_KEY}`) return answer(res, 401, { status: 0 });
      const body = raw ? JSON.parse(raw) : {};
      service.calls.push({ path: req.url ?? '', body });
      void handle(service, req.url ?? '', body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    server.close();
  };
  return { base, service, close };
}
