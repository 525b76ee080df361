/** The web_vital histogram (migration 0030): counts per IST day, page kind, language, metric and bucket. */

export interface VitalCount {
  page: string;
  lang: string;
  metric: string;
  bucket: number;
  views: number;
}

/** Adds one view to each bucket, in one batch (each statement an atomic upsert). */
export async function countVitals(
  db: D1Database,
  day: string,
  page: string,
  lang: string,
  buckets: readonly { metric: string; bucket: number }[],
): Promise<void> {
  const add = db.prepare(
    `INSERT INTO web_vital (day, page, lang, metric, bucket, views) VALUES (?1, ?2, ?3, ?4, ?5, 1)
     ON CONFLICT (day, page, lang, metric, bucket) DO UPDATE SET views = views + 1`,
  );
  await db.batch(buckets.map((b) => add.bind(day, page, lang, b.metric, b.bucket)));
}

/** Every bucket from `fromDay` to `toDay` (IST days, inclusive), summed over the days. */
export async function vitalCounts(db: D1Database, fromDay: string, toDay: string): Promise<VitalCount[]> {
  const { results } = await db
    .prepare(
      `SELECT page, lang, metric, bucket, sum(views) AS views FROM web_vital
       WHERE day BETWEEN ?1 AND ?2 GROUP BY page, lang, metric, bucket`,
    )
    .bind(fromDay, toDay)
    .all<VitalCount>();
  return results;
}
