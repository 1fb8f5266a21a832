import { PRODUCT_SEARCH_MAX } from '@souq/shared/catalog/product-page-params';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { NOTHING_FOUND, type SearchEngine, type SearchResult } from './search-engine';
import type { KnownVocabulary, SearchIndex } from './search-index';
import {
  ANY_KIND,
  AS_TYPED,
  allWordsQuery,
  type PlannedWord,
  plannedTerms,
  planWords,
  SCORE_STEPS,
  someWordsQuery,
  type TypedWord,
  type Vocabulary,
  wordQuery,
  wordsToAsk,
  wordsToCorrect,
} from './search-plan';
import { PER_WORD_FOUND, type Scored } from './search-postings';
import { plainTypedWords, typedWord } from './typed-words';

/** Candidates the lexicon offers per word; the closest few by trigrams always hold a real typo's word. */
const NEAR_CANDIDATES = 8;
/** Words past this are ignored: no shopper types more, and each word adds to every document's test. */
const MAX_WORDS = 8;

/**
 * Search on the database itself, the same SQL on PGlite and PostgreSQL (migration 0020): the shopper's text
 * is normalised by `search_words` (or, for a text of ASCII and Arabic, by the same steps here:
 * typed-words.ts), checked against the lexicon (known words, the last word as a prefix, nearest words for a
 * correction) and the synonyms, then every document is tested with one tsquery over its GIN index and scored
 * word by word. Up to three round trips (one more for a word to correct, and for a text no product holds
 * whole), made once per distinct text: the catalogue keeps the result until a product changes. With the
 * index in memory up to date (search-index.ts), a plain text spelt right reaches the database not at all,
 * and one with a word to correct once, for its nearest words.
 */
export class PostgresSearch implements SearchEngine {
  /** `index`, when given, scores the planned words from memory whenever its copy is up to date. */
  constructor(
    private readonly db: Db,
    private readonly index: SearchIndex | null = null,
  ) {}

  async find(text: string): Promise<SearchResult> {
    // PostgreSQL's text cannot hold a NUL (a request can): it separates words like any other non-letter.
    const trimmed = text.slice(0, PRODUCT_SEARCH_MAX).replaceAll('\u0000', ' ');
    const words = (await this.typedWords(trimmed)).slice(0, MAX_WORDS);
    if (words.length === 0) return NOTHING_FOUND;
    const lastIsPrefix = !/\s$/.test(trimmed);
    const vocabulary = await this.vocabulary(words, lastIsPrefix);
    const planned = planWords(words, vocabulary, lastIsPrefix);
    const scored = (await this.index?.score(planned)) ?? (await this.scoredHere(planned));
    const found = scored.numbered?.numbers.length ?? scored.scores.size;
    const corrected = planned.some((w) => w.corrected);
    return {
      // Made when first asked for: the catalogue reads the numbers when the index gave them.
      get scores() {
        return scored.scores;
      },
      ...(scored.numbered ? { numbered: scored.numbered } : {}),
      correction: found > 0 && !scored.asTyped && corrected ? planned.map((w) => w.shown).join(' ') : null,
      terms: plannedTerms(planned),
    };
  }

  /** The products the words find, scored by the database itself. */
  private async scoredHere(planned: readonly PlannedWord[]): Promise<Scored> {
    const every = allWordsQuery(planned, ANY_KIND);
    let rows = every === null ? [] : await this.scored(planned, every, 0);
    // No product holds every word: the products holding the most of them, each word found worth more than
    // any score a word can add (Meilisearch's "words" rule). Asked most words first, each time with one
    // selective query over the index, instead of scoring every product that holds any word: "cotton pyjamas
    // for kids" held by none found 71,000 of 100,000 products that way and took 0.9 s.
    for (let count = planned.length - 1; rows.length === 0 && count >= 1; count--) {
      const some = someWordsQuery(planned, count);
      if (some !== null) rows = await this.scored(planned, some, PER_WORD_FOUND);
    }
    const scores = new Map<string, number>();
    for (const row of rows) for (const id of row.ids.split(',')) scores.set(id, Number(row.score));
    return { scores, asTyped: rows.some((r) => r.as_typed) };
  }

  /**
   * Products the query finds, grouped by score; `perWord` added for each word a product holds. The scores are
   * made apart (a materialised CTE) and then grouped: grouped in one query, the planner sorted the found rows
   * whole, documents and all, and a broad word's 37,000 rows of 100,000 spilled to disk (437 ms against 245 ms
   * on PostgreSQL; 50 ms against 30 ms for a broad word at 10,000 on PGlite).
   */
  private scored(planned: readonly PlannedWord[], query: string, perWord: number) {
    const asTyped = allWordsQuery(planned, AS_TYPED);
    // The planner cannot tell how many documents a prefix ('camel':*) finds, guesses many, and reads every
    // document instead of the index: "camel" (694 of 10,000) took 56 ms that way and 9 ms by the index. By the
    // index, a broad word costs about what reading every document does, so the index is always asked.
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ score: number; ids: string; as_typed: boolean }>(
        tx,
        sql`with s as materialized (
            select product_id, ${scoreOf(planned, perWord)} as score,
              ${asTyped === null ? sql`false` : sql`document @@ ${asTyped}::tsquery`} as as_typed
            from product_search
            where document @@ ${query}::tsquery
          )
          select s.score::int as score, string_agg(s.product_id::text, ',') as ids, bool_or(s.as_typed) as as_typed
          from s
          group by s.score`,
      );
    });
  }

  /** The text's words: worked out here for a plain text (typed-words.ts), else by the database. */
  private async typedWords(text: string): Promise<TypedWord[]> {
    const plain = plainTypedWords(text);
    if (plain) return plain;
    const rows = await queryRows<{ word: string; forms: string[] }>(
      this.db,
      sql`select word, forms from search_words(${text}, false) order by ord`,
    );
    return rows.map((r) => typedWord(r.word, r.forms)).filter((w) => w.word !== '');
  }

  /**
   * What the lexicon and the synonyms say of the words: from the index's copy when it is up to date, else asked
   * of the database. The nearest words by trigrams (a KNN search of the lexicon's index) are asked for in one
   * more round trip, only for words nothing holds as typed: most texts are spelt right and never pay for it.
   */
  private async vocabulary(words: readonly TypedWord[], lastIsPrefix: boolean): Promise<Vocabulary> {
    const ask = wordsToAsk(words);
    const vocabulary = (await this.index?.vocabulary(ask)) ?? (await this.knownHere(ask));
    const toCorrect = wordsToCorrect(words, vocabulary, lastIsPrefix);
    if (toCorrect.length === 0) return { ...vocabulary, near: new Map() };
    const [nearRow] = await queryRows<{ near: Record<string, string[]> }>(
      this.db,
      sql`select coalesce(jsonb_object_agg(w, array(
            select l.word from search_lexicon l order by l.word <-> w limit ${NEAR_CANDIDATES}
          )), '{}'::jsonb) as near
          from unnest(${sql.param(toCorrect)}::text[]) as w`,
    );
    return { ...vocabulary, near: new Map(Object.entries(nearRow?.near ?? {})) };
  }

  /** The lexicon and the synonyms asked of the database, in one round trip. */
  private async knownHere(ask: { known: readonly string[]; prefix: string }): Promise<KnownVocabulary> {
    const [row] = await queryRows<{ known: string[]; prefix_known: boolean; synonyms: string[][] }>(
      this.db,
      sql`select
            (select coalesce(array_agg(word), '{}') from search_lexicon
             where word = any(${sql.param(ask.known)}::text[])) as known,
            (${ask.prefix} <> '' and exists (
              select 1 from search_lexicon where word like ${ask.prefix} || '%'
            )) as prefix_known,
            (select coalesce(jsonb_agg(words order by created_at, id), '[]'::jsonb) from search_synonyms) as synonyms`,
    );
    return {
      known: new Set(row?.known ?? []),
      prefixKnown: row?.prefix_known ?? false,
      synonyms: row?.synonyms ?? [],
    };
  }
}

/** A product's relevance: per word, the points of the best step it is found by (plus `found`), added up. */
function scoreOf(words: readonly PlannedWord[], found: number): SQL {
  const perWord = words.map((word) => {
    const cases = SCORE_STEPS.flatMap((step) => {
      const query = wordQuery(word, step.kinds, step.weight);
      const points = sql.raw(String(step.points + found));
      return query === null ? [] : [sql`when document @@ ${query}::tsquery then ${points}`];
    });
    return sql`(case ${sql.join(cases, sql` `)} else 0 end)`;
  });
  return sql.join(perWord, sql` + `);
}
