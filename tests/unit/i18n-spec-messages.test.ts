import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { t } from '../../src/lib/domain/i18n/t';
import { MSG } from '../../src/lib/domain/messages';

/**
 * Every quoted message of SPEC §8 (copied from ../shared/SPEC.md, "The error catalogue", typos
 * included), which English shoppers must keep reading word for word whatever the translations do.
 * When SPEC.md is beside the repository the list is also checked against it.
 */
const SPEC_8 = [
  'Something went wrong please try again',
  'Failed, Something went wrong',
  'Failed!',
  'Success!',
  'Something went wrong,not deleted',
  'Something went wrong',
  'Success',
  'Promocode Invalid',
  'Promocode valid',
  'Maximum order reached',
  'Stock Exceeded',
  'Minimum Quantity Reached',
  'Minimum qty reached!!!',
  'Already Added in Wishlist',
  'Payment Failed Please try again',
  'Delivery not available for your location',
  'Please provide billing address',
  'Please filled all mandatory fields',
  'Please choose payment mode',
  'Login Successfully',
  'Registration successfully',
  'OTP sent successfully',
  'Verified',
  "OTP does't match",
  'OTP sent',
  'OTP verified',
  'Invalid OTP',
  'Failed',
  'Something Went wrong',
  'Invalid QR code. Please refresh the page and try again',
  'Successfully added to your Cart',
  'This product is already added in your Cart',
  'Product Removed Successfully',
  'No Offers Available',
];

/** The English catalogue as a translator edits it: Paraglide compiles this file (npm run messages). */
const EN_JSON: Record<string, string> = JSON.parse(readFileSync(resolve(__dirname, '../../messages/en.json'), 'utf8'));

/** "Failed" alone is a popup title the islands write (showToast('warning', 'Failed', …)), not a catalogue entry. */
const TITLES_ONLY = new Set(['Failed']);

function specQuotes(): string[] | null {
  const spec = resolve(__dirname, '../../../shared/SPEC.md');
  if (!existsSync(spec)) return null;
  const text = readFileSync(spec, 'utf8');
  const section = text.slice(text.indexOf('## 8.'), text.indexOf('## 9.'));
  return [...section.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

describe('SPEC §8 messages in English', () => {
  it('the fixture holds every quoted SPEC §8 message (when SPEC.md is at hand)', () => {
    const quotes = specQuotes();
    if (!quotes) return;
    expect([...new Set(quotes)].sort()).toEqual([...SPEC_8].sort());
  });

  it('every SPEC §8 message is in messages/en.json, word for word', () => {
    const english = new Set<string>(Object.values(EN_JSON));
    for (const text of SPEC_8) if (!TITLES_ONLY.has(text)) expect(english.has(text), text).toBe(true);
  });

  it('the English catalogue keeps the SPEC table (messages.ts) unchanged, key by key', () => {
    for (const [key, text] of Object.entries(MSG)) expect(t('en', key as keyof typeof MSG)).toBe(text);
  });
});
