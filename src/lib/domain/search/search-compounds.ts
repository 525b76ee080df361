/**
 * Compound words, joined or split as the catalogue writes them: "bisibele bath" finds
 * "Bisibelebath", "cornflakes" finds "Corn Flakes". Only the search index's own words decide (the
 * vocabulary): two or three typed words whose concatenation is an indexed word, or a typed word that
 * is no indexed word but splits into two that are. Either spelling then counts as typed (exact tier).
 */

export interface QueryUnit {
  /** the shopper's words (more than one when a dictionary phrase such as "bale hannu" matched) */
  typed: string[];
  /** what the dictionary says they mean, each a phrase of catalogue words */
  means: string[][];
  /** singular/plural forms of a single typed word */
  forms: string[];
  /** the same words as the catalogue writes them, joined or split */
  spellings: string[][];
}

export interface IndexedWords {
  has(term: string): boolean;
}

const LONGEST_JOIN = 3;
/** a shorter concatenation is too often a word of its own by chance */
const SHORTEST_JOINED = 5;
/** parts of a split: the index lists words of 3 letters or more */
const SHORTEST_PART = 3;
const MOST_SPLITS = 2;

const single = (u: QueryUnit) => u.typed.length === 1;

/** "cornflakes" → [["corn", "flakes"]]: each way the word is two indexed words. */
export function splitsOf(word: string, vocab: IndexedWords): string[][] {
  if (!/^[a-z]+$/.test(word) || word.length < 2 * SHORTEST_PART || vocab.has(word)) return [];
  const out: string[][] = [];
  for (let i = SHORTEST_PART; i <= word.length - SHORTEST_PART && out.length < MOST_SPLITS; i++) {
    const left = word.slice(0, i);
    const right = word.slice(i);
    if (vocab.has(left) && vocab.has(right)) out.push([left, right]);
  }
  return out;
}

/** The units with neighbours joined where the index has them as one word, and unknown words split. */
export function withCompounds(units: QueryUnit[], vocab: IndexedWords): QueryUnit[] {
  const out: QueryUnit[] = [];
  for (let i = 0; i < units.length;) {
    let joined: QueryUnit | null = null;
    for (let n = Math.min(LONGEST_JOIN, units.length - i); n >= 2 && !joined; n--) {
      const run = units.slice(i, i + n);
      const word = run.map((u) => u.typed[0]).join('');
      if (run.every(single) && word.length >= SHORTEST_JOINED && vocab.has(word)) {
        joined = { typed: run.map((u) => u.typed[0]!), means: [], forms: [], spellings: [[word]] };
        i += n;
      }
    }
    if (joined) {
      out.push(joined);
      continue;
    }
    const u = units[i]!;
    // a dictionary meaning other than the word itself says what it is; none (or itself) leaves a split to try
    const splits = single(u) && u.means.every((m) => m.join(' ') === u.typed[0]) ? splitsOf(u.typed[0]!, vocab) : [];
    out.push(splits.length ? { ...u, spellings: [...u.spellings, ...splits] } : u);
    i += 1;
  }
  return out;
}
