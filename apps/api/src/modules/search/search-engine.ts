/**
 * What a search engine answers the catalogue: which products a shopper's words find and how well. The
 * catalogue in memory does the rest (filters, facet counts, stock, pages), so an engine is only ever asked
 * for words. One engine today, on PostgreSQL itself (postgres-search.ts); a hosted one such as Meilisearch
 * would answer the same (docs/decisions/021-search-in-postgres.md).
 */
export interface SearchEngine {
  find(text: string): Promise<SearchResult>;
}

export interface SearchResult {
  /** Each product found, with its relevance: higher is better. Products found by nothing are absent. */
  readonly scores: ReadonlyMap<string, number>;
  /**
   * The same products by the numbers an engine in this process keeps them under, when it has such numbers
   * (search-postings.ts): a catalogue keeping a table from those numbers to its own places then reads what was
   * found without looking any product up by id, which is most of a broad word's cost.
   */
  readonly numbered?: NumberedFound;
  /**
   * The words as corrected ("dinosaur" for "dinosuar") when the words as typed find nothing and only the
   * corrections find something: the shopper is asked "Did you mean …".
   */
  correction: string | null;
  /** The normalised words and forms that found something, for marking them in names. */
  terms: readonly string[];
}

/** Which product each number names; `version` moves on whenever that changes. */
export interface Numbering {
  readonly version: number;
  readonly ids: readonly string[];
}

export interface NumberedFound {
  readonly numbering: Numbering;
  /** The numbering's version when these were found: the numbers name those products while it still is. */
  readonly version: number;
  readonly numbers: Int32Array;
  /** Each number's relevance, as in `scores`. */
  readonly points: Int32Array;
}

export const NOTHING_FOUND: SearchResult = { scores: new Map(), correction: null, terms: [] };
