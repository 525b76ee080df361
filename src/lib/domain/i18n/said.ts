/**
 * A message said to someone, as data: its catalogue key and the values its {params} take. Refusals
 * and notes travel through services and answers in this shape and are put into words only at the
 * edge (a route, a page), in the reader's language; nothing reads a sentence back into a key.
 * Type-only import of the catalogue, so domain code and islands can build one without carrying it.
 */
import type { MessageKey } from './en';

/** A param's value: a name or number as is, or another said message put into the same language. */
export type SaidParam = string | number | Said;

export interface Said {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, SaidParam>>;
  /** said in lower case, as a label is mid-sentence ("Please choose a valid store"); a no-op in Kannada and Hindi */
  readonly lower?: true;
}

/** said('srv.nameOutOfStock', { name }): the message with that key and those params. */
export function said(key: MessageKey, params?: Record<string, SaidParam>): Said {
  return params ? { key, params } : { key };
}

/** A label said lower-case mid-sentence. */
export function saidLower(key: MessageKey): Said {
  return { key, lower: true };
}

export function isSaid(value: unknown): value is Said {
  return typeof value === 'object' && value !== null && typeof (value as { key?: unknown }).key === 'string';
}
