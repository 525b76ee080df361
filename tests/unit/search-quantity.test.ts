import { describe, expect, it } from 'vitest';
import { fittingVariant, packFits, readSearchAsk, type PackAsk } from '../../src/lib/domain/search/search-quantity';

const g = (amount: number): PackAsk => ({ amount, unit: 'g' });
const ml = (amount: number): PackAsk => ({ amount, unit: 'ml' });
const pc = (amount: number): PackAsk => ({ amount, unit: 'pc' });

describe('sizes in the typed text', () => {
  it.each<[string, string, PackAsk | null, string | null]>([
    // typed, words left for the index, size asked, size as typed
    ['atta 5kg', 'atta', g(5000), '5kg'],
    ['atta 5 kg', 'atta', g(5000), '5 kg'],
    ['5 kg', '', g(5000), '5 kg'],
    ['1 litre milk', 'milk', ml(1000), '1 litre'],
    ['1l', '', ml(1000), '1l'],
    ['1 L', '', ml(1000), '1 l'],
    ['500ml', '', ml(500), '500ml'],
    ['milk 500ml', 'milk', ml(500), '500ml'],
    ['Toor Dal 1KG', 'toor dal', g(1000), '1kg'],
    ['half kg', '', g(500), 'half kg'],
    ['dozen', '', pc(12), 'dozen'],
    ['1 dozen eggs', 'eggs', pc(12), '1 dozen'],
    ['half dozen eggs', 'eggs', pc(6), 'half dozen'],
    ['kilo', '', g(1000), 'kilo'],
    ['onion 2 kilos', 'onion', g(2000), '2 kilos'],
    ['sugar 1.5kg', 'sugar', g(1500), '1.5kg'],
    ['ghee 1/2 l', 'ghee', ml(500), '1/2 l'],
    ['ghee ½ litre', 'ghee', ml(500), '0.5 litre'],
    ['soap 4 x 100 g', 'soap', g(400), '4 x 100 g'],
    ['soap 4x100g', 'soap', g(400), '4x100g'],
    ['tea 250 gms', 'tea', g(250), '250 gms'],
    ['eggs 6 pcs', 'eggs', pc(6), '6 pcs'],
    ['two kg rice', 'rice', g(2000), 'two kg'],
    ['pav kilo tomato', 'tomato', g(250), 'pav kilo'],
    // Hindi and Kannada: words in Latin letters and in their scripts, digits in their scripts
    ['aadha kilo pyaz', 'pyaz', g(500), 'aadha kilo'],
    ['do kilo chawal', 'chawal', g(2000), 'do kilo'],
    ['आधा किलो प्याज', 'प्याज', g(500), 'आधा किलो'],
    ['दूध 1 लीटर', 'दूध', ml(1000), '1 लीटर'],
    ['५ किलो आटा', 'आटा', g(5000), '5 किलो'],
    ['ಅರ್ಧ ಕೆಜಿ ಈರುಳ್ಳಿ', 'ಈರುಳ್ಳಿ', g(500), 'ಅರ್ಧ ಕೆಜಿ'],
    ['ಹಾಲು ಒಂದು ಲೀಟರ್', 'ಹಾಲು', ml(1000), 'ಒಂದು ಲೀಟರ್'],
    ['೨ ಕೆಜಿ ಅಕ್ಕಿ', 'ಅಕ್ಕಿ', g(2000), '2 ಕೆಜಿ'],
    ['ಮೊಟ್ಟೆ ಡಜನ್', 'ಮೊಟ್ಟೆ', pc(12), 'ಡಜನ್'],
  ])('%j → words %j, size %j', (typed, words, pack, packText) => {
    expect(readSearchAsk(typed)).toEqual({ text: words, pack, packText });
  });

  it.each([
    // numbers and letters that are not sizes stay words
    ['24 mantra atta', '24 mantra atta'],
    ['7up', '7up'],
    ['parle g', 'parle g'],
    ['gram flour', 'gram flour'],
    ['bengal gram', 'bengal gram'],
    ['lactogen 1', 'lactogen 1'],
    ['dog food', 'dog food'],
    ['pav bhaji masala', 'pav bhaji masala'],
    ['half', 'half'],
    ['5', '5'],
    ['g', 'g'],
    ['l', 'l'],
    ['dal makhani', 'dal makhani'],
    ['litchi', 'litchi'],
    ['gms', 'gms'],
  ])('%j has no size', (typed, words) => {
    expect(readSearchAsk(typed)).toEqual({ text: words, pack: null, packText: null });
  });

  it('takes the first of two sizes and leaves neither to the index', () => {
    expect(readSearchAsk('rice 5kg 1kg')).toEqual({ text: 'rice', pack: g(5000), packText: '5kg' });
  });

  it('leaves out a size still being typed, and reads none from it', () => {
    expect(readSearchAsk('atta 5k')).toEqual({ text: 'atta', pack: null, packText: null });
    expect(readSearchAsk('milk 500m')).toEqual({ text: 'milk', pack: null, packText: null });
    expect(readSearchAsk('atta 5kg')).toEqual({ text: 'atta', pack: g(5000), packText: '5kg' });
    // not at the end, or letters no unit starts with: words
    expect(readSearchAsk('5k run').text).toBe('5k run');
    expect(readSearchAsk('5star').text).toBe('5star');
  });

  it('a size of nothing is no size', () => {
    expect(readSearchAsk('atta 0 kg')).toEqual({ text: 'atta', pack: null, packText: null });
  });
});

describe('which pack fits', () => {
  it.each<[number, 'g' | 'kg' | 'ml' | 'l' | 'pc', PackAsk, boolean]>([
    [5, 'kg', g(5000), true],
    [5000, 'g', g(5000), true],
    [0.5, 'kg', g(500), true],
    [1, 'l', ml(1000), true],
    [1000, 'ml', ml(1000), true],
    [12, 'pc', pc(12), true],
    [1, 'kg', ml(1000), false],
    [1, 'l', g(1000), false],
    [6, 'pc', pc(12), false],
    [1.5, 'kg', g(1500), true],
  ])('%d %s fits %j: %s', (qty, unit, ask, fits) => {
    expect(packFits(qty, unit, ask)).toBe(fits);
  });

  const atta = {
    net_quantity: 1,
    net_unit: 'kg' as const,
    attributes: [
      { id: 571, net_quantity: 1 },
      { id: 572, net_quantity: 5 },
      { id: 573, net_quantity: 10 },
    ],
  };

  it('picks the variant of the asked size for the card', () => {
    expect(fittingVariant(atta, g(5000))).toBe(572);
    expect(fittingVariant(atta, g(10_000))).toBe(573);
  });

  it('picks none when the card already shows that size, none fits, or nothing was asked', () => {
    expect(fittingVariant(atta, g(1000))).toBeNull();
    expect(fittingVariant(atta, g(2000))).toBeNull();
    expect(fittingVariant(atta, ml(5000))).toBeNull();
    expect(fittingVariant(atta, null)).toBeNull();
    expect(fittingVariant({ net_quantity: 5, net_unit: 'kg', attributes: [] }, g(5000))).toBeNull();
  });
});
