/**
 * Issue 34, a native reader's pass over the Kannada and Hindi catalogues: the words that misled
 * (an order "arrived" or "completed" right after placing it, "pending" read as money owed, "15
 * products left" for one product's packs, "arrival of a dignitary" for new products, medicinal
 * herbs for greens, three names for the wishlist, उप-योग read as उपयोग) stay fixed; every date
 * reads one way per language and slot hours say the part of the day; names keep their English
 * words marked.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../src/lib/domain/i18n/catalogues';
import type { MessageKey } from '../../src/lib/domain/i18n/en';
import { kn } from '../../src/lib/domain/i18n/catalogues';
import { hi } from '../../src/lib/domain/i18n/catalogues';
import { clockIn, formatDate, hoursIn } from '../../src/lib/domain/i18n/format-date';
import { dateTimeIn, slotHoursIn, t } from '../../src/lib/domain/i18n/t';
import { isLatinOnly, latinRuns } from '../../src/lib/domain/i18n/latin-runs';
import { SUBCATEGORY_NAMES } from '../../scripts/seed/data/translations';

const keys = Object.keys(en) as MessageKey[];
const textsWith = (cat: Record<MessageKey, string>, re: RegExp) => keys.filter((k) => re.test(cat[k])).map((k) => `${k}: ${cat[k]}`);

describe('the Kannada and Hindi catalogues read as a native reader would say it (issue 34)', () => {
  it('an order just placed is received, not arrived, delivered or completed', () => {
    for (const k of ['order.done', 'order.doneTitle', 'ord.received'] as const) {
      expect(kn[k], k).not.toMatch(/ಪೂರ್ಣ|ತಲುಪಿದೆ/);
      expect(hi[k], k).not.toMatch(/पूरा/);
    }
    expect(kn['order.done']).toBe('ನಿಮ್ಮ ಆರ್ಡರ್ ಸ್ವೀಕರಿಸಲಾಗಿದೆ!');
    expect(hi['order.done']).toBe('आपका ऑर्डर दर्ज हो गया है!');
    // SPEC §8's English heading stays word for word
    expect(en['order.done']).toBe('Your order is completed!');
  });

  it('pending reads as in process, never as dues (ಬಾಕಿ, बाकी)', () => {
    for (const k of [
      'ord.status.pending',
      'acct.totalPending',
      'acct.pendingOrders',
      'acct.noPending',
      'checkout.balance',
      'loy.sourceAdjust',
    ] as const) {
      expect(kn[k], k).not.toMatch(/ಬಾಕಿ/);
      expect(hi[k], k).not.toMatch(/बाकी/);
    }
    expect(textsWith(kn, /ಬಾಕಿ/)).toEqual([]);
    expect(textsWith(hi, /बाकी/)).toEqual([]);
  });

  it('"only N left" counts one product\'s packs, not products', () => {
    for (const k of ['product.hurryUp', 'srv.hurryUp'] as const) {
      expect(kn[k]).not.toMatch(/ಉತ್ಪನ್ನ/);
      expect(hi[k]).not.toMatch(/उत्पाद/);
    }
    expect(t('kn', 'product.hurryUp', { count: 15 })).toBe('ಬೇಗ ಖರೀದಿಸಿ, ಇನ್ನು 15 ಮಾತ್ರ ಉಳಿದಿವೆ');
  });

  it('new products are new products (ಹೊಸ ಉತ್ಪನ್ನಗಳು), greens are greens (ಸೊಪ್ಪು), not medicinal herbs', () => {
    expect(textsWith(kn, /ಆಗಮನ/)).toEqual([]);
    expect(kn['list.new']).toBe('ಹೊಸ ಉತ್ಪನ್ನಗಳು');
    expect(Object.values(SUBCATEGORY_NAMES).filter(([k]) => /ಗಿಡಮೂಲಿಕೆ/.test(k))).toEqual([]);
    expect(SUBCATEGORY_NAMES['leafy-greens-herbs']![0]).toMatch(/ಸೊಪ್ಪು/);
  });

  it('one name for the wishlist in each language, one word for a category in Kannada', () => {
    expect(textsWith(kn, /ಇಚ್ಛೆಪಟ್ಟಿ|ಮೆಚ್ಚಿನ/)).toEqual([]);
    expect(textsWith(hi, /पसंदीदा/)).toEqual([]);
    for (const k of ['chrome.wishlist', 'link.wishlist', 'menu.favourites', 'acct.favourites'] as const) {
      expect(kn[k], k).toBe('ಇಷ್ಟದ ಪಟ್ಟಿ');
      expect(hi[k], k).toBe('विशलिस्ट');
    }
    expect(textsWith(kn, /ವರ್ಗ/)).toEqual([]);
  });

  it('no ಮಾನ್ಯತೆ for validity, no उप-योग for subtotal; one spelling of the store and one gender of कार्ट in Hindi', () => {
    expect(kn['loy.valid']).toBe('ಆಫರ್ ಅವಧಿ');
    expect(textsWith(kn, /ಮಾನ್ಯತೆ/)).toEqual([]);
    expect(textsWith(hi, /उप-योग|उपयोग/)).toEqual([]);
    expect(textsWith(hi, /हाट फ़्रेश/)).toEqual([]);
    expect(textsWith(hi, /(आपकी|अपनी) कार्ट/)).toEqual([]);
  });
});

describe('dates and times: one way per language (issue 34)', () => {
  const nov28 = Date.UTC(2026, 10, 28, 17, 45); // 11:15 pm in India
  it("day, month name, year with Latin digits, whatever the engine's own order", () => {
    expect(formatDate('kn', nov28)).toBe('28 ನವೆಂಬರ್ 2026');
    expect(formatDate('hi', nov28)).toBe('28 नवंबर 2026');
    expect(formatDate('en', nov28)).toBe('28 November 2026');
    expect(formatDate('kn', nov28, { weekday: true })).toBe('ಶನಿವಾರ, 28 ನವೆಂಬರ್ 2026');
    expect(formatDate('hi', Date.UTC(2026, 10, 25), { weekday: true, timeZone: 'UTC' })).toBe('बुधवार, 25 नवंबर 2026');
  });

  it('a moment says the part of the day, not "pm IST"', () => {
    expect(dateTimeIn('kn', nov28)).toBe('28 ನವೆಂಬರ್ 2026, ರಾತ್ರಿ 11:15');
    expect(dateTimeIn('hi', Date.UTC(2026, 10, 28, 3, 30))).toBe('28 नवंबर 2026, सुबह 9');
    const say = (k: Parameters<Parameters<typeof clockIn>[1]>[0]) => t('kn', k);
    expect(clockIn(0, say)).toBe('ರಾತ್ರಿ 12');
    expect(clockIn(12 * 60, say)).toBe('ಮಧ್ಯಾಹ್ನ 12');
    expect(clockIn(16 * 60 + 30, say)).toBe('ಸಂಜೆ 4:30');
  });

  it('slot hours: ಬೆಳಿಗ್ಗೆ 7–9, सुबह 11–दोपहर 1; a slot ending at noon is a morning one; English keeps AM/PM', () => {
    expect(slotHoursIn('kn', 420, 540)).toBe('ಬೆಳಿಗ್ಗೆ 7–9');
    expect(slotHoursIn('hi', 420, 540)).toBe('सुबह 7–9');
    expect(slotHoursIn('hi', 660, 780)).toBe('सुबह 11–दोपहर 1');
    expect(slotHoursIn('kn', 540, 720)).toBe('ಬೆಳಿಗ್ಗೆ 9–12');
    expect(slotHoursIn('kn', 1080, 1200)).toBe('ಸಂಜೆ 6–8');
    expect(slotHoursIn('hi', 1200, 1320)).toBe('रात 8–10');
    expect(slotHoursIn('en', 660, 780)).toBe('11 AM–1 PM');
    expect(hoursIn(420, 540, (k) => t('kn', k))).not.toMatch(/AM|PM/);
  });
});

describe('latinRuns: the English words in a name, to be marked lang="en" (issue 34)', () => {
  it('an untranslated name is one English run, its pack size with it', () => {
    expect(latinRuns('Britannia Good Day Cashew Cookies 200 g')).toEqual([
      { text: 'Britannia Good Day Cashew Cookies 200 g', latin: true },
    ]);
    expect(isLatinOnly('Carrot Ooty 500 g')).toBe(true);
    expect(isLatinOnly('ಊಟಿ ಕ್ಯಾರೆಟ್ 500 g')).toBe(false);
  });

  it('a translated name keeps its Kannada or Hindi, only the Latin words are marked', () => {
    expect(latinRuns('MTR ಸಾಂಬಾರ್ ಪುಡಿ 200 g')).toEqual([
      { text: 'MTR', latin: true },
      { text: ' ಸಾಂಬಾರ್ ಪುಡಿ 200 ', latin: false },
      { text: 'g', latin: true },
    ]);
    expect(latinRuns('WhatsApp पर हमसे बात करें')).toEqual([
      { text: 'WhatsApp', latin: true },
      { text: ' पर हमसे बात करें', latin: false },
    ]);
    expect(
      latinRuns('ನಮಸ್ಕಾರ, Asha')
        .map((r) => r.text)
        .join(''),
    ).toBe('ನಮಸ್ಕಾರ, Asha');
    expect(latinRuns('₹136.00')).toEqual([{ text: '₹136.00', latin: false }]);
  });
});
