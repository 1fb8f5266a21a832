import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config/env';
import { openDatabase } from '../client';
import { prepareDatabase } from '../prepare-database';
import { seedGeneratedProducts } from './seed-generated';

/** Bounds a typo's cost; the benchmarks need 10,000. */
const MAX_PRODUCTS = 1_000_000;
const USAGE = 'Usage: npm run seed -w @souq/api -- [--products N]';

function targetFrom(args: string[]): number | undefined {
  const { values } = parseArgs({ args, options: { products: { type: 'string' } } });
  if (values.products === undefined) return undefined;
  const target = Number(values.products);
  if (!Number.isInteger(target) || target < 0 || target > MAX_PRODUCTS) {
    throw new Error(`--products must be a whole number from 0 to ${MAX_PRODUCTS}.\n${USAGE}`);
  }
  return target;
}

/**
 * `npm run seed`: migrates the store's database (DATABASE_URL, else the PGlite folder under DATA_DIR, as the
 * server does) and seeds the demo catalogue when empty; with `--products N`, tops the catalogue up to N
 * products with generated ones (bench/catalog-10k). Running it again changes nothing.
 */
async function main() {
  const target = targetFrom(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    const started = performance.now();
    const { seeded } = await prepareDatabase(database);
    if (seeded) console.log('Seeded the demo catalogue.');
    if (target !== undefined) {
      const added = await database.withStartupLock(() => seedGeneratedProducts(database.db, target));
      // The planner's statistics after a bulk load: PGlite has no autovacuum to gather them.
      if (added > 0) await database.db.execute(sql`analyze`);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`Added ${added} generated products (target ${target}) in ${seconds} s.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
