import { describe, expect, it } from 'vitest';
import { en } from '../../src/lib/domain/i18n/catalogues';
import { checkCanAdd, checkQuantity, firstQuantity, maxQuantity, minQuantity, type QuantityKey } from '../../src/lib/domain/cart/quantity';
import { pricedProduct } from '../support/priced-product';

const base = pricedProduct({ mrp: 6000, price: 4900, point: 49, stock: 50 });
const lastFive = { ...base, stock: 5 };
const minTwo = { ...base, minQty: 2, maxQty: 6 };
const zeroMin = { ...base, minQty: 0 };
const flash = { ...base, stock: 71, dealKind: 'flash_deal' as const, max_count: 10, purchased_count: 0 };
const flashHalfSold = { ...flash, purchased_count: 7 };
const huge = { ...base, stock: 500 };

const OK = { ok: true };
const no = (key: QuantityKey) => ({ ok: false, key });

describe('checkQuantity (SPEC §5)', () => {
  it.each([
    ['within stock', lastFive, 5, false, 'input', OK],
    ['one over stock', lastFive, 6, false, 'input', no('stockExceeded')],
    ['below pmin, typed', minTwo, 1, false, 'input', no('minQty')],
    ['below pmin, stepper', minTwo, 1, false, 'stepper', no('minQuantity')],
    ['at pmin', minTwo, 2, false, 'input', OK],
    ['at pmax', minTwo, 6, false, 'input', OK],
    ['one over pmax', minTwo, 7, false, 'input', no('maxOrder')],
    ['pmin 0 still needs 1 (typed 0)', zeroMin, 0, false, 'input', no('minQty')],
    ['pmin 0 allows 1', zeroMin, 1, false, 'input', OK],
    ['negative', base, -1, false, 'input', no('minQty')],
    ['deal: all 10 units', flash, 10, true, 'input', OK],
    ['deal: 11 of 10 units', flash, 11, true, 'input', no('maxOrder')],
    ['deal: 3 left of 10, ask 3', flashHalfSold, 3, true, 'input', OK],
    ['deal: 3 left of 10, ask 4', flashHalfSold, 4, true, 'input', no('maxOrder')],
    ['deal limit ignored when not priced as a deal', flash, 11, false, 'input', OK],
    ['input range top: 100', huge, 100, false, 'input', OK],
    ['input range: 101', huge, 101, false, 'input', no('maxOrder')],
    ['not a whole number', base, 1.5, false, 'input', no('stepper.range')],
    ['NaN', base, Number.NaN, false, 'input', no('stepper.range')],
    ['stock beats pmax when lower', { ...minTwo, stock: 4 }, 5, false, 'input', no('stockExceeded')],
  ] as const)('%s', (_label, product, qty, deal, source, expected) => {
    const check = checkQuantity(product, qty, { deal, source });
    expect(check).toMatchObject(expected);
    // the key is a catalogue text, said in the shopper's language (issue 19)
    if (!check.ok) expect(en).toHaveProperty([check.key]);
  });

  it('uses the typed-input message when no source is given (the API)', () => {
    expect(checkQuantity(minTwo, 1, { deal: false })).toMatchObject(no('minQty'));
  });
});

describe('quantity limits', () => {
  it.each([
    ['plain', base, false, 1, 50],
    ['last five', lastFive, false, 1, 5],
    ['pmin 2, pmax 6', minTwo, false, 2, 6],
    ['pmin 0', zeroMin, false, 1, 50],
    ['deal: units left', flashHalfSold, true, 1, 3],
    ['capped at 100', huge, false, 1, 100],
  ] as const)('%s', (_label, product, deal, min, max) => {
    expect(minQuantity(product)).toBe(min);
    expect(firstQuantity(product)).toBe(min);
    expect(maxQuantity(product, { deal })).toBe(max);
  });
});

describe('checkCanAdd', () => {
  it.each([
    ['in stock', base, false, OK],
    ['stock 0', { ...base, stock: 0 }, false, no('buy.notSold')],
    ['flagged out of stock', { ...base, out_of_stock: 1 }, false, no('buy.notSold')],
    ['deal with units left', flashHalfSold, true, OK],
    ['deal sold out (purchased = max)', { ...flash, purchased_count: 10 }, true, no('maxOrder')],
    ['deal oversold (purchased > max)', { ...flash, purchased_count: 11 }, true, no('maxOrder')],
    ['sold-out deal bought as a variant / after the window', { ...flash, purchased_count: 10 }, false, OK],
  ] as const)('%s', (_label, product, deal, expected) => {
    const check = checkCanAdd(product, { deal });
    expect(check).toMatchObject(expected);
    if (!check.ok) expect(en).toHaveProperty([check.key]);
  });
});
