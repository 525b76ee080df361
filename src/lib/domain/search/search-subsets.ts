/**
 * When all the typed words together find nothing ("atta zzq", "amul atta"), the best subset of them
 * does, and the page says so ("Showing results for atta"). Which subsets are worth a search, and
 * which answer is best, are decided here; the searches themselves run in one D1 batch
 * (functions/api/services/search/search-fallback.ts).
 */

export interface TypedUnit {
  /** the unit's typed words ("bale hannu" is one unit) */
  typed: string;
  /** the catalogue has this word, a meaning of it, or one like it: a subset with a word it has nothing like finds nothing */
  known: boolean;
}

export interface SubsetTry {
  /** the subset's words in the order typed */
  words: string;
  /** how many units it keeps */
  size: number;
}

/** More searches than this in the fallback's batch cost more than the few more words they could keep. */
export const MOST_SUBSETS = 5;

/**
 * The subsets to try, most words first (then in the order typed): proper, non-empty, and only of
 * units the catalogue has something like. One unit typed leaves no subset to try.
 */
export function subsetsToTry(units: readonly TypedUnit[], most = MOST_SUBSETS): SubsetTry[] {
  const n = units.length;
  if (n < 2) return [];
  const full = (1 << n) - 1;
  const known = units.reduce((m, u, i) => (u.known ? m | (1 << i) : m), 0);
  const kept: number[][] = [];
  for (let mask = 1; mask < full; mask++) {
    if ((mask & known) === mask) kept.push(units.flatMap((_, i) => (mask & (1 << i) ? [i] : [])));
  }
  // most units first; among as many, the earlier words first ([0, 1] before [0, 2] before [1, 2])
  kept.sort((a, b) => b.length - a.length || earlierFirst(a, b));
  return kept.slice(0, most).map((ids) => ({ words: ids.map((i) => units[i]!.typed).join(' '), size: ids.length }));
}

function earlierFirst(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * The best answer among the subsets tried: the most words kept, then the fewest products found (the
 * more particular words: "amul atta" shows atta, not everything Amul makes), then the first tried.
 * null when none found anything.
 */
export function bestSubset<T extends SubsetTry & { matched: number }>(tries: readonly T[]): T | null {
  let best: T | null = null;
  for (const t of tries) {
    if (t.matched <= 0) continue;
    if (!best || t.size > best.size || (t.size === best.size && t.matched < best.matched)) best = t;
  }
  return best;
}
