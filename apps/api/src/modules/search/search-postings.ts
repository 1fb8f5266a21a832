import { firstNotBefore } from './known-words';
import type { NumberedFound, Numbering } from './search-engine';
import { type Alternative, type PlannedWord, SCORE_STEPS, searchableAlternatives } from './search-plan';

/** A document's fields by weight (migration 0020): names (A); sku, codes, group, kind, colours (B); descriptions (C). */
export const DOCUMENT_WEIGHTS = ['A', 'B', 'C'] as const;
type Weight = (typeof DOCUMENT_WEIGHTS)[number];

/** One product's search document as the database wrote it: its normalised words in each weight's fields. */
export interface DocumentWords {
  id: string;
  A: readonly string[];
  B: readonly string[];
  C: readonly string[];
}

/** Which products the words found, each with its score, and whether any was found by every word as typed. */
export interface Scored {
  readonly scores: ReadonlyMap<string, number>;
  readonly asTyped: boolean;
  /** The same, by this process's product numbers (when the postings scored them). */
  readonly numbered?: NumberedFound;
}

/**
 * The products holding a word, by number: one number for a word only one product holds (every sub-SKU's code,
 * most of the words at 100,000 products), saving an array each (1.6 million fewer objects for the collector to
 * mark); a list from the second product on.
 */
type Posting = number | number[];

function numbersIn(posting: Posting): number[] {
  return typeof posting === 'number' ? [posting] : posting;
}

/** Points a word adds to each product it finds, when the products found hold only some of the words. */
export const PER_WORD_FOUND = 100;
/** New words not yet in the sorted list are looked through one by one; past this many the list is sorted again. */
const UNSORTED_AT_MOST = 2048;
/**
 * Products replaced or removed leave their old number behind; past this many, and this share of the numbers,
 * they are dropped (a few are not worth renumbering every posting for).
 */
const DEAD_AT_LEAST = 2048;
const DEAD_SHARE = 0.25;

/**
 * The catalogue's search documents turned round in memory: for each word and weight, the products holding it
 * (postings). Scoring a text then costs what its words find, not a read of every document they find, and
 * gives what the database's scored query gives (postgres-search.ts): per word the first of SCORE_STEPS that
 * finds the product, every word required, and when no product holds them all, the products holding the most.
 *
 * Products are numbered as they are added; a product written again gets a new number and its old one is dead
 * until the numbers are compacted, so postings are only ever appended to.
 */
export class SearchPostings {
  /** The product of each number ('' for a dead one), and a version that moves on with every change of them. */
  private readonly numbering: { version: number; ids: string[] } = { version: 0, ids: [] };
  private readonly numberOf = new Map<string, number>();
  /** Per weight, the products holding each word. */
  private postings: Record<Weight, Map<string, Posting>> = { A: new Map(), B: new Map(), C: new Map() };
  /** Every distinct word, sorted by UTF-16 code unit (so a prefix's words are neighbours), and those added since. */
  private sorted: string[] = [];
  private unsorted = new Set<string>();
  private dead = 0;
  /** Scratch marks for scoring, one set per word and one more: see score(). */
  private readonly marks: Uint8Array[] = [];

  get size(): number {
    return this.numberOf.size;
  }

  /** Which product each number names now (the same object from one change to the next; its version moves). */
  get numbers(): Numbering {
    return this.numbering;
  }

  /** Adds the documents, replacing any the same products had. */
  put(documents: Iterable<DocumentWords>): void {
    for (const document of documents) {
      this.remove(document.id);
      this.numbering.version += 1;
      const number = this.numbering.ids.length;
      this.numbering.ids.push(document.id);
      this.numberOf.set(document.id, number);
      for (const weight of DOCUMENT_WEIGHTS) {
        for (const word of new Set(document[weight])) {
          const list = this.postings[weight].get(word);
          if (typeof list === 'number') {
            this.postings[weight].set(word, [list, number]);
            continue;
          }
          if (list) {
            list.push(number);
            continue;
          }
          if (!DOCUMENT_WEIGHTS.some((w) => this.postings[w].has(word))) this.unsorted.add(word);
          this.postings[weight].set(word, number);
        }
      }
    }
    if (this.dead > DEAD_AT_LEAST && this.dead > this.numbering.ids.length * DEAD_SHARE) this.compact();
  }

  /** Forgets a product (one that no longer exists, or is about to be put again). */
  remove(id: string): void {
    const number = this.numberOf.get(id);
    if (number === undefined) return;
    this.numbering.ids[number] = '';
    this.numbering.version += 1;
    this.numberOf.delete(id);
    this.dead += 1;
  }

  /** Scores every product the planned words find (see the class). */
  score(planned: readonly PlannedWord[]): Scored {
    const count = this.numbering.ids.length;
    const lists = new Map<string, number[][]>();
    // Per word and product: 1 + the index of the first step that finds it, 0 when none does. The marks are kept
    // from one scoring to the next and only the products found are visited and cleared again, so a text costs
    // what its words find, not the size of the catalogue.
    const marks = planned.map((_, w) => this.marksFor(w, count));
    const touched: number[] = [];
    const seen = this.marksFor(planned.length, count);
    planned.forEach((word, w) => {
      const found = marks[w] as Uint8Array;
      SCORE_STEPS.forEach((step, s) => {
        for (const alternative of searchableAlternatives(word, step.kinds)) {
          this.forEachHolding(alternative, step.weight, lists, (n) => {
            if (found[n] !== 0) return;
            found[n] = s + 1;
            if (seen[n] === 0) {
              seen[n] = 1;
              touched.push(n);
            }
          });
        }
      });
    });
    const candidates = Int32Array.from(touched).sort();
    const wordsFound = new Uint8Array(candidates.length);
    let most = 0;
    candidates.forEach((n, k) => {
      seen[n] = 0;
      if (this.numbering.ids[n] === '') return;
      let held = 0;
      for (const found of marks) if ((found[n] as number) > 0) held++;
      wordsFound[k] = held;
      if (held > most) most = held;
    });
    const extra = most < planned.length ? PER_WORD_FOUND : 0;
    const numbers = new Int32Array(candidates.length);
    const points = new Int32Array(candidates.length);
    let kept = 0;
    let asTyped = false;
    candidates.forEach((n, k) => {
      if (most === 0 || wordsFound[k] !== most) return;
      let score = 0;
      let typedAsIs = most === planned.length;
      for (const found of marks) {
        const step = SCORE_STEPS[(found[n] as number) - 1];
        if (!step) {
          typedAsIs = false;
          continue;
        }
        score += step.points + extra;
        if (step.kinds.includes('typo')) typedAsIs = false;
      }
      numbers[kept] = n;
      points[kept] = score;
      kept++;
      asTyped ||= typedAsIs;
    });
    for (const found of marks) for (const n of candidates) found[n] = 0;
    if (most === 0) return { scores: new Map(), asTyped };
    const numbered: NumberedFound = {
      numbering: this.numbering,
      version: this.numbering.version,
      numbers: numbers.subarray(0, kept),
      points: points.subarray(0, kept),
    };
    // The ids now: the numbers may name other products by the time a caller asks for them by id.
    const ids = Array.from(numbered.numbers, (n) => this.numbering.ids[n] as string);
    let scores: Map<string, number> | undefined;
    return {
      asTyped,
      numbered,
      get scores() {
        scores ??= new Map(ids.map((id, i) => [id, points[i] as number]));
        return scores;
      },
    };
  }

  /** The `i`th set of marks, one per product number, all 0 (each user clears what it set before returning). */
  private marksFor(i: number, count: number): Uint8Array {
    let marks = this.marks[i];
    if (!marks || marks.length < count) {
      // Grown with room, so a catalogue adding products does not make new ones every scoring.
      marks = new Uint8Array(Math.ceil(count * 1.25) + 64);
      this.marks[i] = marks;
    }
    return marks;
  }

  /**
   * Calls `found` for each product holding all the alternative's words in the weight's fields ('' for any).
   * `known` keeps the lists each word (or prefix) and weight came to during one scoring: the same alternative
   * is asked for in several steps, and a short prefix ("ls-gd") starts thousands of codes.
   */
  private forEachHolding(
    alternative: Alternative,
    weight: string,
    known: Map<string, number[][]>,
    found: (n: number) => void,
  ): void {
    const kind = alternative.prefix ? '*' : ' ';
    const lists = (word: string): number[][] => {
      const key = `${weight}${kind}${word}`;
      const cached = known.get(key);
      if (cached) return cached;
      // Every weight's lists at once, each word (or a prefix's words) looked up once; any weight is all three.
      const byWeight: Record<Weight, number[][]> = { A: [], B: [], C: [] };
      for (const w of alternative.prefix ? this.wordsStartingWith(word) : [word]) {
        for (const x of DOCUMENT_WEIGHTS) {
          const list = this.postings[x].get(w);
          if (list !== undefined) byWeight[x].push(numbersIn(list));
        }
      }
      for (const x of DOCUMENT_WEIGHTS) known.set(`${x}${kind}${word}`, byWeight[x]);
      known.set(`${kind}${word}`, [...byWeight.A, ...byWeight.B, ...byWeight.C]);
      return known.get(key) ?? [];
    };
    const [first, ...rest] = alternative.tokens;
    if (first === undefined) return;
    if (rest.length === 0) {
      for (const list of lists(first)) for (const n of list) found(n);
      return;
    }
    // Several words: a product counts each in turn, and is found when it has counted the last.
    const held = new Uint8Array(this.numbering.ids.length);
    alternative.tokens.forEach((word, i) => {
      for (const list of lists(word)) {
        for (const n of list) {
          if (held[n] !== i) continue;
          held[n] = i + 1;
          if (i + 1 === alternative.tokens.length) found(n);
        }
      }
    });
  }

  private wordsStartingWith(prefix: string): string[] {
    // Sorted when first needed, not as documents are put: a load puts a page at a time.
    if (this.unsorted.size > UNSORTED_AT_MOST) this.sortWords();
    const words: string[] = [];
    for (
      let i = firstNotBefore(this.sorted, prefix);
      i < this.sorted.length && (this.sorted[i] as string).startsWith(prefix);
      i++
    ) {
      words.push(this.sorted[i] as string);
    }
    for (const word of this.unsorted) if (word.startsWith(prefix)) words.push(word);
    return words;
  }

  /** Merges the words added since into the sorted list (a word once removed may come back: kept once). */
  private sortWords(): void {
    const added = [...this.unsorted].sort();
    const merged: string[] = [];
    let i = 0;
    let j = 0;
    while (i < this.sorted.length || j < added.length) {
      const a = this.sorted[i];
      const b = added[j];
      const next = b === undefined || (a !== undefined && a <= b) ? a : b;
      if (next === a) i++;
      if (next === b) j++;
      if (next !== undefined && next !== merged.at(-1)) merged.push(next);
    }
    this.sorted = merged;
    this.unsorted = new Set();
  }

  /** Numbers the living products again from 0, dropping the dead ones and the words no product holds any more. */
  private compact(): void {
    const renumbered = new Int32Array(this.numbering.ids.length).fill(-1);
    const ids: string[] = [];
    this.numbering.ids.forEach((id, n) => {
      if (id === '') return;
      renumbered[n] = ids.length;
      this.numberOf.set(id, ids.length);
      ids.push(id);
    });
    const postings: Record<Weight, Map<string, Posting>> = { A: new Map(), B: new Map(), C: new Map() };
    const words = new Set<string>();
    for (const weight of DOCUMENT_WEIGHTS) {
      for (const [word, list] of this.postings[weight]) {
        const kept = numbersIn(list).flatMap((n) => (renumbered[n] === -1 ? [] : [renumbered[n] as number]));
        if (kept.length === 0) continue;
        postings[weight].set(word, kept.length === 1 ? (kept[0] as number) : kept);
        words.add(word);
      }
    }
    this.numbering.ids = ids;
    this.numbering.version += 1;
    this.postings = postings;
    this.dead = 0;
    this.sorted = [...words].sort();
    this.unsorted = new Set();
  }
}
