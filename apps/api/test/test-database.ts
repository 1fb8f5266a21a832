import { type Database, openDatabase } from '../src/db/client';
import { createScratchDatabase } from './scratch-database';

/**
 * A database of its own for one test file: in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by TEST_DATABASE_URL, dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ pgliteDir: 'memory://' });

  const scratch = await createScratchDatabase(serverUrl, 'souq_test');
  const database = await openDatabase({ databaseUrl: scratch.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
