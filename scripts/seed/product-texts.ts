/**
 * A product page's words in Kannada and Hindi (issue 34; product_text_i18n, migration 0020), built
 * from the same facts as the English page (data/products.ts derive()): the one-line description, the
 * description's paragraph and list (storage, best before), the specification list and the Legal
 * Metrology facts. Every product gets both languages; a fact without its translation fails the seed.
 * Latin words left inside (a brand, "CTC", "UHT") are marked lang="en" in the HTML, as the pages do.
 */
import { markedHtml } from './marked-html';
import { PRODUCTS, type ProductSeed } from './data/products';
import { PRODUCT_NAMES, type Names } from './data/translations';
import { BEST_BEFORE, ORIGIN, SPEC_LABELS, STORAGE, TYPE_NAMES } from './data/translations-shelf';
import { PITCHES } from './data/translations-pitch';
import { GENERIC_NAMES } from './data/translations-generic';

type Lang = 'kn' | 'hi';

/** "delivered from your nearest Haat Fresh store", the English paragraph's close */
const FROM_STORE: Record<Lang, string> = {
  kn: 'ನಿಮ್ಮ ಹತ್ತಿರದ ಹಾಟ್ ಫ್ರೆಶ್ ಅಂಗಡಿಯಿಂದ ಮನೆ ಬಾಗಿಲಿಗೆ.',
  hi: 'आपके नज़दीकी हाट फ्रेश स्टोर से घर तक।',
};

function said(table: Record<string, Names>, english: string, what: string, lang: Lang): string {
  const t = table[english];
  if (!t) throw new Error(`product texts: no Kannada and Hindi for the ${what} "${english}"`);
  return t[lang === 'kn' ? 0 : 1];
}

function specValue(p: ProductSeed, name: string): string {
  const spec = JSON.parse(p.specification) as { name: string; value: string }[];
  const found = spec.find((s) => s.name === name);
  if (!found) throw new Error(`${p.slug}: no "${name}" in its specification`);
  return found.value;
}

function productText(p: ProductSeed, lang: Lang) {
  const i = lang === 'kn' ? 0 : 1;
  const own = PRODUCT_NAMES[p.slug];
  // a translated name may bring its own one-line description (data/translations.ts)
  const short = (own && own.length === 4 ? own[i + 2] : undefined) ?? said(PITCHES, p.sort_details, 'description', lang);
  const generic = said(GENERIC_NAMES, p.generic_name, 'generic name', lang);
  const sizes = specValue(p, 'Pack Size');
  const storage = said(STORAGE, specValue(p, 'Storage'), 'storage line', lang);
  const bestBefore = said(BEST_BEFORE, p.best_before, 'shelf life', lang);
  const origin = said(ORIGIN, p.country_of_origin, 'country', lang);
  const spec = (JSON.parse(p.specification) as { name: string; value: string }[]).map((s) => {
    const name = said(SPEC_LABELS, s.name, 'specification label', lang);
    const value =
      s.name === 'Type'
        ? said(TYPE_NAMES, s.value, 'type', lang)
        : s.name === 'Shelf Life'
          ? bestBefore
          : s.name === 'Storage'
            ? storage
            : s.name === 'Country of Origin'
              ? origin
              : s.value; // brand and pack sizes as printed
    return { name, value };
  });
  return {
    product_id: p.id,
    lang,
    sort_details: short,
    details:
      `<p>${markedHtml(short)} ${markedHtml(FROM_STORE[lang])}</p>` +
      `<ul><li>${markedHtml(`${generic}, ${sizes}`)}</li><li>${markedHtml(storage)}</li><li>${markedHtml(bestBefore)}</li></ul>`,
    specification: JSON.stringify(spec),
    generic_name: generic,
    best_before: bestBefore,
    country_of_origin: origin,
  };
}

/** Rows for product_text_i18n: every product, in Kannada and Hindi. */
export function productTextRows() {
  return PRODUCTS.flatMap((p) => [productText(p, 'kn'), productText(p, 'hi')]);
}
