import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare-database';
import { createScratchDatabase } from './scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder, migrated and seeded, dumped once for the whole run (see test-database.ts). */
    preparedPglite: string;
    /** With TEST_DATABASE_URL: a database on that server, migrated and seeded, that test databases copy. */
    preparedPostgres: string;
  }
}

/**
 * Vitest global setup: migrates and seeds one database and keeps it, so each test file's database starts as
 * a copy of it instead of running every migration and the seed again (about a second each, a hundred times
 * a run). Embedded, the copy is its dumped folder; on PostgreSQL (TEST_DATABASE_URL), a template database.
 */
export default async function prepareOnce(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl, 'souq_template');
    const database = await openDatabase({ databaseUrl: template.url });
    try {
      await prepareDatabase(database);
    } finally {
      // A template is copied only while nobody is connected to it.
      await database.close();
    }
    project.provide('preparedPostgres', new URL(template.url).pathname.slice(1));
    return () => template.drop();
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'souq-prepared-'));
  const file = path.join(dir, 'pglite.tar');
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await prepareDatabase(database);
    if (!database.dumpPglite) throw new Error('an embedded database can be dumped');
    await writeFile(file, Buffer.from(await (await database.dumpPglite()).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('preparedPglite', file);
  return () => rm(dir, { recursive: true, force: true });
}
