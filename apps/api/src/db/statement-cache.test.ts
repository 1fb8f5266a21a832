import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StatementCachingClient } from './statement-cache';

/** Prepared statements live in a server session; PGlite has no pool, so this always uses a server. */
const POSTGRES_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('StatementCachingClient', () => {
  let pool: pg.Pool;
  beforeEach(() => {
    // One connection, so every query below shares the session whose statements are inspected.
    pool = new pg.Pool({ connectionString: POSTGRES_SERVER, max: 1, Client: StatementCachingClient });
  });
  afterEach(() => pool.end());

  const prepared = async () =>
    (
      await pool.query<{ statement: string; executions: string }>(
        `select statement, (generic_plans + custom_plans)::text as executions from pg_prepared_statements
          order by statement`,
      )
    ).rows;

  it('prepares a statement with parameters once and runs it again by name', async () => {
    for (const n of [1, 2, 3]) {
      const { rows } = await pool.query({ text: 'select $1::int * 2 as doubled', values: [n] });
      expect(rows).toEqual([{ doubled: n * 2 }]);
    }
    expect(await prepared()).toEqual([{ statement: 'select $1::int * 2 as doubled', executions: '3' }]);
  });

  it('leaves statements without parameters, and ones already named, as they are', async () => {
    await pool.query('select 1');
    await pool.query({ name: 'own-name', text: 'select $1::text as echo', values: ['x'] });
    expect((await prepared()).map((row) => row.statement)).toEqual(['select $1::text as echo']);
  });

  it('stops naming new statements at its limit and still runs them', async () => {
    for (let i = 0; i < 510; i++) {
      const { rows } = await pool.query({ text: `select $1::int + ${i} as n`, values: [1] });
      expect(rows[0]?.n).toBe(1 + i);
    }
    expect(await prepared()).toHaveLength(500);
  });
});
