import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './client';
import { openDedicatedListener } from './dedicated-listener';

/** The channel migrations 0005 and 0007 notify after every committed change to products, colours or sizes. */
export const CATALOG_CHANNEL = 'souq_catalog_changed';

/**
 * What a notification says changed (migration 0007): products to read again, sizes whose stock alone moved,
 * or everything (a bulk change, or changes that may have gone unheard). `placedHere` marks an order's own
 * announcement sent by this instance, whose catalogue took the new stock in-process before it was sent.
 */
export type CatalogChange =
  | { kind: 'products'; ids: readonly string[] }
  | { kind: 'sizes'; ids: readonly string[]; placedHere: boolean }
  | { kind: 'everything' }
  /** The owner's synonyms changed (migration 0020): what searches found may have changed, no product did. */
  | { kind: 'search' };

export const EVERYTHING: CatalogChange = { kind: 'everything' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads a notification's payload; anything it cannot name exactly is taken as "everything changed". `o:` is
 * an order's announcement of the sizes it took (`s:` for every listener but the instance that sent it, which
 * `sentHere` says).
 */
export function parseCatalogChange(payload: string | undefined, sentHere: boolean): CatalogChange {
  const prefix = payload?.slice(0, 2);
  if (payload === 'w:') return { kind: 'search' };
  if (!payload || (prefix !== 'p:' && prefix !== 's:' && prefix !== 'o:')) return EVERYTHING;
  const ids = payload.slice(2).split(',');
  if (!ids.every((id) => UUID.test(id))) return EVERYTHING;
  if (prefix === 'p:') return { kind: 'products', ids };
  return { kind: 'sizes', ids, placedHere: prefix === 'o:' && sentHere };
}

/**
 * The setting a transaction sets (locally) when it will announce its stock change itself after committing
 * (migration 0006): placing an order, the hot path. Every other change is announced by the trigger.
 */
export const STOCK_NOTICE_AFTER_COMMIT = sql`set_config('souq.stock_notice', 'after-commit', true)`;

/** How many sizes one notification names: 200 ids keep its payload under PostgreSQL's 8,000 bytes. */
const MAX_IDS_PER_NOTICE = 200;

/** One size's stock as a committed write left it, with what places it in its product. */
export interface SizeStock {
  sizeId: string;
  productId: string;
  subSku: string;
  size: string;
  stock: number;
}

type StockTakenListener = (stocks: readonly SizeStock[]) => void;

/** Per database handle (one per instance): who hears this instance's orders take stock, in-process. */
const stockTakenListeners = new WeakMap<Db, Set<StockTakenListener>>();

/**
 * Hears, in-process and before the order's answer is sent, the new stock of every size an order placed
 * through `db` took: the catalogue in memory takes it without a query. Answers the function that stops it.
 */
export function onStockTaken(db: Db, listener: StockTakenListener): () => void {
  let listeners = stockTakenListeners.get(db);
  if (!listeners) {
    listeners = new Set();
    stockTakenListeners.set(db, listeners);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Announces a stock change already committed: first in-process, to this instance's catalogue (the stock is
 * what the order's own update returned), then to every instance in a statement of its own, which takes the
 * notify-queue lock only for a commit that writes nothing, instead of for an order's whole commit. It names
 * the sizes, so every other instance reads those sizes' stock again and nothing else.
 */
export async function announceStockChange(db: Db, taken: readonly SizeStock[]): Promise<void> {
  if (taken.length === 0) return;
  for (const listener of stockTakenListeners.get(db) ?? []) listener(taken);
  const ids = [...new Set(taken.map((row) => row.sizeId))];
  const payloads: string[] = [];
  for (let i = 0; i < ids.length; i += MAX_IDS_PER_NOTICE) {
    payloads.push(`o:${ids.slice(i, i + MAX_IDS_PER_NOTICE).join(',')}`);
  }
  if (payloads.length === 0) return;
  await db.execute(
    sql`select pg_notify(${CATALOG_CHANNEL}, p) from unnest(${sql.param(payloads)}::text[]) as p`,
  );
}

export interface CatalogWatch {
  /**
   * False while changes could be missed (the listening connection is down); the watcher hears
   * `EVERYTHING` when that starts and again when it ends.
   */
  readonly live: boolean;
  /**
   * True when a change can go unheard even while live: an order announces its stock after committing, and a
   * process that dies in between never does. A cache over such a watch needs an age limit.
   */
  readonly lossy: boolean;
  stop(): Promise<void>;
}

/**
 * PGlite is one connection in this process: notifications cannot be lost while it is open, and an order's
 * announcement cannot fail apart from its commit.
 */
export async function watchPgliteCatalog(
  client: PGlite,
  onChange: (change: CatalogChange) => void,
): Promise<CatalogWatch> {
  // Every notification on this one connection was sent by this instance.
  const unlisten = await client.listen(CATALOG_CHANNEL, (payload) =>
    onChange(parseCatalogChange(payload, true)),
  );
  return {
    live: true,
    lossy: false,
    stop: async () => {
      await unlisten().catch(() => {});
    },
  };
}

/**
 * Fans the pool's catalogue notifications out to whoever watches, and knows which server sessions are the
 * pool's own (by backend process id), so the dedicated listener can leave their notifications to them.
 */
export class CatalogNotices {
  readonly watchers = new Set<(change: CatalogChange, ownSession: boolean) => void>();
  readonly ownSessions = new Set<number>();

  emit(change: CatalogChange, ownSession: boolean): void {
    for (const watcher of this.watchers) watcher(change, ownSession);
  }
}

/**
 * Every pooled connection listens too. PostgreSQL hands a listening session its own notification before it
 * reports the commit done, so the instance that made a change has heard it by the time its write returns: the
 * shopper who just ordered sees the new stock on the very next request. The pool runs this on each new
 * connection before handing it out. A session's own notifications are the ones that matter here; the rest
 * reach the dedicated listener too, and hearing each change once keeps the work per change small.
 */
export async function listenForCatalog(client: pg.ClientBase, notices: CatalogNotices): Promise<void> {
  let pid: number | null = null;
  client.on('notification', (message) => {
    if (message.channel !== CATALOG_CHANNEL) return;
    const sentHere = notices.ownSessions.has(message.processId);
    notices.emit(parseCatalogChange(message.payload, sentHere), message.processId === pid);
  });
  client.on('end', () => {
    if (pid !== null) notices.ownSessions.delete(pid);
  });
  await client.query(`LISTEN ${CATALOG_CHANNEL}`);
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  pid = rows[0]?.pid ?? null;
  if (pid !== null) notices.ownSessions.add(pid);
}

/**
 * Pooled connections come and go, so each instance also holds one dedicated listening connection: a change
 * committed by any instance reaches all of them. It skips what one of the pool's own sessions sent (that
 * session heard it first). When it drops it reconnects by itself; `onChange` hears `EVERYTHING` on the drop
 * and again on reconnecting, since changes made in between were not heard. While it is down, the pool's
 * sessions pass on every notification they hear.
 */
export async function watchPostgresCatalog(
  url: string,
  notices: CatalogNotices,
  onChange: (change: CatalogChange) => void,
): Promise<CatalogWatch> {
  let live = false;
  const fromPool = (change: CatalogChange, ownSession: boolean) => {
    if (ownSession || !live) onChange(change);
  };
  notices.watchers.add(fromPool);
  const listener = await openDedicatedListener(
    url,
    [CATALOG_CHANNEL],
    (message) => {
      if (message.channel !== CATALOG_CHANNEL || notices.ownSessions.has(message.processId)) return;
      onChange(parseCatalogChange(message.payload, false));
    },
    (nowLive) => {
      live = nowLive;
      onChange(EVERYTHING);
    },
  );
  return {
    get live() {
      return listener.live;
    },
    lossy: true,
    stop: async () => {
      notices.watchers.delete(fromPool);
      await listener.stop();
    },
  };
}
