/**
 * Typo tolerance: how far a typed word may be from a catalogue word, and the distance itself
 * (optimal string alignment: insert, delete, substitute, or swap two neighbours, each costs 1).
 */

/** Short words are too easily another word: 4 letters allow one slip, 5 or more allow two. */
export function allowedTypos(word: string): number {
  const n = [...word].length;
  if (n >= 5) return 2;
  if (n === 4) return 1;
  return 0;
}

/** Edit distance, or max + 1 as soon as it is known to exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[t.length]!;
}

/**
 * The catalogue words nearest to `word` within its allowed typos: only the closest distance found,
 * at most `limit` of them, more common words (earlier in `terms`) first.
 */
export function nearestTerms(word: string, terms: readonly string[], limit = 3): string[] {
  const max = allowedTypos(word);
  if (max === 0) return [];
  let best = max + 1;
  let found: string[] = [];
  for (const term of terms) {
    if (term === word || term.length < 3) continue;
    const d = editDistance(word, term, Math.min(max, best));
    if (d < best) {
      best = d;
      found = [term];
    } else if (d === best && d <= max && found.length < limit) {
      found.push(term);
    }
  }
  return best <= max ? found : [];
}
