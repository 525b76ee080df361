import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * DPDP: the privacy notice may be read in English or a language of the Eighth Schedule, so the
 * Kannada and Hindi ones must say the same thing: the same sections and list items, and the same
 * facts (contact, grievance details, time limits) as the English.
 */
const read = (lang: string) =>
  readFileSync(new URL(`../../src/content/policies/${lang ? `${lang}/` : ''}privacy-policy.md`, import.meta.url), 'utf8');
const shape = (md: string) => ({
  sections: md.match(/^## /gm)?.length,
  bullets: md.match(/^- /gm)?.length,
  steps: md.match(/^\d+\. /gm)?.length,
});
const FACTS = [
  'updated: 2026-11-23',
  'DPDP',
  '2023',
  'grievance@haatfresh.in',
  'mailto:grievance@haatfresh.in',
  '080-4567-8900',
  'tel:+918045678900',
  'Meera Krishnan',
  'No. 14, 2nd Floor, HAL 2nd Stage, 100 Feet Road, Indiranagar, Bengaluru, Karnataka 560038',
  '48',
  '30',
  '10',
  '6',
  'Deleted customer',
  'JSON',
  'HttpOnly',
  'GST',
  'OTP',
  'UPI',
  'Data Protection Board of India',
];

describe('the privacy policy in Kannada and Hindi', () => {
  for (const lang of ['kn', 'hi']) {
    it(`${lang}: the same sections, lists and facts as the English, in its own script`, () => {
      const text = read(lang);
      expect(shape(text)).toEqual(shape(read('')));
      for (const fact of FACTS) expect(text, fact).toContain(fact);
      const script = lang === 'kn' ? /[\u0C80-\u0CFF]/ : /[\u0900-\u097F]/;
      for (const heading of text.match(/^(## .*|title: .*)$/gm) ?? []) expect(heading).toMatch(script);
    });
  }
});
