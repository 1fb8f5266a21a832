import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { PlannedWord } from './search-plan';
import { type DocumentWords, type Scored, SearchPostings } from './search-postings';

/** Documents per read while loading them all: each page is a few milliseconds of the database's time. */
const LOAD_PAGE = 2000;
/** A load that failed (the database is away) is tried again this soon. */
const RETRY_MS = 1000;
const BEFORE_EVERY_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The search documents' postings kept in memory (search-postings.ts) and in step with the database: loaded
 * whole as the store starts and after "everything changed", and per product when the catalogue hears that
 * products changed (`changed`). The documents stay the database's (migration 0020 writes them with the
 * change); this is only their copy turned round, so a search costs what its words find.
 *
 * `score` answers null while the copy cannot be trusted (loading, or a load failed): the database then
 * scores the words itself, as it always can.
 */
export class SearchIndex {
  private postings: SearchPostings | null = null;
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

  /** Whether searches are scored here now (loaded, and no load in flight). */
  get ready(): boolean {
    return this.loading === null && this.postings !== null;
  }

  /** Waits for a load in flight; true when the copy is loaded. */
  async loaded(): Promise<boolean> {
    while (this.loading) await this.loading;
    return this.postings !== null;
  }

  async score(planned: readonly PlannedWord[]): Promise<Scored | null> {
    if (!this.ready) return null;
    try {
      while (this.pending.size > 0) {
        this.applying ??= this.applyPending().finally(() => {
          this.applying = null;
        });
        await this.applying;
      }
    } catch {
      return null;
    }
    return this.ready ? (this.postings?.score(planned) ?? null) : null;
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
      if (!postings) return;
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
    } while (this.again);
  }
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
