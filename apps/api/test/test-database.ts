import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { createScratchDatabase } from './scratch-database';

/** The run's migrated and seeded embedded database (prepared-database.ts), read once per test file. */
let prepared: Promise<Blob> | null = null;

/**
 * A database of its own for one test file, started from the run's prepared copy: in-memory PGlite by
 * default, or a new database on the PostgreSQL server named by TEST_DATABASE_URL, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    prepared ??= readFile(inject('preparedPglite')).then((bytes) => new Blob([bytes]));
    return openDatabase({ pgliteDir: 'memory://', pgliteSnapshot: await prepared });
  }

  const scratch = await createScratchDatabase(serverUrl, 'souq_test', inject('preparedPostgres'));
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
