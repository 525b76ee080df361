/**
 * Issue 33: a festival's Kannada and Hindi words come from its own form (kn / hi parts), each field
 * optional; an empty field shows the English one and says it is English (the page marks it lang="en").
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { festivalWordsIn, paragraphs } from '../../src/components/festival/festival-words';
import { festivalWords } from '../../src/lib/cms/festival-words-schema';

const english = {
  name: 'Pongal Specials',
  summary: 'Jaggery and ghee.',
  banners: [
    { src: '../../assets/festivals/pongal/a.png', alt: 'A Pongal pot' },
    { src: '../../assets/festivals/pongal/b.png', alt: 'Sugarcane' },
  ],
};

describe('festivalWordsIn: each field in the page language, else in English marked English', () => {
  it('an English page shows the English words, none marked', () => {
    const w = festivalWordsIn('en', { ...english, kn: { name: 'ಪೊಂಗಲ್' } });
    expect(w.name).toEqual({ text: 'Pongal Specials', english: false });
    expect(w.summary.english).toBe(false);
    expect(w.text).toBeNull();
    expect(w.banners.every((b) => !b.altEnglish)).toBe(true);
  });

  it('a Kannada page takes the Kannada name and falls back per field: summary, text, the second alt', () => {
    const w = festivalWordsIn('kn', {
      ...english,
      kn: { name: ' ಪೊಂಗಲ್ ವಿಶೇಷ ', summary: '', text: null, banners: [{ src: null, alt: 'ಪೊಂಗಲ್ ಮಡಕೆ' }] },
    });
    expect(w.name).toEqual({ text: 'ಪೊಂಗಲ್ ವಿಶೇಷ', english: false });
    expect(w.summary).toEqual({ text: 'Jaggery and ghee.', english: true });
    expect(w.text).toBeNull();
    expect(w.banners).toEqual([
      { src: english.banners[0]!.src, phone: null, focus: 'centre', alt: 'ಪೊಂಗಲ್ ಮಡಕೆ', altEnglish: false },
      { src: english.banners[1]!.src, phone: null, focus: 'centre', alt: 'Sugarcane', altEnglish: true },
    ]);
  });

  it('a Hindi banner picture replaces the English one at its place; Hindi words stay off the Kannada page', () => {
    const hi = { banners: [{ src: '../../assets/festivals/pongal/hi.png', alt: '' }], text: 'पहला।\n\nदूसरा।' };
    const inHindi = festivalWordsIn('hi', { ...english, hi });
    expect(inHindi.banners[0]).toEqual({
      src: '../../assets/festivals/pongal/hi.png',
      phone: null,
      focus: 'centre',
      alt: 'A Pongal pot',
      altEnglish: true,
    });
    expect(inHindi.text).toBe('पहला।\n\nदूसरा।');
    const inKannada = festivalWordsIn('kn', { ...english, hi });
    expect(inKannada.name.english).toBe(true);
    expect(inKannada.banners[0]!.src).toBe(english.banners[0]!.src);
  });

  it('the picture for phones and the focal point: a language with its own banner is cut from it, never given English words', () => {
    const withPhone = {
      ...english,
      banners: [{ ...english.banners[0]!, phone: '../../assets/festivals/pongal/a-phone.png', focus: 'top-left' }, english.banners[1]!],
    };
    // English: its own phone picture and focus
    expect(festivalWordsIn('en', withPhone).banners[0]).toMatchObject({
      phone: '../../assets/festivals/pongal/a-phone.png',
      focus: 'top-left',
    });
    // Kannada with no banner of its own: the English banner, so the English phone picture too
    expect(festivalWordsIn('kn', withPhone).banners[0]).toMatchObject({
      src: english.banners[0]!.src,
      phone: '../../assets/festivals/pongal/a-phone.png',
    });
    // Hindi with its own banner and no phone picture: cut from the Hindi banner (the build notes it), same focus
    const hi = { banners: [{ src: '../../assets/festivals/pongal/hi.png', phone: null }] };
    expect(festivalWordsIn('hi', { ...withPhone, hi }).banners[0]).toMatchObject({
      src: '../../assets/festivals/pongal/hi.png',
      phone: null,
      focus: 'top-left',
    });
    // Hindi with its own phone picture: that one
    const hiPhone = { banners: [{ src: '', phone: '../../assets/festivals/pongal/hi-phone.png' }] };
    expect(festivalWordsIn('hi', { ...withPhone, hi: hiPhone }).banners[0]).toMatchObject({
      src: english.banners[0]!.src,
      phone: '../../assets/festivals/pongal/hi-phone.png',
    });
  });

  it('a festival with no kn or hi part at all shows every field in English, marked', () => {
    const w = festivalWordsIn('kn', english);
    expect([w.name.english, w.summary.english, ...w.banners.map((b) => b.altEnglish)]).toEqual([true, true, true, true]);
  });

  it('the text typed in the form is cut into paragraphs at blank lines', () => {
    expect(paragraphs('One line\ncontinued.\n\n  Two.  \n\n\n')).toEqual(['One line continued.', 'Two.']);
  });
});

describe('the festival schema accepts the kn / hi parts as the editor writes them', () => {
  it.each([
    ['absent', undefined],
    ['all empty', { name: '', summary: '', text: '', banners: [] }],
    ['a picture left empty', { name: 'ಹಬ್ಬ', banners: [{ src: null, alt: 'ಮಡಕೆ' }] }],
    ['an uploaded picture', { banners: [{ src: '../../assets/festivals/x/kn.png', alt: '' }] }],
  ])('%s', (_label, value) => {
    expect(festivalWords.safeParse(value).success).toBe(true);
  });

  it('refuses a picture that was not uploaded through the editor', () => {
    expect(festivalWords.safeParse({ banners: [{ src: 'https://example.com/x.png', alt: 'x' }] }).success).toBe(false);
  });

  it.each(['diwali', 'sankranti'])('the seeded %s festival has its Kannada and Hindi name, summary, text and alt texts', (id) => {
    const front = load(readFileSync(`src/content/festivals/${id}.md`, 'utf8').split('---\n')[1]!) as Record<string, any>;
    for (const lang of ['kn', 'hi']) {
      const own = festivalWords.parse(front[lang])!;
      expect(own.name, lang).toMatch(lang === 'kn' ? /[\u0C80-\u0CFF]/ : /[\u0900-\u097F]/);
      expect(own.summary && own.text, lang).toBeTruthy();
      expect(own.banners?.length, lang).toBe(front.banners.length);
      const words = festivalWordsIn(lang as 'kn', { ...front, kn: front.kn, hi: front.hi } as never);
      expect([words.name.english, words.summary.english, ...words.banners.map((b) => b.altEnglish)].some(Boolean), lang).toBe(false);
    }
  });
});
