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

/**
 * A new database dropped (with any connection still open) when the bench ends: empty, or a copy of the
 * scratch database at `templateUrl` (which nothing may be connected to meanwhile). Returns its URL.
 */
export async function scratchDatabase(prefix, { templateUrl } = {}) {
  const name = `souq_bench_${prefix}_${randomBytes(5).toString('hex')}`;
  const template = templateUrl ? new URL(templateUrl).pathname.slice(1) : undefined;
  if (template !== undefined && !/^souq_bench_\w+$/.test(template)) {
    throw new Error(`only a bench's scratch database is copied, not ${template}`);
  }
  for (let attempt = 1; ; attempt++) {
    try {
      await withClient(PG_SERVER_URL, (client) =>
        client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
      );
      break;
    } catch (error) {
      // The template's last session (a seed that just exited) may still be closing: 55006, object in use.
      if (error?.code !== '55006' || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  onCleanup(() =>
    withClient(PG_SERVER_URL, (client) => client.query(`drop database if exists ${name} with (force)`)),
  );
  const url = new URL(PG_SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
