/**
 * The catalogue's lexicon (`search_lexicon`: the words of names, groups, kinds, colours and descriptions) held
 * in memory, so a search asks the database only to normalise its words: which of them some product holds,
 * and whether some word begins with the last one typed. Kept sorted as well, for the prefix; the lexicon
 * only grows, a few words at a time, so each new word is put in its place rather than the whole sorted again.
 */
export class KnownWords {
  private readonly words: Set<string>;
  /** The same words in code-unit order: every word beginning with a prefix sits together, from it on. */
  private readonly sorted: string[];

  constructor(words: readonly string[]) {
    this.words = new Set(words);
    this.sorted = [...this.words].sort();
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  add(words: Iterable<string>): void {
    for (const word of words) {
      if (this.words.has(word)) continue;
      this.words.add(word);
      this.sorted.splice(firstNotBefore(this.sorted, word), 0, word);
    }
  }

  /** Whether some word begins with `prefix` (the lexicon's `word like prefix || '%'`). */
  anyStartingWith(prefix: string): boolean {
    return this.sorted[firstNotBefore(this.sorted, prefix)]?.startsWith(prefix) ?? false;
  }
}

/**
 * Where `word` goes in `sorted` (code-unit order): the first place holding a word not before it. Every word
 * beginning with a prefix sits together from the prefix's place on.
 */
export function firstNotBefore(sorted: readonly string[], word: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < word) low = middle + 1;
    else high = middle;
  }
  return low;
}
