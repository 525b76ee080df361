/**
 * The English a test expects the store to say, read from messages/en.json by key (issue 27: the
 * English is written once, in the catalogue; tests name the key, not a copy of the words).
 */
import { en as catalogue } from '../../src/lib/domain/i18n/catalogues';
import type { MessageKey } from '../../src/lib/domain/i18n/en';
import { fill } from '../../src/lib/domain/i18n/fill';

/** en('cartAdded') → "Successfully added to your Cart"; {name} placeholders filled from params. */
export function en(key: MessageKey, params?: Record<string, string | number>): string {
  return fill(catalogue[key], params);
}
