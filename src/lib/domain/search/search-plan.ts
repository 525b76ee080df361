/**
 * From what a shopper typed to the four searches the catalogue runs, best first:
 *   exact   every word as a whole catalogue word            "amul" AND "butter"
 *   prefix  every word as the start of one (search as you type)  "amul"* AND "butt"*
 *   synonym dictionary names and plural/singular forms     ("doodh"* OR "milk")
 *   fuzzy   catalogue words within the allowed typos         ("buter"* OR "butter")
 * A word the catalogue writes joined or split ("bisibele bath", "cornflakes": search-compounds.ts)
 * counts as typed in either spelling. Sizes ("5kg") never reach the plan (search-quantity.ts).
 * A product takes the best tier that finds it, so exact and prefix matches rank before synonyms and
 * synonyms before typo guesses. Expressions are FTS5 MATCH text built only from quoted word tokens
 * (words hold no quotes), so nothing a shopper types can become query syntax.
 */
import { type QueryUnit, withCompounds } from './search-compounds';
import { nearestTerms } from './search-fuzzy';
import { searchWords } from './search-text';
import { SEARCH_WORDS } from './search-words';

/** What the plan needs to know about the catalogue's words (services/search/search loads it from D1). */
export interface SearchVocabulary {
  /** every indexed word, more common first */
  terms: readonly string[];
  has(term: string): boolean;
  /** some indexed word starts with `prefix` */
  hasPrefix(prefix: string): boolean;
}

export type { QueryUnit };

export interface SearchPlan {
  exact: string;
  prefix: string;
  /** null when no word has a dictionary meaning or another form (it would repeat `prefix`) */
  synonym: string | null;
  /** null when no word needed a typo guess */
  fuzzy: string | null;
  /** the text with typo guesses in place of the typed words, for "Did you mean …" (null: no guess) */
  corrected: string | null;
  /** the typed units, and whether the catalogue has anything like each (for the best-subset fallback) */
  units: { typed: string; known: boolean }[];
}

const LONGEST_PHRASE = 4;

let dictionary: Map<string, string[][]> | undefined;

/** typed phrase (words joined by one space) → meanings, built once from SEARCH_WORDS */
export function searchDictionary(): Map<string, string[][]> {
  if (dictionary) return dictionary;
  const map = new Map<string, string[][]>();
  for (const rows of Object.values(SEARCH_WORDS)) {
    for (const [means, ...typed] of rows) {
      const meaning = searchWords(means);
      for (const t of [means, ...typed]) {
        const key = searchWords(t).join(' ');
        if (!key) continue;
        const list = map.get(key) ?? [];
        if (!list.some((m) => m.join(' ') === meaning.join(' '))) list.push(meaning);
        map.set(key, list);
      }
    }
  }
  dictionary = map;
  return map;
}

/** tomatoes → tomato, chillies → chilly/chilli, biscuits → biscuit, and the plain plural */
export function otherForms(word: string): string[] {
  if (!/^[a-z]{4,}$/.test(word)) return [];
  const out = new Set<string>();
  if (word.endsWith('ies')) {
    out.add(`${word.slice(0, -3)}y`);
    out.add(`${word.slice(0, -3)}i`);
  } else if (word.endsWith('oes') || word.endsWith('shes') || word.endsWith('ches')) out.add(word.slice(0, -2));
  else if (word.endsWith('s') && !word.endsWith('ss')) out.add(word.slice(0, -1));
  else {
    out.add(`${word}s`);
    if (word.endsWith('o') || word.endsWith('ch') || word.endsWith('sh')) out.add(`${word}es`);
  }
  return [...out];
}

/** The typed words grouped into units, longest dictionary phrase first. */
export function readQuery(text: string): QueryUnit[] {
  const words = searchWords(text);
  const dict = searchDictionary();
  const units: QueryUnit[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 1;
    let means: string[][] = [];
    for (let n = Math.min(LONGEST_PHRASE, words.length - i); n >= 1; n--) {
      const hit = dict.get(words.slice(i, i + n).join(' '));
      if (hit) {
        taken = n;
        means = hit;
        break;
      }
    }
    const typed = words.slice(i, i + taken);
    units.push({ typed, means, forms: taken === 1 ? otherForms(typed[0]!) : [], spellings: [] });
    i += taken;
  }
  return units;
}

const quoted = (words: string[]) => `"${words.join(' ')}"`;
const anyOf = (alternatives: string[]) => (alternatives.length === 1 ? alternatives[0]! : `(${[...new Set(alternatives)].join(' OR ')})`);

/** A unit the catalogue could find by its typed words alone (as words or word starts). */
function knownAsTyped(u: QueryUnit, vocab: SearchVocabulary): boolean {
  return u.typed.every((w, i) => (i === u.typed.length - 1 ? vocab.hasPrefix(w) : vocab.has(w)));
}

/** The typed words and the catalogue's spellings of them, whole or (`*`) as word starts. */
const written = (u: QueryUnit, star: '' | '*') => [u.typed, ...u.spellings].map((w) => `${quoted(w)}${star}`);

export function planSearch(text: string, vocab: SearchVocabulary): SearchPlan | null {
  const units = withCompounds(readQuery(text), vocab);
  if (units.length === 0) return null;
  const exact = units.map((u) => anyOf(written(u, ''))).join(' AND ');
  const prefix = units.map((u) => anyOf(written(u, '*'))).join(' AND ');

  let widened = false;
  const synonymParts = units.map((u) => {
    const alts = written(u, '*');
    const asWritten = alts.length;
    for (const m of u.means) if (m.join(' ') !== u.typed.join(' ')) alts.push(quoted(m));
    for (const f of u.forms) if (vocab.has(f)) alts.push(quoted([f]));
    if (alts.length > asWritten) widened = true;
    return alts;
  });

  let guessed = false;
  let hopeless = false;
  const corrected: string[] = [];
  const fuzzyParts: string[][] = [];
  const known: boolean[] = [];
  units.forEach((u, i) => {
    const alts = synonymParts[i]!;
    if (knownAsTyped(u, vocab) || alts.length > 1 || u.typed.length > 1) {
      fuzzyParts.push(alts);
      corrected.push(u.typed.join(' '));
      known.push(true);
      return;
    }
    const near = nearestTerms(u.typed[0]!, vocab.terms);
    known.push(near.length > 0);
    if (near.length > 0) {
      guessed = true;
      fuzzyParts.push([...alts, ...near.map((t) => quoted([t]))]);
      corrected.push(near[0]!);
    } else {
      // every word must match: one the catalogue has nothing like means there is nothing to guess
      hopeless = true;
    }
  });
  if (hopeless) guessed = false;

  return {
    exact,
    prefix,
    synonym: widened ? synonymParts.map(anyOf).join(' AND ') : null,
    fuzzy: guessed ? fuzzyParts.map(anyOf).join(' AND ') : null,
    corrected: guessed ? corrected.join(' ') : null,
    units: units.map((u, i) => ({ typed: u.typed.join(' '), known: known[i]! })),
  };
}

/** A vocabulary over a word list (tests, and the service's cached copy of the index's words). */
export function vocabularyOf(terms: readonly string[]): SearchVocabulary {
  const set = new Set(terms);
  const sorted = [...set].sort();
  return {
    terms,
    has: (t) => set.has(t),
    hasPrefix(prefix) {
      let lo = 0;
      let hi = sorted.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (sorted[mid]! < prefix) lo = mid + 1;
        else hi = mid;
      }
      return lo < sorted.length && sorted[lo]!.startsWith(prefix);
    },
  };
}
