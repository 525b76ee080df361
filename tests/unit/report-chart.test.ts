/** The dashboard charts' geometry (issue 30): a nice scale, columns that fit, labels that stay readable. */
import { describe, expect, it } from 'vitest';
import { barShares, columnChart, niceCeiling, pct } from '../../src/lib/domain/reports/chart';

describe('chart geometry', () => {
  it.each([
    [0, 1],
    [1, 1],
    [7, 10],
    [12, 20],
    [45, 50],
    [97900, 100000],
    [150001, 200000],
  ])('niceCeiling(%i) = %i', (max, top) => {
    expect(niceCeiling(max)).toBe(top);
  });

  it('columns fill the width, heights are shares of the top, at most 7 labels with the last day always', () => {
    const c = columnChart(
      Array.from({ length: 31 }, (_, i) => i * 100),
      7,
    );
    expect(c.top).toBe(5000);
    expect(c.columns).toHaveLength(31);
    const last = c.columns.at(-1)!;
    expect(last.x + last.width).toBeLessThanOrEqual(100);
    expect(last.labelled).toBe(true);
    expect(c.columns.filter((x) => x.labelled).length).toBeLessThanOrEqual(7);
    expect(last.height).toBeCloseTo(3000 / 5000);
    expect(columnChart([]).columns).toEqual([]);
  });

  it('bars are shares of the longest; percents are trimmed', () => {
    expect(barShares([2, 4, 0])).toEqual([0.5, 1, 0]);
    expect(barShares([0, 0])).toEqual([0, 0]);
    expect(pct(33.333333)).toBe('33.333%');
  });
});
