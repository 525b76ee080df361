import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FESTIVAL_SLUGS } from '../../scripts/seed/data/content';
import { productBySlug } from '../../scripts/seed/data/products';
import { FESTIVAL_ID } from '../../scripts/seed/fixtures';
import { CATEGORY_LIMIT, festivalProducts } from '../../src/components/festival/catalogue';
import {
  festivalBuildTime,
  festivalPageDay,
  festivalStatus,
  festivalSwitchDays,
  listedFestivals,
} from '../../src/components/festival/schedule';
import { indiaDay } from '../../src/lib/domain/money/india-time';

const d = (s: string) => new Date(`${s}T00:00:00Z`);
const ist = (s: string) => Date.parse(`${s}+05:30`);
const diwali = { starts: d('2026-10-25'), ends: d('2026-12-31') };

describe('festivalStatus (build day in India against inclusive calendar dates)', () => {
  it.each([
    ['the day before it starts', '2026-10-24T23:59:00', 'upcoming'],
    ['the first minute of the first day', '2026-10-25T00:00:00', 'live'],
    ['mid-festival', '2026-11-23T12:00:00', 'live'],
    ['the last minute of the last day', '2026-12-31T23:59:00', 'live'],
    ['the next day', '2027-01-01T00:00:00', 'past'],
  ])('%s', (_label, at, status) => {
    expect(festivalStatus(diwali, ist(at))).toBe(status);
  });

  it('uses the Indian day, not UTC: 1 a.m. IST on 25 Oct is still 24 Oct in UTC', () => {
    expect(indiaDay(ist('2026-10-25T01:00:00'))).toBe('2026-10-25');
    expect(festivalStatus(diwali, ist('2026-10-25T01:00:00'))).toBe('live');
  });

  it('lists running festivals first, then upcoming by start date, and leaves past ones out', () => {
    const all = [
      { name: 'Holi', starts: d('2027-03-20'), ends: d('2027-03-22') },
      { name: 'Onam', starts: d('2026-08-20'), ends: d('2026-09-05') },
      { name: 'Christmas', starts: d('2026-12-15'), ends: d('2026-12-26') },
      { name: 'Diwali', ...diwali },
    ];
    const listed = listedFestivals(all, ist('2026-11-23T10:00:00'));
    expect(listed.map((f) => [f.name, f.status])).toEqual([
      ['Diwali', 'live'],
      ['Christmas', 'upcoming'],
      ['Holi', 'upcoming'],
    ]);
  });
});

describe('festivalBuildTime (FESTIVAL_PREVIEW_DAY)', () => {
  it('is now unless a preview day is set', () => {
    expect(festivalBuildTime(undefined, 123)).toBe(123);
    expect(festivalBuildTime('', 123)).toBe(123);
  });

  it('a preview day builds the page as on that Indian day', () => {
    const at = festivalBuildTime('2027-01-12', Date.now());
    expect(indiaDay(at)).toBe('2027-01-12');
    expect(festivalStatus({ starts: d('2027-01-10'), ends: d('2027-01-18') }, at)).toBe('live');
    expect(festivalStatus(diwali, at)).toBe('past');
  });

  it.each(['12-01-2027', '2027-02-30', '2027-13-01', 'tomorrow'])('refuses %s rather than build the wrong page', (day) => {
    expect(() => festivalBuildTime(day, 0)).toThrow(/FESTIVAL_PREVIEW_DAY/);
  });
});

describe('festival products at build time (seed catalogue)', () => {
  it('keeps the file order, with names and no price (prices come from D1 when the page opens)', () => {
    const cards = festivalProducts({ name: 'T', products: ['haldirams-rasgulla-1-kg', 'amul-pure-ghee'] });
    expect(cards.map((c) => c.slug)).toEqual(['haldirams-rasgulla-1-kg', 'amul-pure-ghee']);
    const seed = productBySlug('haldirams-rasgulla-1-kg');
    expect(cards[0]).toMatchObject({
      href: '/product-details-one/haldirams-rasgulla-1-kg',
      name: seed.name,
    });
    expect(cards[0]).not.toHaveProperty('price');
  });

  it('fills a grid from a category, at most CATEGORY_LIMIT products', () => {
    const cat = productBySlug('haldirams-rasgulla-1-kg').category_slug;
    const cards = festivalProducts({ name: 'T', products: [], category: cat });
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(CATEGORY_LIMIT);
    for (const c of cards) expect(productBySlug(c.slug).category_slug).toBe(cat);
  });

  it('fails the build on an unknown slug or category', () => {
    expect(() => festivalProducts({ name: 'T', products: ['no-such-sweet'] })).toThrow(/no-such-sweet/);
    expect(() => festivalProducts({ name: 'T', products: [], category: 'no-such-shelf' })).toThrow(/no-such-shelf/);
  });

  it('the demo festival file lists the seeded festival (festivalList id 3) in the same order', () => {
    const md = readFileSync('src/content/festivals/diwali.md', 'utf8');
    const front = md.split('---')[1]!;
    const slugs = front
      .slice(front.indexOf('products:'))
      .match(/^ {2}- ([a-z0-9-]+)$/gm)!
      .map((l) => l.slice(4));
    expect(slugs).toEqual(FESTIVAL_SLUGS);
    expect(front).toMatch(new RegExp(`^festival_id: ${FESTIVAL_ID}$`, 'm'));
  });

  it('every festival file names banners that exist in src/assets/festivals (the page would show broken images)', () => {
    const files = readdirSync('src/content/festivals').filter((f) => /\.(md|json)$/.test(f));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const text = readFileSync(`src/content/festivals/${f}`, 'utf8');
      const banners = [...text.matchAll(/"?src"?:\s*"?(\.\.\/[^"\s,]+)"?/g)].map((m) => m[1]!);
      expect(banners.length, f).toBeGreaterThan(0);
      for (const b of banners) expect(existsSync(`src/content/festivals/${b}`), `${f}: ${b}`).toBe(true);
    }
  });
});

describe('/festival switches at midnight IST without a rebuild', () => {
  const sankranti = { starts: d('2027-01-10'), ends: d('2027-01-18') };

  it('the build pre-renders the page for each later day it changes: first days and the day after last days', () => {
    expect(festivalSwitchDays([diwali, sankranti], ist('2026-11-20T10:00:00'))).toEqual(['2027-01-01', '2027-01-10', '2027-01-19']);
    // a festival already on at the build: only its end is ahead
    expect(festivalSwitchDays([sankranti], ist('2027-01-12T10:00:00'))).toEqual(['2027-01-19']);
  });

  it('each request serves the version for its Indian day', () => {
    const schedule = { built: '2026-11-20', switches: ['2027-01-01', '2027-01-10', '2027-01-19'], preview: false };
    expect(festivalPageDay(schedule, ist('2026-12-31T23:59:59'))).toBe('2026-11-20');
    expect(festivalPageDay(schedule, ist('2027-01-01T00:00:00'))).toBe('2027-01-01');
    expect(festivalPageDay(schedule, ist('2027-01-10T00:00:01'))).toBe('2027-01-10');
    expect(festivalPageDay(schedule, ist('2027-06-01T12:00:00'))).toBe('2027-01-19');
    // 00:30 IST on 1 Jan is still 31 Dec in UTC: the switch follows India
    expect(festivalPageDay(schedule, Date.parse('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
  });

  it('a FESTIVAL_PREVIEW_DAY build stays on its day whatever the clock', () => {
    expect(festivalPageDay({ built: '2027-01-12', switches: ['2027-01-19'], preview: true }, ist('2027-02-01T10:00:00'))).toBe(
      '2027-01-12',
    );
  });
});
