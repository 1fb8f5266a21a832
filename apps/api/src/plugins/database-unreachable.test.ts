import { createServer } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { badRequest } from '../lib/app-error';
import { isDatabaseUnreachable } from './database-unreachable';

/** An error shaped as pg's DatabaseError: a message and a SQLSTATE code. */
function serverError(code: string, message = 'server said no'): Error {
  return Object.assign(new Error(message), { code });
}

/** What pg really throws when nothing listens where the database should be. */
async function refusedConnection(): Promise<unknown> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'none' });
  return client.connect().then(
    () => null,
    (error: unknown) => error,
  );
}

describe('recognising a database that cannot be reached', () => {
  it('knows a refused connection, bare and wrapped by drizzle', async () => {
    const refused = await refusedConnection();
    expect(isDatabaseUnreachable(refused)).toBe(true);
    expect(isDatabaseUnreachable(new DrizzleQueryError('select 1', [], refused as Error))).toBe(true);
  });

  it.each([
    ['a reset socket', serverError('ECONNRESET')],
    ['a timed-out socket', serverError('ETIMEDOUT')],
    ['an administrator shutting the server down', serverError('57P01')],
    ['a crash shutdown', serverError('57P02')],
    ['a server still starting', serverError('57P03')],
    ['a connection failure (class 08)', serverError('08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    ['a closed embedded database', new Error('PGlite is closed')],
  ])('knows %s, however deeply wrapped', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
    const wrapped = new Error('outer', { cause: new DrizzleQueryError('select 1', [], error) });
    expect(isDatabaseUnreachable(wrapped)).toBe(true);
    expect(isDatabaseUnreachable(new AggregateError([new Error('other'), error]))).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505')],
    ['a check violation', serverError('23514')],
    ['a refusal for the shopper', badRequest('Only 1 left.')],
    ['a plain bug', new TypeError('x is undefined')],
    ['a message that merely mentions a connection', new Error('Connection terminated? no, all fine')],
    ['something that is not an error', 'ECONNREFUSED'],
  ])('leaves %s alone', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });

  it('stops on a cause chain that loops', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    Object.assign(a, { cause: b });
    expect(isDatabaseUnreachable(a)).toBe(false);
  });
});
