/** The reports' periods in India's calendar (issue 30): today, this week, a chosen range, a month. */
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  indianDate,
  isDay,
  lastMonth,
  reportMonth,
  reportRange,
  weekStart,
} from '../../src/lib/domain/reports/report-range';
import { MAX_REPORT_DAYS } from '../../src/lib/domain/reports/report-limits';

// Sat 28 Nov 2026, 00:10 IST = Fri 27 Nov 18:40 UTC: the IST day is already the 28th
const NOW = Date.UTC(2026, 10, 27, 18, 40);

describe('reportRange', () => {
  it('today and this week are IST days (Monday to today)', () => {
    const today = reportRange({ period: 'today' }, NOW);
    expect(today).toMatchObject({ ok: true, value: { from: '2026-11-28', to: '2026-11-28', days: ['2026-11-28'] } });
    const week = reportRange({ period: 'week' }, NOW);
    expect(week).toMatchObject({ ok: true, value: { from: '2026-11-23', to: '2026-11-28' } });
    expect(week.ok && week.value.days).toHaveLength(6);
    // [start, end) are the IST midnights
    expect(today.ok && today.value.start).toBe(Date.UTC(2026, 10, 27, 18, 30));
    expect(today.ok && today.value.end).toBe(Date.UTC(2026, 10, 28, 18, 30));
  });

  it.each([
    [{ from: '2026-10-01', to: '2026-10-31' }, true, 31],
    [{ from: '2026-10-14' }, true, 1],
    [{ from: '2026-07-15', to: '2026-10-14' }, true, MAX_REPORT_DAYS],
  ])('a range %o: ok %s, %i days', (q, ok, n) => {
    const r = reportRange(q, NOW);
    expect(r.ok).toBe(ok);
    expect(r.ok && r.value.days).toHaveLength(n);
  });

  it.each([
    [{ from: '2026-07-14', to: '2026-10-14' }, 'report.rangeTooLong'],
    [{ from: '2016-10-14', to: '2026-10-14' }, 'report.rangeTooLong'],
    [{ from: '2026-10-14', to: '2026-10-13' }, 'report.backwards'],
    [{ from: '2026-02-29' }, 'report.badDay'],
    [{ from: '14-10-2026' }, 'report.badDay'],
    [{ period: 'range' as const }, 'report.badDay'],
  ])('refuses %o with %s', (q, code) => {
    expect(reportRange(q, NOW)).toMatchObject({ ok: false, code });
  });

  it('the ten-year refusal names the limit and the days asked for', () => {
    const r = reportRange({ from: '2016-10-14', to: '2026-10-13' }, NOW);
    expect(!r.ok && r.message).toBe('A report covers at most 92 days; you chose 3,652. Choose a shorter range, or export month by month.');
  });
});

describe('days', () => {
  it('isDay, addDays, daysBetween, weekStart, indianDate', () => {
    expect([isDay('2028-02-29'), isDay('2026-02-29'), isDay('2026-13-01'), isDay(undefined)]).toEqual([true, false, false, false]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-10-14', '2026-10-14')).toBe(1);
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday belongs to the week from Monday
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(indianDate('2026-10-04')).toBe('04-10-2026');
  });
});

describe('reportMonth', () => {
  it('a month in India, not after the current one', () => {
    expect(reportMonth('2026-02', NOW)).toMatchObject({
      ok: true,
      value: { from: '2026-02-01', to: '2026-02-28', label: 'February 2026' },
    });
    expect(reportMonth('2026-11', NOW)).toMatchObject({ ok: true, value: { to: '2026-11-30' } });
    expect(reportMonth('2026-12', NOW)).toMatchObject({ ok: false, code: 'report.futureMonth' });
    expect(reportMonth('2026-13', NOW)).toMatchObject({ ok: false, code: 'report.badMonth' });
    expect(reportMonth(undefined, NOW)).toMatchObject({ ok: false, code: 'report.badMonth' });
    expect(lastMonth(NOW)).toBe('2026-10');
    expect(lastMonth(Date.UTC(2027, 0, 10))).toBe('2026-12');
  });
});
