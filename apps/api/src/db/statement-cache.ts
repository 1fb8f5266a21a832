import { createHash } from 'node:crypto';
import pg from 'pg';

/** A connection prepares at most this many statements; any further ones run unnamed, as before. */
const MAX_STATEMENTS_PER_CONNECTION = 500;

function isQueryConfig(value: unknown): value is pg.QueryConfig & { name?: string } {
  return typeof value === 'object' && value !== null && 'text' in value && typeof value.text === 'string';
}

/**
 * A pg client that names every statement that has parameters after a hash of its
 * text, so PostgreSQL parses it once per connection and, once its plan settles, stops planning it. The
 * queries drizzle builds have fixed texts for each call site, so the set of names stays small.
 */
export class StatementCachingClient extends pg.Client {
  private readonly named = new Set<string>();

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; this only forwards them.
  override query(...args: any[]): any {
    const [config, values] = args;
    const params = Array.isArray(values) ? values : isQueryConfig(config) ? config.values : undefined;
    if (isQueryConfig(config) && config.name === undefined && params && params.length > 0) {
      const name = `s${createHash('sha1').update(config.text).digest('base64url')}`;
      if (this.named.has(name) || this.named.size < MAX_STATEMENTS_PER_CONNECTION) {
        this.named.add(name);
        args[0] = { ...config, name };
      }
    }
    return (pg.Client.prototype.query as (...forwarded: unknown[]) => unknown).apply(this, args);
  }
}
