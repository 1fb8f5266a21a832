import { and, arrayOverlaps, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { queryRows } from '../../../db/query-rows';
import { searchSynonyms } from '../../../db/schema';

export type StoredSynonymGroup = typeof searchSynonyms.$inferSelect;

/** A term and the word search makes of it (none for a term of no letters or digits). */
export interface TermWord {
  term: string;
  word: string | null;
}

/**
 * The only code that writes the owner's synonyms (search reads them in modules/search). Every change fires the
 * table's statement trigger, which tells each api instance to ask its searches again (migration 0020).
 */
export function createAdminSearchSynonymsRepo(executor: Executor) {
  return {
    /** Every group, the most recently changed first; groups changed together (the seeded ones) by first term. */
    list(): Promise<StoredSynonymGroup[]> {
      return executor
        .select()
        .from(searchSynonyms)
        .orderBy(
          desc(searchSynonyms.updatedAt),
          desc(searchSynonyms.createdAt),
          asc(sql`${searchSynonyms.terms}[1]`),
          asc(searchSynonyms.id),
        );
    },

    /**
     * Holds off every other change to the synonyms until this transaction ends (searches still read them), so
     * two owners saving groups at once cannot both put one word in two groups.
     */
    async lockForChange(): Promise<void> {
      await executor.execute(sql`lock table ${searchSynonyms} in share row exclusive mode`);
    },

    /** Each term's word as the database's search_terms() makes it, which the `words` column is made of. */
    async wordsOf(terms: readonly string[]): Promise<TermWord[]> {
      const rows = await queryRows<{ term: string; words: string[] }>(
        executor,
        sql`select t.term, search_terms(array[t.term]) as words
            from unnest(${sql.param(terms)}::text[]) with ordinality as t(term, n)
            order by t.n`,
      );
      return rows.map((row) => ({ term: row.term, word: row.words[0] ?? null }));
    },

    /** The first-made group other than `exceptId` holding any of `words`. */
    async holding(words: readonly string[], exceptId: string | null): Promise<StoredSynonymGroup | null> {
      const overlaps = arrayOverlaps(searchSynonyms.words, [...words]);
      const [row] = await executor
        .select()
        .from(searchSynonyms)
        .where(exceptId === null ? overlaps : and(overlaps, ne(searchSynonyms.id, exceptId)))
        .orderBy(asc(searchSynonyms.createdAt), asc(searchSynonyms.id))
        .limit(1);
      return row ?? null;
    },

    async insert(terms: readonly string[]): Promise<StoredSynonymGroup> {
      const [row] = await executor
        .insert(searchSynonyms)
        .values({ terms: [...terms] })
        .returning();
      if (!row) throw new Error('the synonym group was not inserted');
      return row;
    },

    /** The group with its new terms, or null when there is no such group. */
    async update(id: string, terms: readonly string[]): Promise<StoredSynonymGroup | null> {
      const [row] = await executor
        .update(searchSynonyms)
        .set({ terms: [...terms], updatedAt: sql`now()` })
        .where(eq(searchSynonyms.id, id))
        .returning();
      return row ?? null;
    },

    /** The group as it was, locked until the transaction ends, or null. */
    async lock(id: string): Promise<StoredSynonymGroup | null> {
      const [row] = await executor
        .select()
        .from(searchSynonyms)
        .where(eq(searchSynonyms.id, id))
        .for('update');
      return row ?? null;
    },

    async remove(id: string): Promise<void> {
      await executor.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
    },
  };
}

export type AdminSearchSynonymsRepo = ReturnType<typeof createAdminSearchSynonymsRepo>;
