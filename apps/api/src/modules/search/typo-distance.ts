/**
 * How many typing mistakes a word may hold and still find what the shopper meant: none under 4 letters, one
 * from 4, two from 8 (the rule Typesense and Algolia use; Meilisearch starts a letter later).
 */
export function allowedTypos(word: string): number {
  const letters = [...word].length;
  if (letters >= 8) return 2;
  if (letters >= 4) return 1;
  return 0;
}

/**
 * Edits between two words, where swapping two neighbouring letters counts as one ("dinosuar" is one edit from
 * "dinosaur"): the optimal string alignment distance. PostgreSQL's fuzzystrmatch counts a swap as two.
 * Stops early and answers `limit + 1` once the distance is known to exceed `limit`.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > limit) return limit + 1;
  let beforeLast: number[] = [];
  let last = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min((last[j] as number) + 1, (row[j - 1] as number) + 1, (last[j - 1] as number) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        d = Math.min(d, (beforeLast[j - 2] as number) + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    beforeLast = last;
    last = row;
  }
  return Math.min(last[t.length] as number, limit + 1);
}
