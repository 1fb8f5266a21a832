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
  scores: ReadonlyMap<string, number>;
  /**
   * The words as corrected ("dinosaur" for "dinosuar") when the words as typed find nothing and only the
   * corrections find something: the shopper is asked "Did you mean …".
   */
  correction: string | null;
  /** The normalised words and forms that found something, for marking them in names. */
  terms: readonly string[];
}

export const NOTHING_FOUND: SearchResult = { scores: new Map(), correction: null, terms: [] };
