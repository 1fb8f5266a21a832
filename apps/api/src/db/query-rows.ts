import type { SQL } from 'drizzle-orm';
import type { Executor } from './executor';

/**
 * The rows of a hand-written statement. Both drivers (node-postgres and PGlite) answer `execute` with an
 * object holding `rows`; drizzle types it per driver, so the shape is stated here once.
 */
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
