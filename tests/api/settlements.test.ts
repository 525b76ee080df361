/**
 * Settlement reconciliation (issue 30) on the report fixture's October days (tests/support/
 * report-fixture.ts), real D1. Captured on 14 Oct: pay_90003 (Indiranagar, ₹420), pay_90004
 * (Koramangala, ₹454) and pay_fx_stray (₹99, a payment that never became an order); on 13 Oct
 * pay_90007 (Koramangala, ₹123.45), refunded on the 14th. The test provider settles a day's captures
 * the next day less 2 % + 18 % GST on it; the figures below are worked out by hand from that rule.
 * Differences the simulator cannot make (a payment the store never saw, a short settlement) and the
 * CSV files: settlements-razorpay.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importRecentSettlements } from '../../functions/api/jobs/import-settlements';
import { FEATURE_OFF_MSG } from '../../functions/api/providers/feature-off';
import { reportScope, settlementReport } from '../../functions/api/services/reports';
import { callWithBindings } from '../support/bindings';
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

describe('production without Razorpay keys', () => {
  it('is off with a clear message and a loud log; nothing is fetched or recorded', async () => {
    const before = await entries();
    const done = await callWithBindings(w, { ENVIRONMENT: 'production' }, 'POST', '/api/staff/reports/settlements/import', manager, {
      day: '2026-10-14',
    });
    expect(done).toMatchObject({ status: 503, body: { status: 0, code: 'settlement.off', message: FEATURE_OFF_MSG.settlements } });
    expect(await entries()).toBe(before);
    expect(loud.mock.calls.some(([m]) => String(m).includes('FAIL CLOSED: settlements is OFF'))).toBe(true);
    // staff meet this refusal, not shoppers: the log says who reads it
    expect(loud.mock.calls.some(([m]) => String(m).includes('FAIL CLOSED: settlements is OFF') && String(m).includes('Staff see:'))).toBe(
      true,
    );
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
    const mine = (await report(clerk1, 'from=2026-10-13&to=2026-10-15')).body.response;
    expect(mine.scope).toMatchObject({ branch_id: 1, branch_name: 'Indiranagar' });
    // Indiranagar's one online payment, settled the next day; the stray payment and o7's refund are not its money
    expect(mine.days.map((d: any) => [d.day, d.captured, d.refunded, d.settled_gross, d.fees, d.tax, d.refunds_deducted, d.net])).toEqual([
      ['2026-10-13', 0, 0, 0, 0, 0, 0, 0],
      ['2026-10-14', P3.amount, 0, 0, 0, 0, 0, 0],
      ['2026-10-15', 0, 0, P3.amount, P3.fee, P3.tax, 0, P3.amount - P3.fee - P3.tax],
    ]);
    // o7 (not settled) is Koramangala's
    expect(mine.differences).toEqual([]);
    expect(await report(manager, 'from=2026-10-13&to=2026-10-15&branch_id=1')).toMatchObject({ status: 200, body: { response: mine } });
    const koramangala = (await report(manager, 'from=2026-10-13&to=2026-10-15&branch_id=2')).body.response;
    expect(koramangala.differences.map((d: any) => d.ref)).toEqual(['pay_90007']);
    expect(koramangala.days[2]).toMatchObject({
      settled_gross: P4.amount,
      refunds_deducted: REFUND_O7,
      net: P4.amount - P4.fee - P4.tax - REFUND_O7,
    });
    expect(await report(clerk1, 'from=2026-10-13&to=2026-10-15&branch_id=2')).toMatchObject({
      status: 403,
      body: { status: 0, code: 'report.notYourBranch' },
    });
    expect(await importDay(clerk1, '2026-10-18')).toMatchObject({ status: 403, body: { status: 0, code: 'report.managerOnly' } });
    expect((await report(rider1, 'from=2026-10-13&to=2026-10-15')).status).toBe(403);
    expect((await w.call('GET', '/api/staff/reports/settlements')).status).toBe(401);
  });

  it('refuses a day not come yet and a ten-year range', async () => {
    expect(await importDay(manager, '2999-01-01')).toMatchObject({ status: 400, body: { code: 'settlement.futureDay' } });
    expect(await importDay(manager, '2026-02-30')).toMatchObject({ status: 400, body: { code: 'report.badDay' } });
    expect(await report(manager, 'from=2016-01-01&to=2026-01-01')).toMatchObject({ status: 400, body: { code: 'report.rangeTooLong' } });
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
