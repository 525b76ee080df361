/**
 * CSV exports (docs/reports.md): orders, lines, refunds of a period (the dashboard's scope: a clerk
 * their branch only, at most 92 days) and the GST month's HSN summary and B2C totals (the manager's).
 * A period's rows are counted first and a file over MAX_EXPORT_ROWS is refused before a byte is
 * sent; the rest streams out a page of orders at a time, so a quarter of a busy store never sits
 * in memory at once and the answer starts at once.
 */
import { countPeriod, FIRST, refundPage, type Cursor, type PeriodWindow } from '../../db/reports';
import { storeTaxDetails } from '../../db/orders';
import type { StaffMember } from '../../env';
import {
  CSV_BOM,
  csvFileName,
  EXPORT_PAGE_ORDERS,
  MAX_EXPORT_ROWS,
  REPORT_MSG,
  type ExportKind,
  type ReportQuery,
} from '../../../../src/lib/domain/reports';
import {
  B2CS_HEADER,
  b2csRow,
  HSN_HEADER,
  hsnRow,
  LINE_HEADER,
  lineRows,
  ORDER_HEADER,
  orderRow,
  REFUND_HEADER,
  refundRow,
} from './csv-rows';
import { gstMonth } from './gst-month';
import { ordersWithLines } from './invoice-pages';
import { gstScope, reportScope, type Refused } from './report-scope';

export interface CsvFile {
  filename: string;
  body: ReadableStream<Uint8Array>;
}

/** Text chunks as the bytes of a response body, one chunk per pull (the reader sets the pace). */
function streamOf(chunks: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const it = chunks[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await it.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (err) {
        // the status line has gone: a cut-off file is all that can be said now, and the log says why
        console.error('csv export failed mid-stream', err);
        controller.error(err);
      }
    },
    async cancel() {
      await it.return?.(undefined);
    },
  });
}

async function* ordersCsv(db: D1Database, w: PeriodWindow, stateCode: string, lines: boolean): AsyncGenerator<string> {
  yield CSV_BOM + (lines ? LINE_HEADER : ORDER_HEADER);
  for await (const page of ordersWithLines(db, w, stateCode)) yield page.map((o) => (lines ? lineRows(o) : orderRow(o.order))).join('');
}

async function* refundsCsv(db: D1Database, w: PeriodWindow): AsyncGenerator<string> {
  yield CSV_BOM + REFUND_HEADER;
  let after: Cursor = FIRST;
  for (;;) {
    const rows = await refundPage(db, w, after, EXPORT_PAGE_ORDERS);
    if (rows.length > 0) yield rows.map(refundRow).join('');
    if (rows.length < EXPORT_PAGE_ORDERS) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.created_at, id: last.id };
  }
}

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

export async function csvExport(
  db: D1Database,
  staff: StaffMember,
  kind: ExportKind,
  q: ReportQuery & { month?: string },
  now: number,
  maxRows = MAX_EXPORT_ROWS,
): Promise<{ ok: true; file: CsvFile } | Refused> {
  if (kind === 'gst-hsn' || kind === 'gst-b2cs') {
    const scoped = gstScope(staff, q.month, now);
    if (!scoped.ok) return scoped;
    const g = await gstMonth(db, scoped.month);
    const text =
      kind === 'gst-hsn' ? HSN_HEADER + g.figures.by_hsn.map(hsnRow).join('') : B2CS_HEADER + g.figures.b2cs.map(b2csRow).join('');
    return { ok: true, file: { filename: `haat-${kind}-${scoped.month.month}.csv`, body: streamOf(once(CSV_BOM + text)) } };
  }
  const scoped = await reportScope(db, staff, q, now);
  if (!scoped.ok) return scoped;
  const { range, branchId } = scoped.scope;
  const w: PeriodWindow = { start: range.start, end: range.end, branchId };
  const counts = await countPeriod(db, w);
  const rows = kind === 'orders' ? counts.orders : kind === 'lines' ? counts.lines : counts.refunds;
  if (rows > maxRows) return { ok: false, status: 400, ...REPORT_MSG.tooManyRows(rows, maxRows) };
  const suffix = branchId === null ? kind : `${kind}-branch-${branchId}`;
  const filename = csvFileName(suffix, range.from, range.to);
  if (kind === 'refunds') return { ok: true, file: { filename, body: streamOf(refundsCsv(db, w)) } };
  const { state_code } = await storeTaxDetails(db, 'Haat Fresh');
  return { ok: true, file: { filename, body: streamOf(ordersCsv(db, w, state_code, kind === 'lines')) } };
}
