/**
 * The one place left that reads an English sentence back into a key (issue 27 item 4, still to go).
 * The *-schemas.ts rules now say catalogue keys (i18n/said-rule.ts); what still comes here as English is
 * the catalogue console's field and CSV rules (catalogue-edit.ts, product-csv.ts, price-csv.ts,
 * catalogue-packs.ts) and the few schema rules written as words outside the catalogue ("Invalid
 * id"), some of which a template here matches ("Stock cannot be negative"). When those say keys
 * too, this file goes.
 */
import { en, type MessageKey } from './en';
import { unfill } from './fill';
import { said, saidLower, type Said } from './said';

const BY_ENGLISH = new Map<string, MessageKey>();
for (const [k, v] of Object.entries(en)) if (!BY_ENGLISH.has(v)) BY_ENGLISH.set(v, k as MessageKey);

/** English texts with {params}, longest first so the most specific wins. */
let patterns: [MessageKey, string][] | null = null;
function englishPatterns() {
  patterns ??= (Object.entries(en) as [MessageKey, string][])
    // a text that is all {params} would read any sentence: never one of these
    .filter(([, v]) => /\{\w+\}/.test(v) && v.replace(/\{\w+\}/g, '').trim() !== '')
    .sort(([, a], [, b]) => b.length - a.length);
  return patterns;
}

function known(english: string): Said | null {
  const key = BY_ENGLISH.get(english);
  if (key) return said(key);
  for (const [k, template] of englishPatterns()) {
    const params = unfill(template, english);
    if (params) return said(k, Object.fromEntries(Object.entries(params).map(([n, v]) => [n, paramOf(v)])));
  }
  return null;
}

/** A param that is itself a catalogue text is said in the language too; a field name lower-cased mid-sentence is found as its label. */
function paramOf(english: string): string | Said {
  const found = known(english);
  if (found) return found;
  const label = /^[a-z]/.test(english) ? BY_ENGLISH.get(english.charAt(0).toUpperCase() + english.slice(1)) : undefined;
  return label ? saidLower(label) : english;
}

/** The said message of a rule's English text; null for a text outside the catalogue (passed on as it came). */
export function saidFromEnglish(english: string): Said | null {
  return known(english);
}
