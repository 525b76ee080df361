/**
 * Settlement reconciliation (issue 30) on the report fixture's October days (tests/support/
 * report-fixture.ts), real D1. Captured on 14 Oct: pay_90003 (Indiranagar, ₹420), pay_90004
 * (Koramangala, ₹454) and pay_fx_stray (₹99, a payment that never became an order); on 13 Oct
 * pay_90007 (Koramangala, ₹123.45), refunded on the 14th. The test provider settles a day's captures
 * the next day less 2 % + 18 % GST on it; the figures below are worked out by hand from that rule.
 * Differences the simulator cannot make (a payment the store never saw, a short settlement) come
 * from the Razorpay adapter reading a recon answer written here in Razorpay's wire shape.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { importRecentSettlements } from '../../functions/api/jobs/import-settlements';
import { FEATURE_OFF_MSG } from '../../functions/api/providers/feature-off';
import { reportScope, settlementReport } from '../../functions/api/services/reports';
import { callWithBindings } from '../support/bindings';
import { parseCsv, paiseOf } from '../support/csv-parse';
import { ist, writeReportFixture } from '../support/report-fixture';
import { CLERK_1, MANAGER, RIDER_1, staffLogin } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let manager: string;
let clerk1: string;
let rider1: string;

// before any request: the loud log is once per isolate
const loud = vi.spyOn(console, 'error');

beforeAll(async () => {
  w = await startWorker();
  await writeReportFixture(w);
  // the processed refund of o7, as Razorpay numbered it
  await w.env.DB.prepare(`UPDATE refund SET provider_refund_id = 'rfnd_fx_90202' WHERE id = 90202`).run();
  [manager, clerk1, rider1] = (await Promise.all([MANAGER, CLERK_1, RIDER_1].map((s) => staffLogin(w, s)))) as [string, string, string];
});
afterAll(() => w?.dispose());
afterEach(() => vi.unstubAllGlobals());

const importDay = (cookie: string, day: string) => w.call('POST', '/api/staff/reports/settlements/import', { day }, { cookie });
const report = (cookie: string, query: string) => w.call('GET', `/api/staff/reports/settlements?${query}`, undefined, { cookie });
const entries = async () => (await w.env.DB.prepare('SELECT count(*) AS n FROM settlement_entry').first<{ n: number }>())!.n;

// 2 % fee, then 18 % GST on the fee, each rounded to the paisa
const P3 = { amount: 42000, fee: 840, tax: 151 }; // 151.2
const P4 = { amount: 45400, fee: 908, tax: 163 }; // 163.44
const STRAY = { amount: 9900, fee: 198, tax: 36 }; // 35.64
const REFUND_O7 = 12345;

describe('the test provider settles a day’s captures the next day, less its fee', () => {
  it('records the 15th once though two imports race, and a third run adds nothing', async () => {
    const [a, b] = await Promise.all([importDay(manager, '2026-10-15'), importDay(manager, '2026-10-15')]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    // three payments captured on the 14th and one refund sent that day
    expect(a.body.response).toMatchObject({ day: '2026-10-15', provider: 'test', listed: 4 });
    expect(b.body.response.listed).toBe(4);
    expect(a.body.response.recorded + b.body.response.recorded).toBe(4);
    expect(await entries()).toBe(4);
    const again = await importDay(manager, '2026-10-15');
    expect(again.body.response).toMatchObject({ listed: 4, recorded: 0 });
    expect(await entries()).toBe(4);
    const rows = await w.env.DB.prepare(
      'SELECT entry_id, kind, amount, fee, tax, net, settlement_id, settled_day FROM settlement_entry ORDER BY entry_id',
    ).all();
    expect(rows.results).toEqual([
      {
        entry_id: 'pay_90003',
        kind: 'payment',
        amount: 42000,
        fee: 840,
        tax: 151,
        net: 41009,
        settlement_id: 'setl_test_20261015',
        settled_day: '2026-10-15',
      },
      {
        entry_id: 'pay_90004',
        kind: 'payment',
        amount: 45400,
        fee: 908,
        tax: 163,
        net: 44329,
        settlement_id: 'setl_test_20261015',
        settled_day: '2026-10-15',
      },
      {
        entry_id: 'pay_fx_stray',
        kind: 'payment',
        amount: 9900,
        fee: 198,
        tax: 36,
        net: 9666,
        settlement_id: 'setl_test_20261015',
        settled_day: '2026-10-15',
      },
      {
        entry_id: 'rfnd_fx_90202',
        kind: 'refund',
        amount: 12345,
        fee: 0,
        tax: 0,
        net: -12345,
        settlement_id: 'setl_test_20261015',
        settled_day: '2026-10-15',
      },
    ]);
  });

  it('shows each day: captured, refunds, settled less fees and GST; the 13th’s capture, never fetched, is not settled', async () => {
    const first = await report(manager, 'from=2026-10-13&to=2026-10-15');
    expect(first.status).toBe(200);
    const r = first.body.response;
    expect(r.provider).toBe('test');
    expect(r.off_message).toBeNull();
    const gross = P3.amount + P4.amount + STRAY.amount;
    const fees = P3.fee + P4.fee + STRAY.fee;
    const tax = P3.tax + P4.tax + STRAY.tax;
    expect(r.days).toEqual([
      {
        day: '2026-10-13',
        captured: 12345,
        captured_count: 1,
        refunded: 0,
        settled_gross: 0,
        fees: 0,
        tax: 0,
        refunds_deducted: 0,
        net: 0,
        fetched: false,
      },
      {
        day: '2026-10-14',
        captured: gross,
        captured_count: 3,
        refunded: REFUND_O7,
        settled_gross: 0,
        fees: 0,
        tax: 0,
        refunds_deducted: 0,
        net: 0,
        fetched: false,
      },
      {
        day: '2026-10-15',
        captured: 0,
        captured_count: 0,
        refunded: 0,
        settled_gross: gross,
        fees,
        tax,
        refunds_deducted: REFUND_O7,
        net: gross - fees - tax - REFUND_O7,
        fetched: true,
      },
    ]);
    expect(r.totals).toMatchObject({ captured: gross + 12345, net: 82659 });
    expect(r.differences).toEqual([
      {
        kind: 'not_settled',
        entry: 'payment',
        ref: 'pay_90007',
        txnid: 'RPT90007',
        branch_name: 'Koramangala',
        store_amount: 12345,
        settled_amount: null,
        at: ist('2026-10-13', '19:00'),
        settlement_id: null,
      },
    ]);
    // a re-run changes nothing on the page either
    await importDay(manager, '2026-10-15');
    expect((await report(manager, 'from=2026-10-13&to=2026-10-15')).body.response).toEqual(r);
  });

  it('does not flag a capture still within its 3 days', async () => {
    const scoped = await reportScope(
      w.env.DB,
      { ...MANAGER, role: 'manager', branch_id: null } as any,
      { from: '2026-10-13', to: '2026-10-13' },
      Date.now(),
    );
    if (!scoped.ok) throw new Error('scope');
    const soon = await settlementReport(w.env, scoped.scope, ist('2026-10-16', '18:59'));
    expect(soon.differences).toEqual([]);
    const late = await settlementReport(w.env, scoped.scope, ist('2026-10-16', '19:01'));
    expect(late.differences.map((d) => d.ref)).toEqual(['pay_90007']);
  });
});

describe('Razorpay’s recon answer, read at the adapter edge', () => {
  const KEYS = { RAZORPAY_KEY_ID: 'rzp_test_recon', RAZORPAY_KEY_SECRET: 'recon-secret', RAZORPAY_WEBHOOK_SECRET: 'recon-hook' };
  const at = (hhmm: string) => Math.floor(ist('2026-10-16', hhmm) / 1000);
  const item = (o: Record<string, unknown>) => ({
    currency: 'INR',
    on_hold: false,
    settled: true,
    settlement_id: 'setl_Real16',
    settlement_utr: '1568176960vxp0rj',
    settled_at: at('11:30'),
    created_at: at('09:00'),
    ...o,
  });
  const ANSWER = {
    entity: 'collection',
    count: 5,
    items: [
      // a payment the store has no record of
      item({ entity_id: 'pay_Stranger1', type: 'payment', amount: 5000, fee: 118, tax: 18, credit: 4882, debit: 0 }),
      // o4 settled again, short: Razorpay settled ₹450 where the store captured ₹454 (a new entry id: a partial capture)
      item({ entity_id: 'pay_ShortO8', type: 'payment', amount: 27000, fee: 637, tax: 97, credit: 26363, debit: 0 }),
      // a refund the store never sent
      item({
        entity_id: 'rfnd_Stranger2',
        type: 'refund',
        payment_id: 'pay_90003',
        amount: 42000,
        fee: 0,
        tax: 0,
        credit: 0,
        debit: 42000,
      }),
      item({ entity_id: 'adj_Fee1', type: 'adjustment', amount: 100, fee: 0, tax: 0, credit: 100, debit: 0 }),
      // on hold: not settled, so not recorded
      item({
        entity_id: 'pay_OnHold',
        type: 'payment',
        amount: 999,
        fee: 0,
        tax: 0,
        credit: 999,
        debit: 0,
        settled: false,
        settlement_id: null,
      }),
    ],
  };

  it('flags a payment the store never saw, a short settlement and an unknown refund', async () => {
    // the store's online order the short entry is for: captured the 15th for ₹275
    await w.env.DB.prepare(
      `INSERT INTO orders (id, txnid, created_at, payment_method, payment_status, payment_id, order_status, flag, branch_id, subtotal, order_total, place_of_supply)
       VALUES (90400, 'RPT90400', ?1, 'online', 'Success', 'pay_ShortO8', 'Completed', 0, 1, 27500, 27500, 'Karnataka (29)')`,
    )
      .bind(ist('2026-10-15', '12:00'))
      .run();
    const realFetch = globalThis.fetch;
    const calls: { url: string; auth: string | null }[] = [];
    vi.stubGlobal('fetch', (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.startsWith('https://api.razorpay.com/')) return realFetch(input, init);
      calls.push({ url, auth: new Headers(init?.headers).get('authorization') });
      return new Response(JSON.stringify(ANSWER), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch);
    const done = await callWithBindings(w, KEYS, 'POST', '/api/staff/reports/settlements/import', manager, { day: '2026-10-16' });
    expect(done.status).toBe(200);
    expect(done.body.response).toMatchObject({ provider: 'razorpay', listed: 4, recorded: 4 });
    expect(calls).toEqual([
      {
        url: 'https://api.razorpay.com/v1/settlements/recon/combined?year=2026&month=10&day=16&count=1000&skip=0',
        auth: `Basic ${btoa('rzp_test_recon:recon-secret')}`,
      },
    ]);
    // Razorpay's fee includes its GST: the fee is kept without it
    const short = await w.env.DB.prepare(
      `SELECT amount, fee, tax, net, settled_at FROM settlement_entry WHERE entry_id = 'pay_ShortO8'`,
    ).first();
    expect(short).toEqual({ amount: 27000, fee: 540, tax: 97, net: 26363, settled_at: ist('2026-10-16', '11:30') });

    const r = (await callWithBindings(w, KEYS, 'GET', '/api/staff/reports/settlements?from=2026-10-16&to=2026-10-16', manager)).body
      .response;
    expect(r.provider).toBe('razorpay');
    expect(r.days[0]).toMatchObject({
      settled_gross: 32000,
      fees: 100 + 540,
      tax: 18 + 97,
      refunds_deducted: 42000,
      net: 4882 + 26363 - 42000 + 100,
    });
    expect(r.differences.map((d: any) => [d.kind, d.entry, d.ref, d.store_amount, d.settled_amount, d.txnid])).toEqual([
      ['amount_differs', 'payment', 'pay_ShortO8', 27500, 27000, 'RPT90400'],
      ['unknown', 'payment', 'pay_Stranger1', null, 5000, null],
      ['unknown', 'refund', 'rfnd_Stranger2', null, 42000, null],
    ]);
  });

  it('refuses to record anything from an answer it cannot read', async () => {
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.startsWith('https://api.razorpay.com/')) return realFetch(input, init);
      return new Response(
        JSON.stringify({
          items: [{ entity_id: 'pay_Bad', type: 'payment', amount: 10.5, settled: true, settlement_id: 'setl_X', settled_at: 1 }],
        }),
      );
    }) as typeof fetch);
    const before = await entries();
    const done = await callWithBindings(w, KEYS, 'POST', '/api/staff/reports/settlements/import', manager, { day: '2026-10-17' });
    expect(done).toMatchObject({ status: 502, body: { status: 0, code: 'settlement.unavailable' } });
    expect(await entries()).toBe(before);
  });
});

describe('production without Razorpay keys', () => {
  it('is off with a clear message and a loud log; nothing is fetched or recorded', async () => {
    const before = await entries();
    const done = await callWithBindings(w, { ENVIRONMENT: 'production' }, 'POST', '/api/staff/reports/settlements/import', manager, {
      day: '2026-10-14',
    });
    expect(done).toMatchObject({ status: 503, body: { status: 0, code: 'settlement.off', message: FEATURE_OFF_MSG.settlements } });
    expect(await entries()).toBe(before);
    expect(loud.mock.calls.some(([m]) => String(m).includes('FAIL CLOSED: settlements is OFF'))).toBe(true);
    const page = await callWithBindings(
      w,
      { ENVIRONMENT: 'production' },
      'GET',
      '/api/staff/reports/settlements?from=2026-10-15&to=2026-10-15',
      manager,
    );
    expect(page.status).toBe(200);
    expect(page.body.response).toMatchObject({ provider: null, off_message: FEATURE_OFF_MSG.settlements });
  });
});

describe('who sees what (the dashboard’s rules)', () => {
  it('a clerk sees their own branch only, never money of no branch, and cannot import', async () => {
    const mine = (await report(clerk1, 'from=2026-10-13&to=2026-10-16')).body.response;
    expect(mine.scope).toMatchObject({ branch_id: 1, branch_name: 'Indiranagar' });
    expect(mine.days.map((d: any) => [d.day, d.captured, d.settled_gross, d.net])).toEqual([
      ['2026-10-13', 0, 0, 0],
      ['2026-10-14', P3.amount, 0, 0],
      ['2026-10-15', 27500, P3.amount, P3.amount - P3.fee - P3.tax],
      ['2026-10-16', 0, 27000, 26363],
    ]);
    expect(mine.differences.map((d: any) => d.ref)).toEqual(['pay_ShortO8']);
    const asManager = (await report(manager, 'from=2026-10-13&to=2026-10-16&branch_id=1')).body.response;
    expect(asManager).toEqual(mine);
    expect(await report(clerk1, 'from=2026-10-13&to=2026-10-16&branch_id=2')).toMatchObject({
      status: 403,
      body: { status: 0, code: 'report.notYourBranch' },
    });
    expect(await importDay(clerk1, '2026-10-18')).toMatchObject({ status: 403, body: { status: 0, code: 'report.managerOnly' } });
    expect((await report(rider1, 'from=2026-10-13&to=2026-10-16')).status).toBe(403);
    expect((await w.call('GET', '/api/staff/reports/settlements')).status).toBe(401);
  });

  it('refuses a day not come yet and a ten-year range', async () => {
    expect(await importDay(manager, '2999-01-01')).toMatchObject({ status: 400, body: { code: 'settlement.futureDay' } });
    expect(await importDay(manager, '2026-02-30')).toMatchObject({ status: 400, body: { code: 'report.badDay' } });
    expect(await report(manager, 'from=2016-01-01&to=2026-01-01')).toMatchObject({ status: 400, body: { code: 'report.rangeTooLong' } });
  });
});

/** the file as bytes, decoded keeping the byte-order mark (Response.text() drops it) */
const csvOf = async (res: Response) =>
  parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await res.arrayBuffer())));

describe('CSV', () => {
  it('the days and the differences, as Excel reads them', async () => {
    const days = await w.request('/api/staff/reports/export/settlements?from=2026-10-14&to=2026-10-15', { headers: { cookie: manager } });
    expect(days.status).toBe(200);
    expect(days.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(days.headers.get('content-disposition')).toBe('attachment; filename="haat-settlements-2026-10-14-to-2026-10-15.csv"');
    const csv = await csvOf(days);
    expect(csv).toMatchObject({ bom: true, crlf: true });
    expect(
      csv.records.map((r) => [
        r.Date,
        paiseOf(r['Captured (₹)']!),
        paiseOf(r['Fees (₹)']!),
        paiseOf(r['GST on fees (₹)']!),
        paiseOf(r['Net to bank (₹)']!),
      ]),
    ).toEqual([
      ['14-10-2026', 97300, 0, 0, 0],
      ['15-10-2026', 27500, 1946, 350, 82659],
    ]);
    const diffs = await csvOf(
      await w.request('/api/staff/reports/export/settlement-differences?from=2026-10-13&to=2026-10-16', { headers: { cookie: manager } }),
    );
    expect(diffs).toMatchObject({ bom: true, crlf: true });
    expect(diffs.records.map((r) => [r.Difference, r['Razorpay id'], r['Store amount (₹)'], r['Settled amount (₹)'], r.Date])).toEqual([
      ['Not settled after 3 days', 'pay_90007', '123.45', '', '13-10-2026'],
      ['Amount differs', 'pay_ShortO8', '275.00', '270.00', '16-10-2026'],
      ['Settled, but the store has no record', 'pay_Stranger1', '', '50.00', '16-10-2026'],
      ['Settled, but the store has no record', 'rfnd_Stranger2', '', '420.00', '16-10-2026'],
    ]);
  });
});

describe('the scheduled job', () => {
  it('fetches yesterday and today, each at most once an hour, a finished day once; off in production without keys', async () => {
    await w.env.DB.prepare(
      `INSERT INTO orders (id, txnid, created_at, payment_method, payment_status, payment_id, order_status, flag, branch_id, subtotal, order_total, place_of_supply)
       VALUES (90401, 'RPT90401', ?1, 'online', 'Success', 'pay_90401', 'Confirmed', 0, 2, 10000, 10000, 'Karnataka (29)')`,
    )
      .bind(ist('2026-10-18', '10:00'))
      .run();
    const noon = ist('2026-10-19', '12:00');
    expect(await importRecentSettlements(w.env, noon)).toEqual([
      { day: '2026-10-18', recorded: 0 },
      { day: '2026-10-19', recorded: 1 },
    ]);
    expect(await importRecentSettlements(w.env, noon + 30 * 60_000)).toEqual([
      { day: '2026-10-18', skipped: 'fetched' },
      { day: '2026-10-19', skipped: 'fetched' },
    ]);
    // two hours on: the 18th was fetched after it ended, so it is final; the 19th is asked again, adding nothing
    expect(await importRecentSettlements(w.env, noon + 2 * 60 * 60_000)).toEqual([
      { day: '2026-10-18', skipped: 'fetched' },
      { day: '2026-10-19', recorded: 0 },
    ]);
    expect(await w.env.DB.prepare(`SELECT net FROM settlement_entry WHERE entry_id = 'pay_90401'`).first()).toEqual({
      net: 10000 - 200 - 36,
    });
    expect(await importRecentSettlements({ ...w.env, ENVIRONMENT: 'production' }, noon + 5 * 60 * 60_000)).toEqual([
      { day: '2026-10-19', skipped: 'off' },
    ]);
  });
});
