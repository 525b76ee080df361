import { describe, expect, it } from 'vitest';
import { cmsEnabled } from '../../src/lib/cms/cms-mode';
import {
  adTileProblems,
  assertPublishable,
  type Catalogue,
  dealClashes,
  festivalNotes,
  festivalProblems,
  type FestivalForRules,
  slideProblems,
  type SlideForRules,
} from '../../src/lib/cms/content-rules';

const catalogue: Catalogue = {
  products: new Map([
    ['haldirams-rasgulla-1-kg', { name: "Haldiram's Rasgulla 1 kg", selling: 25000 }],
    ['amul-pure-ghee', { name: 'Amul Pure Ghee', selling: 60000 }],
  ]),
  categories: new Set(['staples']),
};
const all = () => true;
const festival = (over: Partial<FestivalForRules> = {}): FestivalForRules => ({
  id: 'pongal.md',
  name: 'Pongal',
  status: 'published',
  starts: '2027-01-12',
  ends: '2027-01-16',
  banners: [{ src: '../../assets/festivals/pongal/banner.png', alt: 'Sugarcane and jaggery' }],
  products: ['haldirams-rasgulla-1-kg', 'amul-pure-ghee'],
  deals: [],
  ...over,
});

describe('festival guard rails (the build refuses these)', () => {
  it('a correct festival has no problems', () => {
    expect(festivalProblems(festival({ deals: [{ product: 'amul-pure-ghee', price: 549, units: 20 }] }), catalogue, all)).toEqual([]);
  });

  it('an unknown product, category or deal product', () => {
    const problems = festivalProblems(
      festival({ products: ['no-such-sweet'], category: 'no-such-shelf', deals: [{ product: 'ghost', price: 1, units: 1 }] }),
      catalogue,
      all,
    );
    expect(problems.join('\n')).toMatch(/"no-such-sweet" is not in the catalogue: pick the product from the list/);
    expect(problems.join('\n')).toMatch(/unknown category "no-such-shelf"/);
    expect(problems.join('\n')).toMatch(/"ghost" is not in the catalogue/);
  });

  it('a missing picture and missing alt text, each named by banner number', () => {
    const problems = festivalProblems(
      festival({
        banners: [
          { src: '../../assets/festivals/pongal/gone.png', alt: 'ok text' },
          { src: '../../assets/festivals/pongal/b.png', alt: '  ' },
        ],
      }),
      catalogue,
      (src) => !src.endsWith('gone.png'),
    );
    expect(problems).toEqual([
      'Festival "Pongal" (src/content/festivals/pongal.md): banner 1 picture ../../assets/festivals/pongal/gone.png is missing',
      'Festival "Pongal" (src/content/festivals/pongal.md): banner 2 needs alt text (what the picture shows, for shoppers who cannot see it)',
    ]);
  });

  it('an end before the start', () => {
    expect(festivalProblems(festival({ starts: '2027-01-16', ends: '2027-01-12' }), catalogue, all)).toEqual([
      'Festival "Pongal" (src/content/festivals/pongal.md): The last day 12/01/2027 is before the first day 16/01/2027: change one of them.',
    ]);
  });

  it('a deal price at or above the selling price, or no units', () => {
    const problems = festivalProblems(festival({ deals: [{ product: 'haldirams-rasgulla-1-kg', price: 250, units: 0 }] }), catalogue, all);
    expect(problems).toEqual([
      'Festival "Pongal" (src/content/festivals/pongal.md): The deal price ₹250 must be below Haldiram\'s Rasgulla 1 kg\'s price ₹250.',
    ]);
    expect(festivalProblems(festival({ deals: [{ product: 'haldirams-rasgulla-1-kg', price: 200, units: 0 }] }), catalogue, all)).toEqual([
      'Festival "Pongal" (src/content/festivals/pongal.md): Type how many units of Haldiram\'s Rasgulla 1 kg sell at the deal price (at least 1).',
    ]);
  });

  it('a missing picture for phones and an unknown focal point, in the same list (issue 33)', () => {
    const phone = '../../assets/festivals/pongal/phone.png';
    const banners = [{ src: '../../assets/festivals/pongal/banner.png', alt: 'A pot', phone, focus: 'middle' }];
    const problems = festivalProblems(festival({ banners, status: 'draft' }), catalogue, (src) => src !== phone);
    expect(problems).toEqual([
      `Festival "Pongal" (src/content/festivals/pongal.md): banner 1 picture for phones ${phone} is missing`,
      expect.stringMatching(
        /^Festival "Pongal" \(src\/content\/festivals\/pongal\.md\): banner 1: The focal point "middle" is not one of /,
      ),
    ]);
    expect(festivalProblems(festival({ banners: [{ ...banners[0]!, focus: 'top-left' }] }), catalogue, all)).toEqual([]);
  });

  it('a Kannada banner cut for phones where the English has its own phone picture is noted, not refused', () => {
    const banners = [{ src: '../../assets/festivals/pongal/banner.png', alt: 'A pot', phone: '../../assets/festivals/pongal/phone.png' }];
    const own = { kn: [{ src: '../../assets/festivals/pongal/banner.kn.png', phone: null }], hi: [{ src: null }] };
    const f = festival({ banners, own });
    expect(festivalProblems(f, catalogue, all)).toEqual([]);
    expect(festivalNotes(f)).toEqual([
      'Festival "Pongal" (src/content/festivals/pongal.md): banner 1 in Kannada has no picture for phones: phones get a 3:2 cut of the Kannada banner around its focal point (add one under "In Kannada" to choose it).',
    ]);
  });

  it('a draft is only held to what could never show (it does not reach shoppers)', () => {
    const draft = festival({ status: 'draft', products: ['not-yet-chosen'], banners: [{ src: 'x.png', alt: '' }] });
    expect(festivalProblems(draft, catalogue, all)).toEqual([
      'Festival "Pongal" (src/content/festivals/pongal.md): banner 1 needs alt text (what the picture shows, for shoppers who cannot see it)',
    ]);
  });

  it('two published festivals on overlapping days may not put one product on deal twice', () => {
    const a = festival({ deals: [{ product: 'amul-pure-ghee', price: 549, units: 5 }] });
    const b = festival({
      id: 'sankranti.md',
      name: 'Sankranti',
      starts: '2027-01-16',
      ends: '2027-01-20',
      deals: [{ product: 'amul-pure-ghee', price: 500, units: 5 }],
    });
    expect(dealClashes([a, b], catalogue)).toEqual([
      'Amul Pure Ghee is on deal in "Pongal" (12/01/2027 to 16/01/2027) and in "Sankranti" (16/01/2027 to 20/01/2027), ' +
        "both from 16/01/2027 to 16/01/2027: remove one of the two deals or change one festival's days so they do not meet.",
    ]);
    expect(dealClashes([a, { ...b, starts: '2027-01-17' }], catalogue)).toEqual([]);
    expect(dealClashes([a, { ...b, status: 'draft' }], catalogue)).toEqual([]);
  });
});

describe('home slide and ad tile guard rails', () => {
  const slide = (over: Partial<SlideForRules>): SlideForRules => ({
    id: 'a.json',
    title: 'Fresh fruit',
    place: 'main',
    order: 1,
    photo: '/media/cms/slides/a/photo.png',
    ...over,
  });

  it('two slides in the same place and position on the same days overlap', () => {
    const problems = slideProblems(
      [slide({}), slide({ id: 'b.json', title: 'Pongal sale', shows_from: '2027-01-12', shows_until: '2027-01-16' })],
      all,
    );
    expect(problems).toEqual([
      'Home slides "Fresh fruit" and "Pongal sale" are both at the main banner position 1 from 12/01/2027 to 16/01/2027: change the order or the days of one of them',
    ]);
  });

  it('back-to-back schedules, other positions and other places do not overlap', () => {
    const slides = [
      slide({ shows_until: '2027-01-11' }),
      slide({ id: 'b.json', title: 'Pongal sale', shows_from: '2027-01-12', shows_until: '2027-01-16' }),
      slide({ id: 'c.json', title: 'Deals', order: 2 }),
      slide({ id: 'd.json', title: 'Pickup', place: 'below' }),
    ];
    expect(slideProblems(slides, all)).toEqual([]);
  });

  it('a missing picture, a blank title (the alt text) and dates running backwards', () => {
    const problems = slideProblems(
      [slide({ title: ' ', photo: '/media/cms/slides/a/gone.png', shows_from: '2027-02-01', shows_until: '2027-01-01' })],
      (s) => !s.endsWith('gone.png'),
    );
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/needs a title .*alt text/);
    expect(problems.join('\n')).toMatch(/gone.png is missing/);
    expect(problems.join('\n')).toMatch(/"show until" 2027-01-01 is before "show from" 2027-02-01/);
  });

  it('ad tiles need both pictures and both alt texts', () => {
    expect(
      adTileProblems(
        [{ id: 'x.json', image1: '/media/a.png', image2: '/media/gone.png', title1: '', title2: 'Baby care' }],
        (s) => !s.includes('gone'),
      ),
    ).toEqual([
      'Ad tile src/content/ad-tiles/x.json: the left picture needs alt text',
      'Ad tile src/content/ad-tiles/x.json: the right picture /media/gone.png is missing',
    ]);
  });

  it('a Kannada or Hindi picture the file names must be uploaded too (issue 19)', () => {
    const gone = (s: string) => !s.includes('gone');
    expect(slideProblems([slide({ translated: ['/media/a/photo.kn.png', '/media/a/gone.hi.png'] })], gone)).toEqual([
      'Home slide "Fresh fruit" (src/content/home-slides/a.json): translated picture /media/a/gone.hi.png is missing',
    ]);
    expect(
      adTileProblems(
        [
          {
            id: 'x.json',
            image1: '/media/a.png',
            image2: '/media/b.png',
            title1: 'Dairy',
            title2: 'Baby care',
            translated: ['/media/gone.kn.png'],
          },
        ],
        gone,
      ),
    ).toEqual(['Ad tile src/content/ad-tiles/x.json: translated picture /media/gone.kn.png is missing']);
  });

  it('the build error lists every problem at once', () => {
    expect(() => assertPublishable('Festival pages', ['one', 'two'])).toThrow('Festival pages cannot be published:\n  - one\n  - two');
    expect(() => assertPublishable('Festival pages', [])).not.toThrow();
  });
});

describe('the content editor is local-only (fail closed)', () => {
  it('is off unless KEYSTATIC=1', () => {
    expect(cmsEnabled({}, 'dev')).toBe(false);
    expect(cmsEnabled({}, 'build')).toBe(false);
    expect(cmsEnabled({ KEYSTATIC: '1' }, 'dev')).toBe(true);
  });

  it('a build asked to include it stops instead of shipping /keystatic', () => {
    expect(() => cmsEnabled({ KEYSTATIC: '1' }, 'build')).toThrow(/never be built into the store/);
    expect(() => cmsEnabled({ KEYSTATIC: '1' }, 'preview')).toThrow();
  });
});
