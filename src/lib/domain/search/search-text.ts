/**
 * A shopper's search text as words: the same words the browser, the dictionary and the API see.
 * Lower case, compatibility forms folded (NFKC), Latin accents dropped (nescafé = nescafe),
 * apostrophes joined (haldiram's = haldirams). Combining marks stay inside a word so Indic words
 * (चावल, ಹಾಲು) are not cut at their vowel signs.
 */

/** More words than this add nothing a shopper meant and only cost the index work. */
export const MAX_SEARCH_WORDS = 8;

export function normaliseSearchText(text: string): string {
  return (
    text
      .normalize('NFD')
      // only Latin letters lose their accents: Devanagari and Kannada vowel signs are letters' parts
      .replace(/([a-zA-Z])[\u0300-\u036f]+/g, '$1')
      .normalize('NFKC')
      .toLowerCase()
      .replace(/['’`]/g, '')
  );
}

export function searchWords(text: string): string[] {
  return (normaliseSearchText(text).match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}
