import { describe, expect, it } from 'vitest';
import {
  bannerSizes,
  copyQuality,
  cropHeight,
  cropWidths,
  cssPosition,
  FOCUS_POINTS,
  focusOf,
  SHAPES,
  sharpPosition,
} from '../../src/lib/domain/content/banner-crop';
import { focusVerdict, phoneFallbackNote } from '../../src/lib/cms/festival-verdicts';

describe('festival banner cuts (issue 33)', () => {
  it('a 2560 × 800 upload gives computers 640 and 1280 wide 3:1 cuts and phones 600 and 1200 wide 3:2 cuts', () => {
    const upload = { width: 2560, height: 800 };
    expect(cropWidths(SHAPES.computer, upload)).toEqual([640, 1280]);
    expect(cropWidths(SHAPES.phone, upload)).toEqual([600, 1200]);
    expect(cropHeight(SHAPES.computer, 1280)).toBe(427);
    expect(cropHeight(SHAPES.phone, 1200)).toBe(800);
    expect(cropHeight(SHAPES.phone, 600)).toBe(400);
  });

  it('never enlarges: a 1200 × 400 banner gives computers 640 and 1200 wide copies and phones one 600 × 400 cut', () => {
    expect(cropWidths(SHAPES.computer, { width: 1200, height: 400 })).toEqual([640, 1200]);
    expect(cropWidths(SHAPES.phone, { width: 1200, height: 400 })).toEqual([600]);
  });

  it('a tall photo is limited by its width, a flat one by its height', () => {
    // a 1500 × 2000 phone photo: 3:1 cut at most 1500 wide, 3:2 at most 1500
    expect(cropWidths(SHAPES.computer, { width: 1500, height: 2000 })).toEqual([640, 1280]);
    expect(cropWidths(SHAPES.phone, { width: 1500, height: 2000 })).toEqual([600, 1200]);
    // a 3000 × 300 strip: 3:1 at most 900 wide, 3:2 at most 450
    expect(cropWidths(SHAPES.computer, { width: 3000, height: 300 })).toEqual([640, 900]);
    expect(cropWidths(SHAPES.phone, { width: 3000, height: 300 })).toEqual([450]);
  });

  it('a picture smaller than the 1x copy gives one copy of the shape, as wide as it allows', () => {
    expect(cropWidths(SHAPES.phone, { width: 500, height: 200 })).toEqual([300]);
    expect(cropWidths(SHAPES.computer, { width: 500, height: 100 })).toEqual([300]);
    expect(cropWidths(SHAPES.computer, { width: 1, height: 1 })).toEqual([1]);
  });

  it('copies only sharp screens take are compressed harder (a worst-case photo stays under 500 KB)', () => {
    expect(copyQuality(SHAPES.phone, 600)).toBe(80);
    expect(copyQuality(SHAPES.phone, 1200)).toBe(60);
    expect(copyQuality(SHAPES.computer, 640)).toBe(80);
    expect(copyQuality(SHAPES.computer, 1280)).toBe(80);
  });

  it('the nine focal points are sharp positions and CSS object-positions of the same corner', () => {
    expect(FOCUS_POINTS.map(sharpPosition)).toEqual([
      'left top',
      'top',
      'right top',
      'left',
      'centre',
      'right',
      'left bottom',
      'bottom',
      'right bottom',
    ]);
    expect(cssPosition('centre')).toBe('center');
    expect(cssPosition('bottom-left')).toBe('left bottom');
  });

  it('an empty or missing focus is the centre; the build refuses an unknown one', () => {
    expect(focusOf(undefined)).toBe('centre');
    expect(focusOf('')).toBe('centre');
    expect(focusOf('top-right')).toBe('top-right');
    expect(focusVerdict(undefined)).toBeUndefined();
    expect(focusVerdict('')).toBeUndefined();
    expect(focusVerdict('left')).toBeUndefined();
    expect(focusVerdict('middle')).toMatch(/^The focal point "middle" is not one of top-left, top, .*: pick it from the list\.$/);
  });

  it('sizes follow the page: phones one banner wide, computers one or two columns', () => {
    expect(bannerSizes('phone', true)).toBe('calc(100vw - 32px)');
    expect(bannerSizes('computer', false)).toBe('(min-width: 1280px) 1248px, calc(100vw - 32px)');
    expect(bannerSizes('computer', true)).toBe('(min-width: 1280px) 619px, calc(50vw - 21px)');
  });
});

describe('a Kannada or Hindi banner without its own picture for phones', () => {
  const english = { src: '../../assets/festivals/p/banner.jpg', phone: '../../assets/festivals/p/phone.jpg' };
  it('is noted when it has its own banner and the English banner has a picture for phones', () => {
    expect(phoneFallbackNote('Kannada', 0, english, { src: '../../assets/festivals/p/banner.kn.jpg', phone: null })).toBe(
      'banner 1 in Kannada has no picture for phones: phones get a 3:2 cut of the Kannada banner around its focal point (add one under "In Kannada" to choose it).',
    );
  });
  it('is not noted when it has its own phone picture, no own banner, or the English has none either', () => {
    const own = { src: '../../assets/festivals/p/banner.kn.jpg' };
    expect(phoneFallbackNote('Kannada', 0, english, { ...own, phone: '../../assets/festivals/p/phone.kn.jpg' })).toBeUndefined();
    expect(phoneFallbackNote('Hindi', 0, english, { src: '', phone: null })).toBeUndefined();
    expect(phoneFallbackNote('Hindi', 0, english, undefined)).toBeUndefined();
    expect(phoneFallbackNote('Hindi', 0, { src: english.src, phone: null }, own)).toBeUndefined();
  });
});
