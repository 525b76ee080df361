/**
 * Issue 34: the store's promises agree everywhere, in every language, because they come from one
 * rule each: free delivery above FREE_DELIVERY_ABOVE (the home's strip said ₹100, the cart ₹1,000),
 * "add ₹N" in whole rupees that add up, and the refund promise (the strip said "Refundable if
 * undamaged", the FAQ "damaged → refund" within 48 hours, the policy 7 days). And the seed's
 * Kannada and Hindi cover what a shopper reads from D1: every fruit and vegetable's name, every
 * product's description and facts, the FAQs, the notifications and the offers.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { t } from '../../src/lib/domain/i18n/t';
import { formatINR } from '../../src/lib/domain/money/money';
import { FREE_DELIVERY_ABOVE, freeDeliveryHint, shippingOptionFor } from '../../src/lib/domain/cart/shipping';
import { RETURN_DAYS } from '../../src/lib/domain/orders/refund-rule';
import { FAQS, FAQ_TRANSLATIONS } from '../../scripts/seed/data/faqs';
import { PRODUCTS } from '../../scripts/seed/data/products';
import { PRODUCT_NAMES } from '../../scripts/seed/data/translations';
import { productTextRows } from '../../scripts/seed/product-texts';
import { notificationTranslations, offerTranslations } from '../../scripts/seed/data/content-langs';
import { notifications, offers } from '../../scripts/seed/data/content';
import { SHIPPING } from '../../scripts/seed/fixtures';

const FREE = formatINR(FREE_DELIVERY_ABOVE);
const OPTIONS = [
  { id: 1, title: 'Free delivery', price: SHIPPING.aboveThreshold.price },
  { id: 2, title: 'Standard delivery', price: SHIPPING.belowThreshold.price },
];
const policy = (path: string) => readFileSync(resolve(__dirname, '../../src/content/policies', path), 'utf8');
/** Text with its HTML tags taken out (the FAQ answers and descriptions are HTML). */
const plain = (html: string) => html.replace(/<[^>]+>/g, '');

describe('one free-delivery promise, one refund promise (issue 34)', () => {
  it('the strip, the cart note and the FAQ name the threshold the charge is decided by', () => {
    for (const lang of ['en', 'kn', 'hi'] as const) {
      expect(t(lang, 'benefits.deliveryText', { amount: FREE }), lang).toContain(FREE);
      expect(t(lang, 'benefits.deliveryText', { amount: FREE }), lang).not.toContain('₹100');
    }
    const hint = freeDeliveryHint(15900, OPTIONS);
    expect(hint).toEqual({ key: 'cart.freeDeliveryAdd', above: FREE, more: '₹842.00' });
    // the amount it asks for does get free delivery, and it is whole rupees
    expect(shippingOptionFor(15900 + 84200, OPTIONS)).toBe(OPTIONS[0]);
    expect(FAQS.map((f) => f.details).join(' ')).toContain(`free on orders above ${FREE}`);
    for (const lang of ['kn', 'hi'])
      expect(
        FAQ_TRANSLATIONS.filter((f) => f.lang === lang)
          .map((f) => plain(f.details))
          .join(' '),
      ).toContain(FREE);
  });

  it('returns within RETURN_DAYS, damaged items always: the strip, the FAQ and the policy pages agree', () => {
    for (const lang of ['en', 'kn', 'hi'] as const)
      expect(t(lang, 'benefits.refundText', { days: RETURN_DAYS })).toContain(String(RETURN_DAYS));
    expect(FAQS[4]!.details).toContain(`within ${RETURN_DAYS} days`);
    expect(FAQS[4]!.details).toMatch(/damaged.*always refunded or replaced/);
    expect(FAQS.map((f) => f.details).join(' ')).not.toMatch(/48 hours/);
    expect(policy('refund.md')).toContain(`within ${RETURN_DAYS} days of delivery`);
    expect(policy('kn/refund.md')).toContain(`${RETURN_DAYS} ದಿನಗಳೊಳಗೆ`);
    expect(policy('hi/refund.md')).toContain(`${RETURN_DAYS} दिनों के भीतर`);
  });
});

describe("the seed's Kannada and Hindi (issue 34)", () => {
  it('names every fruit and vegetable in both languages', () => {
    const produce = PRODUCTS.filter((p) => p.category_slug === 'fruits-vegetables');
    expect(produce.length).toBeGreaterThan(30);
    expect(produce.filter((p) => !PRODUCT_NAMES[p.slug]).map((p) => p.slug)).toEqual([]);
  });

  it('gives every product its description and facts in both languages, with no English sentence left', () => {
    const rows = productTextRows();
    expect(rows).toHaveLength(PRODUCTS.length * 2);
    for (const r of rows) {
      // Latin words are only inside <span lang="en"> (a brand, "CTC", a unit)
      const unmarked = plain(r.details.replace(/<span lang="en">[^<]*<\/span>/g, ''));
      expect(unmarked, `${r.product_id} ${r.lang}`).not.toMatch(/[A-Za-z]{2,}/);
      for (const v of [r.sort_details, r.generic_name, r.best_before, r.country_of_origin])
        expect(v).toMatch(r.lang === 'kn' ? /[\u0c80-\u0cff]/ : /[\u0900-\u097f]/);
      for (const s of JSON.parse(r.specification) as { name: string }[]) expect(s.name).not.toMatch(/[A-Za-z]/);
    }
  });

  it('says every FAQ, notification and offer in both languages', () => {
    expect(FAQ_TRANSLATIONS).toHaveLength(FAQS.length * 2);
    const notes = notifications(Date.now());
    expect(notificationTranslations(notes.map((n) => n.id))).toHaveLength(notes.length * 2);
    expect(offerTranslations()).toHaveLength(offers(Date.now()).length * 2);
    for (const f of FAQ_TRANSLATIONS) expect(plain(f.details).replace(/[A-Z][A-Z/-]+/g, '')).not.toMatch(/[A-Za-z]{2,}/);
  });
});
