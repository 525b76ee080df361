import { describe, expect, it } from 'vitest';
import {
  checkSlotChoice,
  clockLabel,
  firstAvailable,
  orderSlotLabel,
  slotClosesAt,
  slotDays,
  slotGrid,
  slotState,
  slotTimeLabel,
  takenKey,
  type SlotTemplate,
} from '../../src/lib/domain/checkout/delivery-slots';
import { checkoutLineSchema, orderRequestSchema } from '../../src/lib/domain/checkout/checkout-schemas';
import { sayIn, type MessageKey } from '../../src/lib/domain/i18n/t';
import { said, type Said } from '../../src/lib/domain/i18n/said';
import { en } from '../support/en';

// 2026-11-24 10:00 IST = 04:30 UTC
const NOW = Date.UTC(2026, 10, 24, 4, 30);
const slot = (start: number, end: number, extra: Partial<SlotTemplate> = {}): SlotTemplate => ({
  id: start,
  branch_id: 1,
  mode: 'delivery',
  start_min: start,
  end_min: end,
  capacity: 3,
  cutoff_min: 60,
  ...extra,
});

describe('slotDays', () => {
  it('is today and the next 3 days in India, whatever the UTC date', () => {
    expect(slotDays(NOW)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    // 20:00 UTC is already the next day in India
    expect(slotDays(Date.UTC(2026, 10, 24, 20, 0))[0]).toBe('2026-11-25');
  });
});

describe('labels', () => {
  it.each([
    [420, '7 AM'],
    [0, '12 AM'],
    [720, '12 PM'],
    [750, '12:30 PM'],
    [1320, '10 PM'],
  ])('clockLabel(%i) = %s', (min, label) => expect(clockLabel(min)).toBe(label));

  it.each([
    [420, 540, '7–9 AM'],
    [660, 780, '11 AM–1 PM'],
    [1200, 1320, '8–10 PM'],
  ])('slotTimeLabel(%i, %i) = %s', (a, b, label) => expect(slotTimeLabel(a, b)).toBe(label));

  it('names the order’s slot with its date, or nothing for an order without one', () => {
    expect(orderSlotLabel({ day: '2026-11-25', start_min: 420, end_min: 540 })).toBe('Wed 25 Nov, 7–9 AM');
    expect(orderSlotLabel({ day: null, start_min: null, end_min: null })).toBeNull();
  });
});

describe('slotState', () => {
  it.each([
    // [start, taken, day, state]
    [11 * 60, 0, '2026-11-24', 'past'], // closes at 10:00, which is now
    [12 * 60, 0, '2026-11-24', 'available'],
    [7 * 60, 0, '2026-11-24', 'past'],
    [12 * 60, 3, '2026-11-24', 'full'],
    [7 * 60, 3, '2026-11-24', 'past'],
    [7 * 60, 2, '2026-11-25', 'available'],
  ])('a slot at %i with %i taken on %s is %s', (start, taken, day, state) => {
    expect(slotState(slot(start, start + 120), day, taken, NOW).state).toBe(state);
  });

  it('closes exactly cutoff minutes before it starts', () => {
    const t = slot(12 * 60, 14 * 60);
    const closes = slotClosesAt('2026-11-24', t);
    expect(closes).toBe(Date.UTC(2026, 10, 24, 5, 30)); // 11:00 IST
    expect(slotState(t, '2026-11-24', 0, closes - 1).state).toBe('available');
    expect(slotState(t, '2026-11-24', 0, closes).state).toBe('past');
  });

  it('gives the reason and places left', () => {
    expect(slotState(slot(12 * 60, 14 * 60), '2026-11-24', 1, NOW)).toEqual({ state: 'available', reason: null, left: 2 });
    expect(slotState(slot(12 * 60, 14 * 60), '2026-11-24', 5, NOW)).toEqual({ state: 'full', reason: 'slot.full', left: 0 });
    expect(slotState(slot(7 * 60, 9 * 60), '2026-11-24', 0, NOW)).toEqual({ state: 'past', reason: 'slot.closed', left: 0 });
  });
});

describe('slotGrid and firstAvailable', () => {
  it('lays out every day with slots by time, and finds the first free one', () => {
    const templates = [slot(12 * 60, 14 * 60), slot(7 * 60, 9 * 60)];
    const grid = slotGrid(templates, new Map([[takenKey(720, '2026-11-24'), 3]]), NOW);
    expect(grid).toHaveLength(4);
    expect(grid.map((d) => [d.name, d.label])).toEqual([
      ['slot.today', 'Tue 24 Nov'],
      ['slot.tomorrow', 'Wed 25 Nov'],
      [null, 'Thu 26 Nov'],
      [null, 'Fri 27 Nov'],
    ]);
    expect(grid[0]!.slots.map((s) => [s.label, s.state])).toEqual([
      ['7–9 AM', 'past'],
      ['12–2 PM', 'full'],
    ]);
    expect(firstAvailable(grid)).toMatchObject({ day: '2026-11-25', start_min: 420 });
    expect(firstAvailable(slotGrid([], new Map(), NOW))).toBeNull();
  });
});

/** A check's refusal as an English shopper reads it (the rules say a key with params). */
const inEnglish = <T extends { ok: boolean }>(r: T) =>
  'message' in r && r.message && typeof r.message === 'object' ? { ...r, message: sayIn('en', r.message as Said) } : r;

describe('checkSlotChoice', () => {
  const templates = [slot(12 * 60, 14 * 60), slot(7 * 60, 9 * 60), slot(10 * 60, 12 * 60, { id: 999, mode: 'pickup' })];
  it.each([
    [{ slot_id: 720, day: '2026-11-24' }, 0, 'delivery', null],
    [{ slot_id: 720, day: '2026-11-24' }, 3, 'delivery', en('srv.slotFull')],
    [{ slot_id: 420, day: '2026-11-24' }, 0, 'delivery', en('srv.slotPast')],
    [{ slot_id: 420, day: '2026-11-23' }, 0, 'delivery', en('srv.slotPast')],
    [{ slot_id: 420, day: '2026-11-28' }, 0, 'delivery', en('srv.slotUnknown')],
    [{ slot_id: 5, day: '2026-11-25' }, 0, 'delivery', en('srv.slotUnknown')],
    // a pickup window is not a delivery slot, and the other way round
    [{ slot_id: 999, day: '2026-11-25' }, 0, 'delivery', en('srv.slotUnknown')],
    [{ slot_id: 720, day: '2026-11-25' }, 0, 'pickup', en('srv.pickupUnknown')],
    [{ slot_id: 999, day: '2026-11-25' }, 40, 'pickup', en('srv.pickupFull')],
  ] as const)('%o with %i taken (%s) → %s', (choice, taken, mode, message) => {
    const r = checkSlotChoice(choice, templates, taken, mode, NOW);
    if (message === null) expect(r.ok).toBe(true);
    else expect(inEnglish(r)).toMatchObject({ ok: false, message });
  });
});

describe('the slot calendar in the grid and the check (issue 28)', () => {
  const templates = [slot(12 * 60, 14 * 60), slot(16 * 60, 18 * 60)];
  const calendar = {
    // Wed 25 Nov: the 12–2 PM slot takes 5, the 4–6 PM slot is not offered; Thu 26 Nov: the branch is closed
    capacity: new Map([
      [takenKey(720, '2026-11-25'), 5],
      [takenKey(960, '2026-11-25'), 0],
    ]),
    closed: new Set(['2026-11-26']),
    notes: new Map([['2026-11-26', 'Deepavali']]),
  };
  it('marks a closed day closed (with its note) instead of leaving it out, drops a slot with no places that day, and counts places from the day capacity', () => {
    const grid = slotGrid(templates, new Map([[takenKey(720, '2026-11-25'), 3]]), NOW, calendar);
    expect(grid.map((d) => d.day)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(grid.map((d) => d.closed ?? false)).toEqual([false, false, true, false]);
    expect(grid[2]).toMatchObject({ slots: [], note: 'Deepavali' });
    expect(grid[1]!.slots.map((s) => [s.start_min, s.left])).toEqual([[720, 2]]);
    expect(grid[3]!.slots.map((s) => [s.start_min, s.left])).toEqual([
      [720, 3],
      [960, 3],
    ]);
  });
  it('a day the calendar leaves no slot on reads as closed, without a note; no firstAvailable there', () => {
    const none = {
      capacity: new Map([
        [takenKey(720, '2026-11-25'), 0],
        [takenKey(960, '2026-11-25'), 0],
      ]),
      closed: new Set<string>(),
    };
    const grid = slotGrid(templates, new Map(), NOW, none);
    expect(grid[1]).toMatchObject({ day: '2026-11-25', closed: true, note: '', slots: [] });
    expect(firstAvailable(grid.slice(1, 2))).toBeNull();
  });
  it.each([
    [{ slot_id: 720, day: '2026-11-26' }, 0, en('srv.dayClosed')],
    [{ slot_id: 960, day: '2026-11-25' }, 0, en('srv.slotOffDay')],
    [{ slot_id: 720, day: '2026-11-25' }, 4, null],
    [{ slot_id: 720, day: '2026-11-25' }, 5, en('srv.slotFull')],
    [{ slot_id: 720, day: '2026-11-27' }, 3, en('srv.slotFull')],
  ] as const)('%o with %i taken → %s', (choice, taken, message) => {
    const r = checkSlotChoice(choice, templates, taken, 'delivery', NOW, calendar);
    if (message === null) expect(r.ok).toBe(true);
    else expect(inEnglish(r)).toMatchObject({ ok: false, message });
  });
});

describe('checkout schema: slot, instructions, substitutes', () => {
  const base = { flag: 0, address_id: 3, payment_method: 'cash' };
  it('takes a slot as id and day together, never one alone', () => {
    expect(orderRequestSchema.safeParse({ ...base, slot_id: 101, slot_day: '2026-11-25' }).success).toBe(true);
    const alone = orderRequestSchema.safeParse({ ...base, slot_id: 101 });
    expect(alone.success).toBe(false);
    expect(sayIn('en', said(alone.error?.issues[0]?.message as MessageKey))).toBe(en('srv.slotUnknown'));
    expect(orderRequestSchema.safeParse({ ...base, slot_id: 101, slot_day: '25-11-2026' }).success).toBe(false);
  });

  it('limits delivery instructions to 200 characters and trims control characters', () => {
    const ok = orderRequestSchema.parse({ ...base, instructions: '  Gate code 4521\u0007, leave at door  ' });
    expect(ok.instructions).toBe('Gate code 4521 , leave at door');
    const long = orderRequestSchema.safeParse({ ...base, instructions: 'x'.repeat(201) });
    expect(sayIn('en', said(long.error?.issues[0]?.message as MessageKey))).toBe(en('srv.instructionsTooLong'));
  });

  it('accepts call / replace / skip per line and nothing else', () => {
    expect(checkoutLineSchema.parse({ id: 1, if_missing: 'replace' }).if_missing).toBe('replace');
    expect(checkoutLineSchema.safeParse({ id: 1, if_missing: 'refund' }).success).toBe(false);
  });
});
