/**
 * Issue 33, the editor's calendar: its clashes are the content rules' own verdicts (the ones the form
 * warns of and the build refuses), placed on the days both clashing things show; nothing else is
 * called a clash.
 */
import { describe, expect, it } from 'vitest';
import { calendarOf, clashesOn, daysText, itemsInMonth, monthsAround, monthWeeks } from '../../src/lib/cms/calendar';
import {
  type Catalogue,
  dealClashes,
  festivalProblems,
  type FestivalForRules,
  slideProblems,
  type SlideForRules,
} from '../../src/lib/cms/content-rules';

const catalogue: Catalogue = {
  products: new Map([
    ['organic-jaggery-powder-500-g', { name: 'Organic Jaggery Powder 500 g', selling: 9000 }],
    ['amul-pure-ghee', { name: 'Amul Pure Ghee', selling: 60000 }],
  ]),
  categories: new Set(['staples']),
};
const festival = (over: Partial<FestivalForRules>): FestivalForRules => ({
  id: 'pongal.md',
  name: 'Pongal',
  status: 'published',
  starts: '2027-01-12',
  ends: '2027-01-16',
  banners: [{ src: '../../assets/festivals/pongal/banner.png', alt: 'Sugarcane and jaggery' }],
  products: ['amul-pure-ghee'],
  deals: [],
  ...over,
});
const slide = (over: Partial<SlideForRules>): SlideForRules => ({
  id: 'a.json',
  title: 'A',
  place: 'main',
  order: 1,
  photo: '../../assets/home-slides/a/photo.svg',
  ...over,
});

const JAGGERY = { product: 'organic-jaggery-powder-500-g', price: 65, units: 20 };
const festivals = [
  festival({ id: 'pongal.md', name: 'Pongal', deals: [JAGGERY] }),
  // the same product on deal from 14/01: a clash on 14, 15 and 16 January
  festival({
    id: 'sankranti.md',
    name: 'Sankranti',
    starts: '2027-01-14',
    ends: '2027-01-18',
    deals: [JAGGERY, { ...JAGGERY, price: 70 }],
  }),
  // a draft never clashes (it is not published)
  festival({ id: 'draft.md', name: 'Draft', status: 'draft', deals: [JAGGERY] }),
  // another product on the same days: no clash
  festival({ id: 'ghee.md', name: 'Ghee week', deals: [{ product: 'amul-pure-ghee', price: 549, units: 5 }] }),
];
const slides = [
  slide({ id: 'always.json', title: 'Always on' }),
  slide({ id: 'pongal-week.json', title: 'Pongal week', shows_from: '2027-01-12', shows_until: '2027-01-13' }),
  slide({ id: 'offer.json', title: 'Offer row', place: 'below', shows_from: '2027-01-12', shows_until: '2027-01-13' }),
];

describe('calendarOf', () => {
  const { items, clashes } = calendarOf(festivals, slides, catalogue);

  it('its clashes are exactly the rule module verdicts: deal clashes, a product twice on deal, slide clashes', () => {
    const rules = [
      ...dealClashes(festivals, catalogue),
      ...festivals.flatMap((f) => festivalProblems(f, catalogue, () => true)),
      ...slideProblems(slides, () => true),
    ];
    // the build's lines name the file before the verdict; the calendar names the festival
    const strip = (line: string) => line.replace(/^Festival "[^"]+" \(src\/content\/festivals\/[^)]+\): /, '').replace(/^"[^"]+": /, '');
    expect(clashes.map((c) => strip(c.message)).sort()).toEqual(rules.map(strip).sort());
    expect(clashes).toHaveLength(3);
  });

  it('marks the clashing deals and slides, and nothing else', () => {
    const marked = items.filter((i) => i.clash).map((i) => i.key);
    expect(marked.sort()).toEqual(
      [
        'deal:pongal.md:organic-jaggery-powder-500-g',
        'deal:sankranti.md:organic-jaggery-powder-500-g',
        'slide:always.json',
        'slide:pongal-week.json',
      ].sort(),
    );
  });

  it('a clash is on the days all its items show: the deals from 14 to 16 January, the slides on 12 and 13', () => {
    const dealClash = (day: string) => clashesOn(day, items, clashes).filter((c) => c.message.includes('is on deal in')).length;
    expect(['2027-01-13', '2027-01-14', '2027-01-16', '2027-01-17'].map(dealClash)).toEqual([0, 1, 1, 0]);
    const slideClash = (day: string) => clashesOn(day, items, clashes).filter((c) => c.message.startsWith('Home slides')).length;
    expect(['2027-01-11', '2027-01-12', '2027-01-13', '2027-01-14'].map(slideClash)).toEqual([0, 1, 1, 0]);
    // the product twice in Sankranti: every day of Sankranti
    expect(clashesOn('2027-01-18', items, clashes).map((c) => c.message)).toEqual([
      '"Sankranti": Organic Jaggery Powder 500 g has two deals; keep one',
    ]);
  });

  it('names the earlier festival and slide first, whatever order the files were read in (CI reads a clean clone)', () => {
    const reversed = calendarOf([...festivals].reverse(), [...slides].reverse(), catalogue).clashes.map((c) => c.message);
    expect(reversed.sort()).toEqual(clashes.map((c) => c.message).sort());
    expect(clashes.find((c) => c.message.includes('is on deal in'))!.message).toMatch(/in "Pongal" .* and in "Sankranti"/);
    expect(clashes.find((c) => c.message.startsWith('Home slides'))!.message).toMatch(/^Home slides "Always on" and "Pongal week"/);
  });

  it('lists a deal once per festival, with its price, product name and festival days', () => {
    const deals = items.filter((i) => i.kind === 'deal' && i.key.startsWith('deal:sankranti'));
    expect(deals.map((d) => [d.label, daysText(d)])).toEqual([
      ['Organic Jaggery Powder 500 g ₹65 (Sankranti)', '14/01/2027 to 18/01/2027'],
    ]);
  });
});

describe('the month', () => {
  it('January 2027 starts on a Friday: weeks Monday to Sunday', () => {
    const weeks = monthWeeks('2027-01');
    expect(weeks[0]).toEqual([null, null, null, null, '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.at(-1)!.at(-1)).toBe('2027-01-31');
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });

  it('moves across years', () => {
    expect(monthsAround('2027-01')).toEqual({ before: '2026-12', after: '2027-02' });
  });

  it('the phone list holds the items that show some day of the month, earliest first', () => {
    const { items } = calendarOf(festivals, slides, catalogue);
    expect(itemsInMonth('2026-12', items).map((i) => i.key)).toEqual(['slide:always.json']);
    expect(itemsInMonth('2027-01', items)[1]!.from).toBe('2027-01-12');
    expect(daysText({ from: null, until: null })).toBe('every day');
  });
});
