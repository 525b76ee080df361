/**
 * Festival deals (src/content/festivals, "Festival deals" in the editor) become ordinary product
 * deals in D1: the same is_type / deal_start / deal_end / deal_amount / max_count columns every deal
 * uses, so the cart, checkout and order batch enforce them with the rules they already have
 * (src/lib/domain/catalogue/deal.ts, migrations/0003 order_guard). The window is the festival's Indian days:
 * from 00:00 IST on the first day to 00:00 IST after the last, so it opens and closes on the day
 * without a rebuild. Run by the seed (local) and by `npm run deals:sync` (deploy, --remote).
 */
import { pointsFor } from '../seed/data/products';
import { DAY, istMidnight } from '../seed/time';

export interface FestivalDeals {
  name: string;
  status: 'draft' | 'published';
  /** YYYY-MM-DD, Indian calendar days, both inclusive */
  starts: string;
  ends: string;
  /** price in rupees as marketing typed it */
  deals: Array<{ product: string; price: number; units: number }>;
}

export interface DealRow {
  slug: string;
  deal_start: number;
  deal_end: number;
  deal_amount: number;
  deal_point: number;
  max_count: number;
}

/** 00:00 IST of a calendar day (noon UTC is always inside the Indian day). */
const istDayStart = (day: string) => istMidnight(Date.parse(`${day}T12:00:00Z`));

export function festivalDealRows(festivals: FestivalDeals[]): DealRow[] {
  return festivals
    .filter((f) => f.status === 'published')
    .flatMap((f) =>
      f.deals.map((d) => {
        const amount = Math.round(d.price * 100);
        return {
          slug: d.product,
          deal_start: istDayStart(f.starts),
          deal_end: istDayStart(f.ends) + DAY,
          deal_amount: amount,
          deal_point: pointsFor(amount),
          max_count: d.units,
        };
      }),
    );
}

const text = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** The setting row listing the deals the last sync wrote, so the next one can end those taken out. */
export const SYNCED_DEALS_KEY = 'festival_deals';

/**
 * One UPDATE per deal. Units already sold count against the deal while its window stays the same
 * (a re-deploy mid-festival must not hand out another max_count); a new window starts from 0.
 * Then every deal the previous sync wrote that is no longer in the files (taken out of a festival,
 * festival deleted or back to draft) ends now, so the server stops charging a price marketing
 * removed; a product whose deal was since changed by someone else (another window) is left alone.
 * Last, the list of what this sync wrote is kept for the next one.
 */
export function festivalDealSql(rows: DealRow[], now = Date.now()): string[] {
  const kept = rows.map((r) => text(r.slug)).join(', ');
  const synced = JSON.stringify(rows.map((r) => ({ slug: r.slug, deal_start: r.deal_start, deal_end: r.deal_end })));
  return [
    ...rows.map(
      (r) =>
        `UPDATE product SET is_type = 'flash_deal', deal_start = ${r.deal_start}, deal_end = ${r.deal_end}, deal_amount = ${r.deal_amount}, deal_point = ${r.deal_point}, max_count = ${r.max_count}, ` +
        `purchased_count = CASE WHEN deal_start IS ${r.deal_start} AND deal_end IS ${r.deal_end} THEN purchased_count ELSE 0 END WHERE slug = ${text(r.slug)};`,
    ),
    `UPDATE product SET deal_start = MIN(deal_start, ${now}), deal_end = MIN(deal_end, ${now}) ` +
      `WHERE is_type IS NOT NULL${rows.length ? ` AND slug NOT IN (${kept})` : ''} AND EXISTS (SELECT 1 FROM setting s, json_each(s.value) j WHERE s.key = '${SYNCED_DEALS_KEY}' ` +
      `AND json_extract(j.value, '$.slug') = product.slug AND json_extract(j.value, '$.deal_start') = product.deal_start AND json_extract(j.value, '$.deal_end') = product.deal_end);`,
    `INSERT INTO setting (key, value) VALUES ('${SYNCED_DEALS_KEY}', ${text(synced)}) ON CONFLICT (key) DO UPDATE SET value = excluded.value;`,
  ];
}
