import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adsFrom, homeAds, homeSlides, showsOn, slidesFrom } from '../../src/lib/content/home-content';
import { ems, fitSize, homeArtInLanguages } from '../../scripts/media/home-art-langs';

const ist = (s: string) => Date.parse(`${s}+05:30`);

describe('home slides from the content files', () => {
  it('the store shows the files marketing edited, main and below apart, in their order', () => {
    const files = readdirSync('src/content/home-slides').map((f) => JSON.parse(readFileSync(`src/content/home-slides/${f}`, 'utf8')));
    const main = homeSlides('main', Date.now());
    expect(main.map((s) => s.title).sort()).toEqual(
      files
        .filter((f) => f.place === 'main')
        .map((f) => f.title)
        .sort(),
    );
    expect(main.map((s) => s.title)[0]).toBe('Farm-fresh fruits & vegetables, delivered today');
    expect(homeSlides('below', Date.now()).length).toBe(files.filter((f) => f.place === 'below').length);
    expect(homeAds().map((a) => a.title1)).toEqual(['Morning dairy essentials', 'Stock up on staples', 'Sparkling home, fewer germs']);
  });

  it('a dated slide appears and goes at midnight in India, without a rebuild', () => {
    const pongal = { shows_from: '2027-01-12', shows_until: '2027-01-16' };
    expect(showsOn(pongal, ist('2027-01-11T23:59:59'))).toBe(false);
    expect(showsOn(pongal, ist('2027-01-12T00:00:00'))).toBe(true);
    // 00:30 IST on the 12th is still the 11th in UTC
    expect(showsOn(pongal, Date.parse('2027-01-11T19:00:00Z'))).toBe(true);
    expect(showsOn(pongal, ist('2027-01-16T23:59:59'))).toBe(true);
    expect(showsOn(pongal, ist('2027-01-17T00:00:00'))).toBe(false);
    expect(showsOn({}, 0)).toBe(true);
  });

  it('ids number all files in order, so main and below never share one', () => {
    const files = [
      { title: 'A', place: 'main', order: 1, photo: '/media/a.svg' },
      { title: 'B', place: 'below', order: 1, photo: '/media/b.svg' },
      { title: 'C', place: 'main', order: 2, photo: '/media/c.svg', shows_until: '2020-01-01' },
    ] as const;
    expect(slidesFrom([...files], 'main', ist('2027-01-01T10:00:00'))).toEqual([
      { id: 1, photo: '/media/a.svg', mobile: '', title: 'A', link: '/' },
    ]);
    expect(slidesFrom([...files], 'below', 0).map((s) => s.id)).toEqual([2]);
  });
});

describe('home slides and ad tiles in Kannada and Hindi (issue 19)', () => {
  const fresh = {
    title: 'Fresh fruit',
    place: 'main',
    order: 1,
    photo: '/media/fresh.svg',
    mobile: '/media/fresh-m.svg',
    link: '/shop/fruits',
  } as const;

  it('a slide without Kannada shows its English title and pictures; one with Kannada shows them in Kannada', () => {
    expect(slidesFrom([fresh], 'main', 0, 'kn')).toEqual(slidesFrom([fresh], 'main', 0));
    const kn = { ...fresh, kn: { title: 'ತಾಜಾ ಹಣ್ಣು', photo: '/media/fresh.kn.svg', mobile: '/media/fresh-m.kn.svg' } };
    expect(slidesFrom([kn], 'main', 0, 'kn')).toEqual([
      { id: 1, title: 'ತಾಜಾ ಹಣ್ಣು', photo: '/media/fresh.kn.svg', mobile: '/media/fresh-m.kn.svg', link: '/shop/fruits' },
    ]);
    // English and Hindi readers keep the English slide; the link never changes
    expect(slidesFrom([kn], 'main', 0)[0]!.title).toBe('Fresh fruit');
    expect(slidesFrom([kn], 'main', 0, 'hi')[0]!.photo).toBe('/media/fresh.svg');
  });

  it('a part left empty in the editor shows the English one, never an empty alt text or picture', () => {
    const half = { ...fresh, kn: { title: '  ', photo: null, mobile: '' } };
    expect(slidesFrom([half], 'main', 0, 'kn')).toEqual(slidesFrom([fresh], 'main', 0));
    const titleOnly = { ...fresh, hi: { title: 'ताज़े फल' } };
    expect(slidesFrom([titleOnly], 'main', 0, 'hi')[0]).toMatchObject({
      title: 'ताज़े फल',
      photo: '/media/fresh.svg',
      mobile: '/media/fresh-m.svg',
    });
  });

  it('an ad tile pair shows its own language where it has one, English elsewhere', () => {
    const tile = {
      name: 'Dairy',
      order: 1,
      image1: '/media/a.svg',
      title1: 'Morning dairy',
      image2: '/media/b.svg',
      title2: 'Fresh bread',
    };
    const kn = { ...tile, kn: { title1: 'ಬೆಳಗಿನ ಹೈನು', image1: '/media/a.kn.svg', title2: '', image2: null } };
    expect(adsFrom([kn], 'kn')[0]).toMatchObject({
      title1: 'ಬೆಳಗಿನ ಹೈನು',
      image1: '/media/a.kn.svg',
      title2: 'Fresh bread',
      image2: '/media/b.svg',
    });
    expect(adsFrom([kn], 'hi')).toEqual(adsFrom([tile]));
  });

  it("the store's files carry Kannada and Hindi words and pictures for every slide and ad tile; the API stays English", () => {
    for (const lang of ['kn', 'hi'] as const) {
      const slides = [...homeSlides('main', Date.now(), lang), ...homeSlides('below', Date.now(), lang)];
      const english = [...homeSlides('main', Date.now()), ...homeSlides('below', Date.now())];
      slides.forEach((s, i) => {
        expect(s.title).not.toBe(english[i]!.title);
        // small pictures come inlined (data: URLs) under vitest, so compare rather than read names
        expect(s.photo).not.toBe(english[i]!.photo);
        expect(s.photo).not.toBe('');
        if (english[i]!.mobile) expect(s.mobile).not.toBe(english[i]!.mobile);
        expect(s.mobile ? s.mobile : 'none').not.toBe('');
        expect(s.link).toBe(english[i]!.link);
      });
      homeAds(lang).forEach((a, i) => {
        const en = homeAds()[i]!;
        expect([a.title1, a.title2, a.image1, a.image2]).not.toContain('');
        expect([a.title1 === en.title1, a.title2 === en.title2, a.image1 === en.image1, a.image2 === en.image2]).toEqual([
          false,
          false,
          false,
          false,
        ]);
      });
    }
    // the API (no language) keeps the English words the first test reads from the files
  });

  it('the committed Kannada and Hindi pictures are the ones the generator draws (npm run media)', () => {
    const art = homeArtInLanguages();
    expect(Object.keys(art)).toHaveLength(28);
    for (const [path, svg] of Object.entries(art)) expect(readFileSync(path, 'utf8'), path).toBe(svg);
  });

  it('longer Kannada words get a smaller size, so they fit left of the packs', () => {
    expect(fitSize(['Farm-fresh fruits'], 52, 580)).toBe(52);
    const kn = ['ತೋಟದ ತಾಜಾ ಹಣ್ಣು ಮತ್ತು ತರಕಾರಿ ಇಂದೇ ನಿಮ್ಮ ಮನೆಗೆ'];
    const size = fitSize(kn, 52, 580);
    expect(size).toBeLessThan(52);
    expect(ems(kn[0]!) * size).toBeLessThanOrEqual(580);
  });
});
