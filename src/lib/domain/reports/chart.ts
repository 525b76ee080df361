/**
 * Geometry for the dashboard's server-drawn SVG charts (no chart library). Positions are percents
 * of the chart's width, so one SVG fills a 390 px phone or a 1280 px counter screen with its text
 * at its own size (the SVG is not scaled, only its bars are placed); heights are shares of 1.
 */

/** The smallest 1, 2 or 5 × 10^k at or above `max` (at least 1): the top of the scale. */
export function niceCeiling(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

export interface Column {
  /** left edge and width, percent of the plot's width */
  x: number;
  width: number;
  /** share of the plot's height, 0..1 */
  height: number;
  /** whether this column's label is written under it */
  labelled: boolean;
}

export interface ColumnChart {
  top: number;
  /** values of the grid lines from 0 to top */
  grid: number[];
  columns: Column[];
}

/**
 * Columns side by side with a gap; at most `maxLabels` labels, evenly spread and always the last
 * one (today), so a month's days stay readable on a phone.
 */
export function columnChart(values: readonly number[], maxLabels = 7): ColumnChart {
  const top = niceCeiling(Math.max(0, ...values));
  const n = values.length;
  const slot = n > 0 ? 100 / n : 100;
  const gap = Math.min(slot * 0.25, 1.5);
  const every = Math.max(1, Math.ceil(n / Math.max(1, maxLabels)));
  const columns = values.map((v, i) => ({
    x: i * slot + gap / 2,
    width: slot - gap,
    height: Math.max(0, v) / top,
    labelled: (n - 1 - i) % every === 0,
  }));
  return { top, grid: [0, top / 2, top], columns };
}

/** A horizontal bar's length as a share of the longest (0..1). */
export function barShares(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((v) => (max > 0 ? Math.max(0, v) / max : 0));
}

/** A percent for an SVG attribute, trimmed to 3 decimals ("12.5%"). */
export function pct(percent: number): string {
  return `${Math.round(percent * 1000) / 1000}%`;
}
