import { describe, expect, it } from 'vitest';
import { festivalDealRows, festivalDealSql } from '../../scripts/festival/deals';
import { readFestivalDeals } from '../../scripts/festival/read-festivals';
import { pointsFor } from '../../scripts/seed/data/products';

const pongal = {
  name: 'Pongal',
  status: 'published' as const,
  starts: '2027-01-12',
  ends: '2027-01-16',
  deals: [{ product: 'amul-pure-ghee', price: 549.5, units: 20 }],
};

describe('festival deals become product deals', () => {
  it("the window is the festival's Indian days: 00:00 IST on the first day to 00:00 IST after the last", () => {
    const [row] = festivalDealRows([pongal]);
    expect(row).toEqual({
      slug: 'amul-pure-ghee',
      deal_start: Date.parse('2027-01-12T00:00:00+05:30'),
      deal_end: Date.parse('2027-01-17T00:00:00+05:30'),
      deal_amount: 54950,
      deal_point: pointsFor(54950),
      max_count: 20,
    });
  });

  it('drafts put nothing on deal', () => {
    expect(festivalDealRows([{ ...pongal, status: 'draft' }])).toEqual([]);
  });

  it('the SQL keeps units sold while the window is unchanged and quotes the slug', () => {
    const [sql] = festivalDealSql([{ slug: "o'brien", deal_start: 1, deal_end: 2, deal_amount: 3, deal_point: 0, max_count: 4 }]);
    expect(sql).toContain("WHERE slug = 'o''brien';");
    expect(sql).toContain('purchased_count = CASE WHEN deal_start IS 1 AND deal_end IS 2 THEN purchased_count ELSE 0 END');
  });

  it('ends the deals the last sync wrote that are gone from the files, then records what it wrote', () => {
    const sql = festivalDealSql(
      [{ slug: 'amul-pure-ghee', deal_start: 1, deal_end: 2, deal_amount: 3, deal_point: 0, max_count: 4 }],
      1000,
    );
    expect(sql).toHaveLength(3);
    expect(sql[1]).toContain('SET deal_start = MIN(deal_start, 1000), deal_end = MIN(deal_end, 1000)');
    expect(sql[1]).toContain("slug NOT IN ('amul-pure-ghee')");
    expect(sql[2]).toContain(`'${JSON.stringify([{ slug: 'amul-pure-ghee', deal_start: 1, deal_end: 2 }])}'`);
    // with no deal left in any file, every recorded one ends
    expect(festivalDealSql([], 1000)[0]).not.toContain('NOT IN');
  });

  it('reads the festival files (the demo festivals carry no deals, so the seeded deals stay as tests expect)', () => {
    const files = readFestivalDeals();
    expect(files.map((f) => f.name).sort()).toEqual(['Diwali Dhamaka', 'Sankranti Harvest Specials']);
    expect(files.find((f) => f.name === 'Diwali Dhamaka')).toMatchObject({
      status: 'published',
      starts: '2026-10-25',
      ends: '2026-12-31',
      deals: [],
    });
  });
});
