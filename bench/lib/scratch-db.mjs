import { randomBytes } from 'node:crypto';
import { onCleanup } from './cleanup.mjs';
import { requireFromApi } from './repo.mjs';

const pg = requireFromApi('pg');

/** The PostgreSQL server the benches create their databases on. */
export const PG_SERVER_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database dropped (with any connection still open) when the bench ends. Returns its URL. */
export async function scratchDatabase(prefix) {
  const name = `souq_bench_${prefix}_${randomBytes(5).toString('hex')}`;
  await withClient(PG_SERVER_URL, (client) => client.query(`create database ${name}`));
  onCleanup(() =>
    withClient(PG_SERVER_URL, (client) => client.query(`drop database if exists ${name} with (force)`)),
  );
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
