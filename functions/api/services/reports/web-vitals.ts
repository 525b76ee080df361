/**
 * Speed as shoppers feel it (issue 30): a phone's beacon counted into the day's histogram, and the
 * dashboard's table of 75th percentiles per page kind and language over the last days.
 */
import { LANGS } from '../../../../src/lib/domain/i18n/langs';
import { indiaDay } from '../../../../src/lib/domain/money/india-time';
import {
  bucketValue,
  p75,
  PAGE_KINDS,
  VITAL_METRICS,
  vitalBucket,
  vitalRating,
  VITALS_DAYS,
  type VitalsReport,
  type VitalsRow,
} from '../../../../src/lib/domain/reports/web-vitals';
import type { VitalsBeacon } from '../../../../src/lib/domain/reports/web-vitals-schemas';
import { countVitals, vitalCounts } from '../../db/reports';
import { clientIp, hitRate, RATE_RULES } from '../rate-limit';
import * as clock from '../../lib/clock';

const DAY_MS = 24 * 60 * 60_000;

/** Counts one beacon; false when the address has sent more than its hourly share (nothing counted). */
export async function recordVitals(db: D1Database, beacon: VitalsBeacon, headers: Headers, now = clock.now()): Promise<boolean> {
  // Cloudflare names the address of every request that reaches the Worker, never a loopback one.
  // wrangler dev names 127.0.0.1 (or ::1) for every browser on the developer's own machine, where a
  // day of test journeys would use up one "address"'s hourly share: nothing to cap there.
  if (!isLocalMachine(headers.get('CF-Connecting-IP'))) {
    const hit = await hitRate(db, RATE_RULES.vitalsPerIp, clientIp(headers), now);
    if (hit.over) return false;
  }
  // a metric sent twice in one beacon counts once: one view, one value per metric
  const seen = new Map(beacon.metrics.map((m) => [m.name, vitalBucket(m.name, m.value)]));
  await countVitals(
    db,
    indiaDay(now),
    beacon.page,
    beacon.lang,
    [...seen].map(([metric, bucket]) => ({ metric, bucket })),
  );
  return true;
}

/** No address, or a loopback one: the request came from this machine, not over the internet. */
export function isLocalMachine(ip: string | null): boolean {
  const address = ip?.trim() ?? '';
  return address === '' || address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1';
}

/** The last VITALS_DAYS IST days up to `now`: one row per page kind and language that reported. */
export async function vitalsReport(db: D1Database, now = clock.now()): Promise<VitalsReport> {
  const to = indiaDay(now);
  const from = indiaDay(now - (VITALS_DAYS - 1) * DAY_MS);
  const counts = await vitalCounts(db, from, to);
  const rows: VitalsRow[] = [];
  for (const page of PAGE_KINDS) {
    for (const lang of LANGS) {
      const mine = counts.filter((c) => c.page === page && c.lang === lang);
      if (mine.length === 0) continue;
      const values = Object.fromEntries(
        VITAL_METRICS.map((metric) => {
          const histogram = mine.filter((c) => c.metric === metric).map((c) => ({ bucket: c.bucket, count: c.views }));
          const edge = p75(histogram);
          const value = edge === null ? null : bucketValue(metric, edge);
          return [
            metric,
            {
              p75: value,
              rating: value === null ? null : vitalRating(metric, value),
              count: histogram.reduce((n, h) => n + h.count, 0),
            },
          ];
        }),
      ) as VitalsRow['values'];
      rows.push({ page, lang, views: values.LCP.count, values });
    }
  }
  return { from, to, rows };
}
