import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

/** The channel migration 0005 notifies after every committed change to products, colours or sizes. */
export const CATALOG_CHANNEL = 'souq_catalog_changed';

/**
 * The setting a transaction sets (locally) when it will announce its stock change itself after committing
 * (migration 0006): placing an order, the hot path. Every other change is announced by the trigger.
 */
export const STOCK_NOTICE_AFTER_COMMIT = sql`set_config('souq.stock_notice', 'after-commit', true)`;

/**
 * Announces a catalogue change already committed, in a statement of its own: it takes the notify-queue lock
 * only for a commit that writes nothing, instead of for an order's whole commit.
 */
export async function announceCatalogChange(db: Pick<Db, 'execute'>): Promise<void> {
  await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
}

export interface CatalogWatch {
  /**
   * False while changes could be missed (the listening connection is down): a cache must not be trusted
   * until it is true again.
   */
  readonly live: boolean;
  stop(): Promise<void>;
}

/** PGlite is one connection in this process: notifications cannot be lost while it is open. */
export async function watchPgliteCatalog(client: PGlite, onChange: () => void): Promise<CatalogWatch> {
  const unlisten = await client.listen(CATALOG_CHANNEL, () => onChange());
  return {
    live: true,
    stop: async () => {
      await unlisten().catch(() => {});
    },
  };
}

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;

/** Fans the pool's catalogue notifications out to whoever watches. */
export type CatalogNotices = Set<() => void>;

/**
 * Every pooled connection listens too. PostgreSQL hands a listening session its own notification before it
 * reports the commit done, so the instance that made a change has forgotten the old catalogue by the time
 * its write returns: the shopper who just ordered sees the new stock on the very next request. The pool
 * runs this on each new connection before handing it out.
 */
export async function listenForCatalog(client: pg.ClientBase, notices: CatalogNotices): Promise<void> {
  client.on('notification', (message) => {
    if (message.channel === CATALOG_CHANNEL) for (const notify of notices) notify();
  });
  await client.query(`LISTEN ${CATALOG_CHANNEL}`);
}

/**
 * Pooled connections come and go, so each instance also holds one dedicated listening connection: a change
 * committed by any instance reaches all of them. When it drops it reconnects by itself; `onChange` is called
 * on the drop and again on reconnecting, since changes made in between were not heard.
 */
export async function watchPostgresCatalog(
  url: string,
  notices: CatalogNotices,
  onChange: () => void,
): Promise<CatalogWatch> {
  notices.add(onChange);
  let client: pg.Client | null = null;
  let live = false;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    live = false;
    onChange();
    failed.end().catch(() => {});
    if (stopped) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', () => onChange());
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOG_CHANNEL}`);
      if (client !== next) return;
      live = true;
      retryMs = RETRY_FIRST_MS;
      onChange();
    } catch {
      lost(next);
    }
  };

  await connect();
  return {
    get live() {
      return live;
    },
    stop: async () => {
      notices.delete(onChange);
      stopped = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      live = false;
      await current?.end().catch(() => {});
    },
  };
}
