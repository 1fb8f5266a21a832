import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import {
  type AccountChangeListener,
  type AccountWatch,
  watchPgliteAccounts,
  watchPostgresAccounts,
} from './account-watch';
import {
  type CatalogChange,
  CatalogNotices,
  type CatalogWatch,
  listenForCatalog,
  watchPgliteCatalog,
  watchPostgresCatalog,
} from './catalog-watch';
import { lockDataFolder } from './pglite-lock';
import * as schema from './schema';
import { StatementCachingClient } from './statement-cache';

export type Schema = typeof schema;
/** The query surface both drivers share, so repositories never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * Where the catalogue in memory reads the rows a change names and reloads: on PostgreSQL connections of its
   * own, so a request that waits for such a read never queues behind orders for the shared pool.
   */
  catalogReader: Db;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations. */
  migrate(): Promise<void>;
  /** Runs start-up work (migrate, seed) while no other instance on the same database does. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** True when the database answers. */
  ping(): Promise<boolean>;
  /** Calls `onChange` after every committed catalogue change, made by this instance or any other, with what it changed. */
  watchCatalog(onChange: (change: CatalogChange) => void): Promise<CatalogWatch>;
  /** Calls `onChange` when any instance ends an account's tokens (migration 0013). */
  watchAccounts(onChange: AccountChangeListener): Promise<AccountWatch>;
  /** PGlite only: its whole data folder as a tar, which `pgliteSnapshot` opens again (tests start from one). */
  dumpPglite?: () => Promise<Blob>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');
/**
 * PGlite's PostgreSQL lives in the process's own memory, and WebAssembly memory only ever grows: every page
 * of its buffer cache that is once used stays resident. PostgreSQL's 128 MB default would end up held whole
 * by a busy store; the store's tables and indexes fit in a few MB, so 16 MB holds all of them
 * (docs/decisions/013-compiled-start-and-memory.md).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'];
/** Any fixed number: it names the lock that serialises start-up work across instances. */
const STARTUP_LOCK_ID = 7_240_311;

export interface DatabaseOptions {
  /** postgres://… for a server; absent for embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; 'memory://' keeps nothing. */
  pgliteDir?: string;
  /** A data folder `dumpPglite` made, to start PGlite from instead of an empty one. */
  pgliteSnapshot?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteSnapshot);
}

async function openPglite(dir: string, snapshot: Blob | undefined): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) await mkdir(dir, { recursive: true });
  const unlock = inMemory ? async () => {} : await lockDataFolder(dir);
  const client = await PGlite.create(dir, {
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
    // Search is built on them (migration 0020); PostgreSQL ships them as contrib modules.
    extensions: { pg_trgm, unaccent },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    // One connection: there is no other to give the catalogue.
    catalogReader: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // One process owns an embedded database, so there is no other instance to wait for.
    withStartupLock: (work) => work(),
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    watchCatalog: (onChange) => watchPgliteCatalog(client, onChange),
    watchAccounts: (onChange) => watchPgliteAccounts(client, onChange),
    dumpPglite: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close();
      await unlock();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const catalogNotices = new CatalogNotices();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    Client: StatementCachingClient,
    onConnect: (client) => listenForCatalog(client, catalogNotices),
  });
  // An idle client that loses its server must not crash the process; the next query reports the error.
  pool.on('error', () => {});
  const db = drizzleNodePg(pool, { schema });
  // Two: a whole reload's page read and a changed rows' read never wait for each other. They do not listen.
  const catalogPool = new pg.Pool({
    connectionString: url,
    max: 2,
    connectionTimeoutMillis: 5000,
    Client: StatementCachingClient,
  });
  catalogPool.on('error', () => {});
  return {
    db: db as unknown as Db,
    catalogReader: drizzleNodePg(catalogPool, { schema }) as unknown as Db,
    kind: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    withStartupLock: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    ping: async () => {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    watchCatalog: (onChange) => watchPostgresCatalog(url, catalogNotices, onChange),
    watchAccounts: (onChange) => watchPostgresAccounts(url, onChange),
    close: async () => {
      await Promise.all([pool.end(), catalogPool.end()]);
    },
  };
}
