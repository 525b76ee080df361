/**
 * The catalogue's words for typo guesses, read from the FTS index's word list (product_fts_terms)
 * and kept per isolate for a few minutes: a new product's words are guessed at once they are in a
 * copy, and searched exactly at once anyway (the MATCH itself always reads D1).
 * At 20,000 products the list is a few thousand words (BENCHMARKS.md), read in one query.
 *
 * Where the word list cannot be read (fts5vocab is not confirmed on production D1), typo guesses
 * run on a shorter list instead: the dictionary's catalogue words and the shelf's category,
 * subcategory and brand names. Search itself (exact, prefix, synonyms) does not need the list.
 */
import { type SearchVocabulary, vocabularyOf } from '../../../../src/lib/domain/search/search-plan';
import { searchWords } from '../../../../src/lib/domain/search/search-text';
import { SEARCH_WORDS } from '../../../../src/lib/domain/search/search-words';
import { listIndexTerms, listShelfNames } from '../../db/search';
import { bindingOf } from '../../lib/d1-sessions';
import * as clock from '../../lib/clock';

const KEEP_MS = 5 * 60_000;

const kept = new WeakMap<object, { vocab: SearchVocabulary; until: number }>();

/** Said once per isolate: the fallback is a property of the database, not of a request. */
let toldFallback = false;

/** The same kind of word the index list gives: 3 letters or more, with a Latin letter in it. */
const guessable = (w: string) => w.length >= 3 && /[a-z]/.test(w);

/** What the dictionary says the catalogue calls things (the first word of each row). */
export function dictionaryCatalogueWords(): string[] {
  const words = new Set<string>();
  for (const rows of Object.values(SEARCH_WORDS)) for (const [means] of rows) for (const w of searchWords(means)) words.add(w);
  return [...words];
}

async function fallbackWords(db: D1Database): Promise<string[]> {
  const words = new Set(dictionaryCatalogueWords());
  try {
    for (const name of await listShelfNames(db)) for (const w of searchWords(name)) words.add(w);
  } catch {
    // the dictionary alone still corrects the everyday words
  }
  return [...words].filter(guessable);
}

async function catalogueWords(db: D1Database): Promise<string[]> {
  try {
    return await listIndexTerms(db);
  } catch (err) {
    if (!toldFallback) {
      toldFallback = true;
      console.warn(
        `search: the index's word list (product_fts_terms) cannot be read, typo guesses use the dictionary and shelf names: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    return fallbackWords(db);
  }
}

export async function catalogueVocabulary(db: D1Database, now = clock.now()): Promise<SearchVocabulary> {
  // kept per binding: each request reads through its own D1 session of it (lib/d1-sessions.ts)
  const hit = kept.get(bindingOf(db));
  if (hit && hit.until > now) return hit.vocab;
  const vocab = vocabularyOf(await catalogueWords(db));
  kept.set(bindingOf(db), { vocab, until: now + KEEP_MS });
  return vocab;
}
