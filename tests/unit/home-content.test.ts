import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { homeAds, homeSlides, showsOn, slidesFrom } from '../../src/lib/content/home-content';

const ist = (s: string) => Date.parse(`${s}+05:30`);

describe('home slides from the content files', () => {
  it('the store shows the files marketing edited, main and below apart, in their order', () => {
    const files = readdirSync('src/content/home-slides').map((f) => JSON.parse(readFileSync(`src/content/home-slides/${f}`, 'utf8')));
    const main = homeSlides('main', Date.now());
    expect(main.map((s) => s.title).sort()).toEqual(files.filter((f) => f.place === 'main').map((f) => f.title).sort());
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
    expect(slidesFrom([...files], 'main', ist('2027-01-01T10:00:00'))).toEqual([{ id: 1, photo: '/media/a.svg', mobile: '', title: 'A', link: '/' }]);
    expect(slidesFrom([...files], 'below', 0).map((s) => s.id)).toEqual([2]);
  });
});
