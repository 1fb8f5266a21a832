import type { Database } from './client';
import { seedCatalogIfEmpty } from './seed/seed-catalog';

/** Brings a database to the current schema and seeds the demo catalogue when it has none. */
export async function prepareDatabase(database: Database): Promise<{ seeded: boolean }> {
  return database.withStartupLock(async () => {
    await database.migrate();
    return { seeded: await seedCatalogIfEmpty(database.db) };
  });
}
