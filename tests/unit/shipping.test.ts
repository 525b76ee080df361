import { describe, expect, it } from 'vitest';
import { freeDeliveryNote, roundedRupees, shippingCharge, shippingOptionFor } from '../../src/lib/domain/cart/shipping';
import { sayIn } from '../../src/lib/domain/i18n/t';
import type { ShippingOption } from '../../src/lib/domain/types';

const options: ShippingOption[] = [
  { id: 1, title: 'Free delivery', price: 0 },
  { id: 2, title: 'Standard delivery', price: 4000 },
];

describe('shippingOptionFor: rounded total > ₹1000 → first option, else second (SPEC §9)', () => {
  it.each([
    ['₹0', 0, 2],
    ['₹999.99', 99999, 2],
    ['₹1000.00', 100000, 2],
    ['₹1000.49 rounds to 1000', 100049, 2],
    ['₹1000.50 rounds to 1001', 100050, 1],
    ['₹1000.99', 100099, 1],
    ['₹1001.00', 100100, 1],
    ['₹5000', 500000, 1],
  ])('%s', (_label, total, id) => {
    expect(shippingOptionFor(total, options)?.id).toBe(id);
  });

  it('has no option when the store lists none', () => {
    expect(shippingOptionFor(100, [])).toBeNull();
  });

  it.each([
    [100049, 1000],
    [100050, 1001],
    [49, 0],
    [50, 1],
  ])('roundedRupees(%i) = %i', (paise, rupees) => {
    expect(roundedRupees(paise)).toBe(rupees);
  });
});

describe('shippingCharge', () => {
  it.each([
    ['delivery, cash, below threshold', 50000, 'delivery', 'cash', 4000],
    ['delivery, online, below threshold', 50000, 'delivery', 'online', 4000],
    ['delivery, cash, above threshold', 150000, 'delivery', 'cash', 0],
    ['pickup: none', 50000, 'pickup', 'cash', 0],
    ['points payment: none', 50000, 'delivery', 'point', 0],
  ] as const)('%s', (_label, total, deliveryMode, payment, expected) => {
    expect(shippingCharge({ total, deliveryMode, payment, options })).toBe(expected);
  });

  it('uses the store’s prices, not constants', () => {
    const paid = [
      { id: 9, title: 'Express', price: 2500 },
      { id: 8, title: 'Standard', price: 6000 },
    ];
    expect(shippingCharge({ total: 200000, deliveryMode: 'delivery', payment: 'cash', options: paid })).toBe(2500);
    expect(shippingCharge({ total: 20000, deliveryMode: 'delivery', payment: 'cash', options: paid })).toBe(6000);
  });
});

/** The note as an English shopper reads it (the server says it by key, in the shopper's language). */
const note = (total: number, opts: typeof options) => {
  const said = freeDeliveryNote(total, opts);
  return said && sayIn('en', said);
};

describe('freeDeliveryNote', () => {
  it('says how much more is needed below the threshold, in whole rupees that add up with the promise', () => {
    expect(note(50000, options)).toBe('Free delivery on orders above ₹1,000.00. Add ₹501.00 more to get free delivery.');
    // issue 34: a ₹159.00 cart was told to add ₹841.50; ₹159 + ₹842 = ₹1,001, above ₹1,000
    expect(note(15900, options)).toContain('Add ₹842.00 more');
  });
  it('needs one rupee at ₹1000.49 (which rounds to ₹1000, not above it)', () => {
    expect(note(100049, options)).toContain('Add ₹1.00 more');
    expect(shippingOptionFor(100049 + 100, options)).toBe(options[0]);
  });
  it('congratulates above the threshold', () => {
    expect(note(100050, options)).toBe('Yay! You get free delivery on this order.');
  });
  it('is silent when the first option is not free', () => {
    expect(
      freeDeliveryNote(50000, [
        { id: 1, title: 'x', price: 100 },
        { id: 2, title: 'y', price: 200 },
      ]),
    ).toBeNull();
  });
});
