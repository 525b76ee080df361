/**
 * The catalogue's words for typo guesses, read from the FTS index's word list (product_fts_terms)
 * and kept per isolate for a few minutes: a new product's words are guessed at once they are in a
 * copy, and searched exactly at once anyway (the MATCH itself always reads D1).
 * At 20,000 products the list is a few thousand words (BENCHMARKS.md), read in one query.
 */
import { type SearchVocabulary, vocabularyOf } from '../../../src/lib/domain/search-plan';
import { listIndexTerms } from '../db/search';

const KEEP_MS = 5 * 60_000;

const kept = new WeakMap<object, { vocab: SearchVocabulary; until: number }>();

export async function catalogueVocabulary(db: D1Database, now = Date.now()): Promise<SearchVocabulary> {
  const hit = kept.get(db);
  if (hit && hit.until > now) return hit.vocab;
  const vocab = vocabularyOf(await listIndexTerms(db));
  kept.set(db, { vocab, until: now + KEEP_MS });
  return vocab;
}

