import type { Database } from './client';
import { fillDemoArabicCopy } from './seed/demo-arabic-copy';
import { seedCatalogIfEmpty } from './seed/seed-catalog';

/**
 * Brings a database to the current schema and seeds the demo catalogue when it has none; a demo catalogue
 * seeded before it was bilingual gets its Arabic copy.
 */
export async function prepareDatabase(database: Database): Promise<{ seeded: boolean }> {
  return database.withStartupLock(async () => {
    await database.migrate();
    const seeded = await seedCatalogIfEmpty(database.db);
    if (!seeded) await fillDemoArabicCopy(database.db);
    return { seeded };
  });
}
