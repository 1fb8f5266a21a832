import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { KnownWords } from './known-words';
import type { Numbering } from './search-engine';
import type { PlannedWord, Vocabulary } from './search-plan';
import { type DocumentWords, type Scored, SearchPostings } from './search-postings';

/** Documents per read while loading them all: each page is a few milliseconds of the database's time. */
const LOAD_PAGE = 2000;
/** A load that failed (the database is away) is tried again this soon. */
const RETRY_MS = 1000;
const BEFORE_EVERY_ID = '00000000-0000-0000-0000-000000000000';

/** What the lexicon and the synonyms say of a text's words, before any nearest words are looked up. */
export type KnownVocabulary = Omit<Vocabulary, 'near'>;

/**
 * The search documents' postings kept in memory (search-postings.ts) and in step with the database: loaded
 * whole as the store starts and after "everything changed", and per product when the catalogue hears that
 * products changed (`changed`). The documents stay the database's (migration 0020 writes them with the
 * change); this is only their copy turned round, so a search costs what its words find. The lexicon and the
 * owner's synonyms are copied beside them: the lexicon grows only when documents are written (in the same
 * transaction), so the words of products read again are looked up in it then; the synonyms are read again
 * after the catalogue hears they changed (`synonymsChanged`).
 *
 * `score` and `vocabulary` answer null while the copy cannot be trusted (loading, or a load failed): the
 * database then answers itself, as it always can.
 */
export class SearchIndex {
  private postings: SearchPostings | null = null;
  private known: KnownWords | null = null;
  /** Null once they changed, until read again. */
  private synonyms: string[][] | null = null;
  /** Moves on with each change of the synonyms, so a read begun before one is not kept. */
  private synonymsVersion = 0;
  private loading: Promise<void> | null = null;
  /** Set when "everything changed" is heard during a load, whose reads may predate it: one more follows. */
  private again = false;
  /** Products heard changed and not yet read again. */
  private readonly pending = new Set<string>();
  private applying: Promise<void> | null = null;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly db: Db) {}

  /** Starts loading every document, in the background. */
  open(): void {
    this.reload();
  }

  /** Products changed (their documents were written again), or, with null, anything may have. */
  changed(ids: readonly string[] | null): void {
    if (ids === null) this.reload();
    else for (const id of ids) this.pending.add(id);
  }

  /** The owner's synonyms changed: they are read again before the next search. */
  synonymsChanged(): void {
    this.synonymsVersion += 1;
    this.synonyms = null;
  }

  /** Whether searches are scored here now (loaded, and no load in flight). */
  get ready(): boolean {
    return this.loading === null && this.postings !== null && this.known !== null;
  }

  /** Waits for a load in flight; true when the copy is loaded. */
  async loaded(): Promise<boolean> {
    while (this.loading) await this.loading;
    return this.postings !== null;
  }

  async score(planned: readonly PlannedWord[]): Promise<Scored | null> {
    if (!(await this.upToDate())) return null;
    return this.postings?.score(planned) ?? null;
  }

  /**
   * The postings' numbering once every product heard changed is read again (null while the copy cannot be
   * trusted): what a catalogue needs to make its table from these numbers to its places before a search does.
   */
  async numbering(): Promise<Numbering | null> {
    if (!(await this.upToDate())) return null;
    return this.postings?.numbers ?? null;
  }

  /** Which of the words `ask` names some product holds, whether one begins with its prefix, and the synonyms. */
  async vocabulary(ask: { known: readonly string[]; prefix: string }): Promise<KnownVocabulary | null> {
    if (!(await this.upToDate())) return null;
    try {
      while (this.synonyms === null) {
        const version = this.synonymsVersion;
        const synonyms = await readSynonyms(this.db);
        if (version === this.synonymsVersion) this.synonyms = synonyms;
      }
    } catch {
      return null;
    }
    const known = this.known;
    if (!this.ready || !known) return null;
    return {
      known: new Set(ask.known.filter((word) => known.has(word))),
      prefixKnown: ask.prefix !== '' && known.anyStartingWith(ask.prefix),
      synonyms: this.synonyms,
    };
  }

  /** Reads the products heard changed again; false when the copy cannot be trusted. */
  private async upToDate(): Promise<boolean> {
    if (!this.ready) return false;
    try {
      // A read in flight has taken its products off `pending` already: it is waited for too.
      while (this.pending.size > 0 || this.applying) {
        this.applying ??= this.applyPending().finally(() => {
          this.applying = null;
        });
        await this.applying;
      }
    } catch {
      return false;
    }
    return this.ready;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retry);
  }

  private async applyPending(): Promise<void> {
    const ids = [...this.pending];
    this.pending.clear();
    try {
      const documents = await readDocuments(this.db, sql`product_id = any(${sql.param(ids)}::uuid[])`);
      const postings = this.postings;
      const known = this.known;
      if (!postings || !known) return;
      // The lexicon's new words are among the words of the documents written with them.
      const unknown = new Set<string>();
      for (const document of documents) {
        for (const word of [...document.A, ...document.B, ...document.C])
          if (!known.has(word)) unknown.add(word);
      }
      if (unknown.size > 0) known.add(await readLexicon(this.db, [...unknown]));
      for (const id of ids) postings.remove(id);
      postings.put(documents);
    } catch (error) {
      for (const id of ids) this.pending.add(id);
      throw error;
    }
  }

  private reload(): void {
    if (this.closed) return;
    if (this.loading) {
      this.again = true;
      return;
    }
    clearTimeout(this.retry);
    this.loading = this.loadAll()
      .catch(() => {
        this.postings = null;
        this.retry = setTimeout(() => this.reload(), RETRY_MS);
        this.retry.unref();
      })
      .finally(() => {
        this.loading = null;
      });
  }

  private async loadAll(): Promise<void> {
    do {
      this.again = false;
      this.synonymsChanged();
      const known = new KnownWords(await readLexicon(this.db));
      const postings = new SearchPostings();
      let after = BEFORE_EVERY_ID;
      for (;;) {
        if (this.closed) return;
        const page = await readDocuments(this.db, sql`product_id > ${after}::uuid`, LOAD_PAGE);
        postings.put(page);
        const last = page.at(-1);
        if (!last || page.length < LOAD_PAGE) break;
        after = last.id;
      }
      this.postings = postings;
      this.known = known;
    } while (this.again);
  }
}

/** The lexicon's words: all of them, or those of `words` it holds. */
async function readLexicon(db: Db, words?: readonly string[]): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(
    db,
    words === undefined
      ? sql`select word from search_lexicon`
      : sql`select word from search_lexicon where word = any(${sql.param(words)}::text[])`,
  );
  return rows.map((row) => row.word);
}

/** The owner's synonym groups, normalised, in the order they were made (both scorers read them so). */
async function readSynonyms(db: Db): Promise<string[][]> {
  const rows = await queryRows<{ words: string[] }>(
    db,
    sql`select words from search_synonyms order by created_at, id`,
  );
  return rows.map((row) => row.words);
}

async function readDocuments(db: Db, where: SQL, limit?: number): Promise<DocumentWords[]> {
  const rows = await queryRows<{ id: string; a: string[]; b: string[]; c: string[] }>(
    db,
    sql`select product_id::text as id,
          tsvector_to_array(ts_filter(document, '{a}')) as a,
          tsvector_to_array(ts_filter(document, '{b}')) as b,
          tsvector_to_array(ts_filter(document, '{c}')) as c
        from product_search
        where ${where}
        order by product_id
        ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
  return rows.map((row) => ({ id: row.id, A: row.a, B: row.b, C: row.c }));
}
