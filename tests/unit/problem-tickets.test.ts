/** Issue 32: the rules of a problem report (src/lib/domain/orders/problem-tickets.ts, problem-photos.ts), each edge a row. */
import { describe, expect, it } from 'vitest';
import { checkPhoto, photoType, PHOTO_MAX_BYTES } from '../../src/lib/domain/orders/problem-photos';
import {
  checkReport,
  reportWindow,
  ticketClocks,
  ticketMonth,
  ticketNumber,
  ticketRefund,
  windowHours,
  type DeliveredLine,
} from '../../src/lib/domain/orders/problem-tickets';

const H = 60 * 60_000;
const DELIVERED = Date.parse('2026-11-27T18:00:00+05:30');

describe('the reporting window', () => {
  it.each([
    [0, true],
    [47 * H, true],
    [48 * H - 1, true],
    [48 * H, false],
    [-1, false],
  ])('%i ms after delivery: open %s', (after, open) => {
    expect(reportWindow(DELIVERED, 48, DELIVERED + after).open).toBe(open);
  });
  it.each([
    ['48', 48],
    ['72', 72],
    [null, 48],
    ['', 48],
    ['-3', 48],
    ['1.5', 48],
    ['100000', 48],
  ])('setting %j reads as %i hours', (v, h) => expect(windowHours(v)).toBe(h));
});

describe('ticket numbers and months follow India time', () => {
  it('numbers are the year in India and the id, six digits', () => {
    expect(ticketNumber(123, DELIVERED)).toBe('T-2026-000123');
    // 31 Dec 20:00 UTC is already 1 Jan in Bengaluru
    expect(ticketNumber(7, Date.parse('2026-12-31T20:00:00Z'))).toBe('T-2027-000007');
    expect(ticketNumber(1234567, DELIVERED)).toBe('T-2026-1234567');
  });
  it('the month is India’s', () => expect(ticketMonth(Date.parse('2026-11-30T19:00:00Z'))).toBe('2026-12'));
});

describe('the two clocks', () => {
  const base = { created_at: DELIVERED, acknowledged_at: null, resolved_at: null, state: 'open' as const };
  it.each([
    [base, DELIVERED + 47 * H, false, false],
    [base, DELIVERED + 48 * H + 1, true, false],
    [{ ...base, acknowledged_at: DELIVERED + H, state: 'acknowledged' as const }, DELIVERED + 40 * 24 * H, false, true],
    [
      { ...base, acknowledged_at: DELIVERED + 49 * H, resolved_at: DELIVERED + 2 * 24 * H, state: 'resolved' as const },
      DELIVERED + 90 * 24 * H,
      true,
      false,
    ],
  ])('%#: acknowledge overdue %s, resolve overdue %s', (t, now, ack, res) => {
    expect(ticketClocks(t, now)).toMatchObject({ acknowledge_overdue: ack, resolve_overdue: res, acknowledge_by: DELIVERED + 48 * H });
  });
});

describe('what a report may claim', () => {
  const lines: DeliveredLine[] = [
    { id: 1, name: 'Milk', delivered_qty: 3, charged: 9000, ticket_no: null },
    { id: 2, name: 'Eggs', delivered_qty: 1, charged: 8000, ticket_no: 'T-2026-000001' },
    { id: 3, name: 'Rice', delivered_qty: 0, charged: 0, ticket_no: null },
  ];
  it.each([
    [[], { code: 'noLines' }],
    [[{ line_id: 9, kind: 'missing', qty: 1 }], { code: 'notThisOrder' }],
    [
      [
        { line_id: 1, kind: 'missing', qty: 1 },
        { line_id: 1, kind: 'damaged', qty: 1 },
      ],
      { code: 'notThisOrder' },
    ],
    [[{ line_id: 1, kind: 'missing', qty: 4 }], { code: 'tooMany', name: 'Milk', qty: 3 }],
    [[{ line_id: 3, kind: 'missing', qty: 1 }], { code: 'tooMany', name: 'Rice', qty: 0 }],
    [[{ line_id: 2, kind: 'damaged', qty: 1 }], { code: 'alreadyReported', name: 'Eggs', ticket: 'T-2026-000001' }],
    [[{ line_id: 1, kind: 'damaged', qty: 3 }], null],
  ] as const)('%j → %j', (report, refusal) => expect(checkReport(lines, report)).toEqual(refusal));
});

describe('a refund of the reported units', () => {
  const order = { subtotal: 20000, discount: 0, paid: 22500, refunded: 0 };
  it.each([
    ['one of three units', order, [{ charged: 9000, delivered_qty: 3, qty: 1 }], 3000],
    ['the discount shared pro rata (₹50 off ₹200)', { ...order, discount: 5000 }, [{ charged: 9000, delivered_qty: 3, qty: 1 }], 2250],
    ['rounded down to the paisa', { ...order, subtotal: 30000, discount: 1000 }, [{ charged: 1000, delivered_qty: 3, qty: 1 }], 322],
    ['never above what is left of what was paid', { ...order, refunded: 21000 }, [{ charged: 9000, delivered_qty: 3, qty: 3 }], 1500],
    ['nothing when all was refunded', { ...order, refunded: 22500 }, [{ charged: 9000, delivered_qty: 3, qty: 3 }], 0],
    ['a line delivered as none', order, [{ charged: 0, delivered_qty: 0, qty: 1 }], 0],
  ])('%s', (_, o, items, paise) => expect(ticketRefund(o, items)).toBe(paise));
});

describe('a photo is judged by its bytes', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(20).fill(0)]);
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a), 'image/png'],
    ['WebP', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50), 'image/webp'],
    ['RIFF but WAVE', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45), null],
    ['GIF', bytes(0x47, 0x49, 0x46, 0x38), null],
    ['HTML', new TextEncoder().encode('<svg onload=alert(1)>'), null],
    ['empty', new Uint8Array(0), null],
  ])('%s → %s', (_, b, type) => expect(photoType(b)).toBe(type));
  it('over 2 MB is refused before its type is read', () => {
    const big = new Uint8Array(PHOTO_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(checkPhoto(big)).toEqual({ ok: false, refusal: 'photoTooLarge' });
    expect(checkPhoto(big.subarray(0, PHOTO_MAX_BYTES))).toEqual({ ok: true, type: 'image/jpeg' });
  });
});
