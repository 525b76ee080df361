import { describe, expect, it } from 'vitest';
import { indiaClock, indiaDay, indiaDayBounds, IST_OFFSET_MS } from '../../src/lib/domain/money/india-time';

describe('India time (one offset for invoices, order numbers, the staff day filter, festivals)', () => {
  it('is UTC+5:30', () => {
    expect(IST_OFFSET_MS).toBe(19_800_000);
  });

  it('turns over to the next Indian day at 18:30 UTC', () => {
    expect(indiaDay(Date.UTC(2026, 10, 24, 18, 29, 59, 999))).toBe('2026-11-24');
    expect(indiaDay(Date.UTC(2026, 10, 24, 18, 30))).toBe('2026-11-25');
  });

  it('reads the wall clock through getUTC* fields', () => {
    const d = indiaClock(Date.UTC(2026, 2, 31, 18, 30));
    expect([d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours()]).toEqual([2026, 4, 1, 0]);
  });

  it('gives the [start, end) of an Indian calendar day in epoch ms', () => {
    const [start, end] = indiaDayBounds('2026-11-25');
    expect(start).toBe(Date.UTC(2026, 10, 24, 18, 30));
    expect(end - start).toBe(86_400_000);
    expect(indiaDay(start)).toBe('2026-11-25');
    expect(indiaDay(end - 1)).toBe('2026-11-25');
    expect(indiaDay(end)).toBe('2026-11-26');
  });
});
