import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/prepare-database';
import { createScratchDatabase } from '../scratch-database';

/** These tests need a real server: concurrency, several pools and lost connections do not exist in PGlite. */
const POSTGRES_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Every instance, and the tests' own tokens, sign with this: a token from one is good on all. */
export const SHARED_JWT_SECRET = 'multi-instance-secret-long-enough-for-hs256';

/** A migrated, seeded database of its own on the PostgreSQL server, and a folder for files. */
export interface ScratchStore {
  url: string;
  /** The tests' own connection, for arranging and checking state directly. */
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

export async function createScratchStore(): Promise<ScratchStore> {
  const scratch = await createScratchDatabase(POSTGRES_SERVER, 'souq_multi');
  const database = await openDatabase({ databaseUrl: scratch.url });
  await prepareDatabase(database);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'souq-multi-'));
  return {
    url: scratch.url,
    database,
    dataDir,
    close: async () => {
      await database.close();
      await scratch.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
