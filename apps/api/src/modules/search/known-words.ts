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
      this.sorted.splice(this.firstNotBefore(word), 0, word);
    }
  }

  /** Whether some word begins with `prefix` (the lexicon's `word like prefix || '%'`). */
  anyStartingWith(prefix: string): boolean {
    return this.sorted[this.firstNotBefore(prefix)]?.startsWith(prefix) ?? false;
  }

  private firstNotBefore(word: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.sorted[mid] as string) < word) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
