/**
 * Speed as shoppers feel it (issue 30): Core Web Vitals from shoppers' own phones, kept as a
 * histogram per IST day, page kind, language and metric (never one row per view, never who), so the
 * store keeps counts, not people, and the dashboard's 75th percentile reads a bounded table.
 */
import type { Lang } from '../i18n/langs';
import { productPath } from '../catalogue/shop-paths';

export const VITAL_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/** The shop's pages the owner asks about; every other page counts as "other". */
export const PAGE_KINDS = ['home', 'shop', 'product', 'search', 'cart', 'checkout', 'other'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/**
 * Google's thresholds (web.dev/vitals): at or under `good` is good, over `poor` is poor. LCP and INP
 * in milliseconds, CLS as the unitless score.
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const t = VITAL_THRESHOLDS[metric];
  return value <= t.good ? 'good' : value <= t.poor ? 'needs-improvement' : 'poor';
}

/** A page's kind from its path, the /kn or /hi prefix ignored. */
export function pageKind(path: string): PageKind {
  const p = path.replace(/^\/(kn|hi)(?=\/|$)/, '') || '/';
  if (p === '/') return 'home';
  if (p === '/shop' || p.startsWith('/shop/')) return 'shop';
  if (p.startsWith(productPath(''))) return 'product';
  if (p === '/search') return 'search';
  if (p === '/cart') return 'cart';
  if (p === '/checkout') return 'checkout';
  return 'other';
}

/** The most a phone can sensibly report: beyond these a value is a stuck tab, counted at the cap. */
const CAP: Record<VitalMetric, number> = { LCP: 60_000, INP: 10_000, CLS: 10 };

/**
 * The histogram bucket a value falls in, as the bucket's upper edge in whole units (ms; CLS in
 * thousandths). Fine where the thresholds are (25 ms up to 1 s, 100 ms up to 5 s, then 500 ms; CLS
 * by 0.005 up to 0.5, then 0.05), so a p75 read off the upper edges is within a bucket of the truth
 * and never flatters the store.
 */
export function vitalBucket(metric: VitalMetric, value: number): number {
  const v = Math.min(Math.max(0, value), CAP[metric]);
  if (metric === 'CLS') {
    const milli = v * 1000;
    return milli <= 500 ? Math.ceil(milli / 5) * 5 : Math.ceil(milli / 50) * 50;
  }
  if (v <= 1000) return Math.ceil(v / 25) * 25;
  if (v <= 5000) return Math.ceil(v / 100) * 100;
  return Math.ceil(v / 500) * 500;
}

/** A bucket's upper edge back in the metric's own unit (ms, or the CLS score). */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  return metric === 'CLS' ? bucket / 1000 : bucket;
}

/**
 * The 75th percentile of a histogram (bucket upper edge → count): the smallest bucket at or under
 * which at least 75 % of the views fall. Null with no views.
 */
export function p75(histogram: readonly { bucket: number; count: number }[]): number | null {
  const total = histogram.reduce((n, h) => n + h.count, 0);
  if (total === 0) return null;
  const need = Math.ceil(total * 0.75);
  let seen = 0;
  for (const h of [...histogram].sort((a, b) => a.bucket - b.bucket)) {
    seen += h.count;
    if (seen >= need) return h.bucket;
  }
  return null;
}

/** One row of the dashboard's speed table: a page kind in a language over the window. */
export interface VitalsRow {
  page: PageKind;
  lang: Lang;
  /** page views that reported LCP (every view that was shown reports it) */
  views: number;
  values: Record<VitalMetric, { p75: number | null; rating: VitalRating | null; count: number }>;
}

/** The dashboard's table: the IST days it covers and a row per page kind and language that reported. */
export interface VitalsReport {
  from: string;
  to: string;
  rows: VitalsRow[];
}

/** A beacon carries each metric once; one address may send this many beacons an hour (a page view sends one or two). */
export const VITALS_PER_BEACON = 3;
export const VITALS_BEACONS_PER_HOUR = 200;
/** The dashboard's window, in IST days including today. */
export const VITALS_DAYS = 7;
/** Share of page views that report, in production; every view reports in development (tests, demos). */
export const VITALS_SAMPLE_RATE = 0.25;
