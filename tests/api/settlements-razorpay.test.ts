/**
 * Settlement reconciliation (issue 30), the Razorpay side: the adapter reads a recon answer written
 * here in Razorpay's wire shape (GET /v1/settlements/recon/combined), so the differences the test
 * provider cannot make are flagged on real D1: a payment the store never saw, a short settlement,
 * a refund the store never sent. Then the two CSV files. The report fixture's 15 October is
 * settled first by the test provider (settlements.test.ts has its figures).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { callWithBindings } from '../support/bindings';
import { parseCsv, paiseOf } from '../support/csv-parse';
import { ist, writeReportFixture } from '../support/report-fixture';
import { MANAGER, staffLogin } from '../support/staff';
import { startWorker, type TestWorker } from '../support/worker';

let w: TestWorker;
let manager: string;

beforeAll(async () => {
  w = await startWorker();
  await writeReportFixture(w);
  await w.env.DB.prepare(`UPDATE refund SET provider_refund_id = 'rfnd_fx_90202' WHERE id = 90202`).run();
  manager = await staffLogin(w, MANAGER);
  const settled = await w.call('POST', '/api/staff/reports/settlements/import', { day: '2026-10-15' }, { cookie: manager });
  expect(settled.body.response).toMatchObject({ provider: 'test', recorded: 4 });
});
afterAll(() => w?.dispose());
afterEach(() => vi.unstubAllGlobals());

const entries = async () => (await w.env.DB.prepare('SELECT count(*) AS n FROM settlement_entry').first<{ n: number }>())!.n;

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
