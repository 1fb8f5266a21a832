import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Product } from '@souq/shared/schemas/product';
import { type CatalogChange, type CatalogWatch, onStockTaken, type SizeStock } from '../../db/catalog-watch';
import type { Database } from '../../db/client';
import type { Numbering } from '../search/search-engine';
import { CatalogSnapshot } from './catalog-snapshot';
import { toProductJson } from './product-json';
import { createProductsRepo, type ListCursor, type ProductsRepo } from './products-repo';

/**
 * A safety net, not the means of freshness: an order announces its stock change after committing (migration
 * 0006), and if that announcement is lost (the process died in between) the lists would otherwise show the old
 * stock until that size next changes. This long after the last whole read, the catalogue's stock is compared
 * with the database's (one sum, then per product when they differ) and the products that differ are read
 * again. Over a watch that cannot lose a change (PGlite) there is no such check.
 */
const MAX_AGE_MS = 60_000;
/** A reload or a check that failed (the database is away) is tried again this soon. */
const RETRY_MS = 1_000;
/**
 * Changes heard are read in the background at most this often, the sizes of many orders in one read; a
 * request that arrives before then reads them itself.
 */
const PATCH_BATCH_MS = 50;
/** Products per read while loading the whole catalogue: each read and its conversion take a few ms. */
const LOAD_PAGE_PRODUCTS = 500;

export interface Catalog {
  /**
   * The catalogue with every change heard so far applied: at once when nothing is pending, after reading
   * just the changed rows otherwise; only the very first load is waited for.
   */
  snapshot(): Promise<CatalogSnapshot>;
  close(): Promise<void>;
}

export interface CatalogOptions {
  /** How often a catalogue over a watch that can lose a change is checked against the database. */
  maxAgeMs?: number;
  /** Reads the whole catalogue; the default reads the database a page at a time. */
  loadAll?: () => Promise<Product[]>;
  /**
   * Told, as each change is heard and before any request can see it, which products changed (null: any may
   * have), for what is kept in step with the same products beside the catalogue (the search index).
   */
  onProductsChanged?: (ids: readonly string[] | null) => void;
  /** Called as the owner's synonyms are heard changed, for the search index's copy of them. */
  onSynonymsChanged?: () => void;
  /**
   * The search index's numbering once it has read the changed products again: after a product change the
   * catalogue makes its table from those numbers to its places in the background (CatalogSnapshot.warm).
   */
  searchNumbering?: () => Promise<Numbering | null>;
}

/** Products and sizes heard changed and not yet read again. */
class Changes {
  readonly products = new Set<string>();
  readonly sizes = new Set<string>();

  add(change: CatalogChange): void {
    if (change.kind === 'everything' || change.kind === 'search') return;
    const into = change.kind === 'products' ? this.products : this.sizes;
    for (const id of change.ids) into.add(id);
  }

  addAll(other: Changes): void {
    for (const id of other.products) this.products.add(id);
    for (const id of other.sizes) this.sizes.add(id);
  }

  get empty(): boolean {
    return this.products.size === 0 && this.sizes.size === 0;
  }

  take(): Changes {
    const taken = new Changes();
    taken.addAll(this);
    this.products.clear();
    this.sizes.clear();
    return taken;
  }
}

/** The whole catalogue in list order, read a page at a time (a product seen twice, as it moved, is kept once). */
export async function readWholeCatalog(
  repo: ProductsRepo,
  pageProducts = LOAD_PAGE_PRODUCTS,
): Promise<Product[]> {
  const loaded: Product[] = [];
  const seen = new Set<string>();
  let cursor: ListCursor | null = null;
  for (;;) {
    const rows = await repo.listPage(cursor, pageProducts);
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      loaded.push(toProductJson(row));
    }
    const last = rows.at(-1);
    if (!last || rows.length < pageProducts) return loaded;
    cursor = { createdAt: last.listTime, sku: last.sku };
  }
}

/**
 * The stock this instance's own orders left, each marked with when it was taken in. A read of the database
 * that began before a mark may hold an older stock for that size: whatever such a read put in a snapshot, the
 * stock taken in after it began goes back on top, and the size is read again once more to settle it.
 */
class PlacedHere {
  private mark = 0;
  private readonly stocks = new Map<string, { row: SizeStock; mark: number }>();
  /** The marks reads in flight began at, each with how many began then. */
  private readonly reads = new Map<number, number>();

  take(rows: readonly SizeStock[]): void {
    this.mark += 1;
    if (this.reads.size === 0) return;
    for (const row of rows) this.stocks.set(row.sizeId, { row, mark: this.mark });
  }

  beginRead(): number {
    this.reads.set(this.mark, (this.reads.get(this.mark) ?? 0) + 1);
    return this.mark;
  }

  endRead(began: number): void {
    const left = (this.reads.get(began) ?? 1) - 1;
    if (left > 0) this.reads.set(began, left);
    else this.reads.delete(began);
    // Only a read still in flight can need a stock taken in after it began.
    const oldest = Math.min(this.mark, ...this.reads.keys());
    for (const [sizeId, { mark }] of this.stocks) if (mark <= oldest) this.stocks.delete(sizeId);
  }

  since(began: number): SizeStock[] {
    return [...this.stocks.values()].filter(({ mark }) => mark > began).map(({ row }) => row);
  }
}

/**
 * Reads the changed rows again and puts them in `snapshot`, then calls `landed` with the read's mark (see
 * PlacedHere) in the same turn, while the stock taken in since is still known.
 */
async function applyChanges(
  repo: ProductsRepo,
  snapshot: CatalogSnapshot,
  changes: Changes,
  placed: PlacedHere,
  landed: (began: number) => void,
): Promise<void> {
  const began = placed.beginRead();
  try {
    const [stocks, products] = await Promise.all([
      changes.sizes.size > 0 ? repo.sizeStocks([...changes.sizes]) : [],
      changes.products.size > 0 ? readProducts(repo, changes.products) : null,
    ]);
    if (products) snapshot.putProducts(products);
    const unplaced = snapshot.setStocks(stocks);
    if (unplaced.size > 0) snapshot.putProducts(await readProducts(repo, unplaced));
    landed(began);
  } finally {
    placed.endRead(began);
  }
}

async function readProducts(
  repo: ProductsRepo,
  ids: ReadonlySet<string>,
): Promise<Map<string, Product | null>> {
  const found = new Map((await repo.byIds([...ids])).map((row) => [row.id, toProductJson(row)]));
  return new Map([...ids].map((id) => [id, found.get(id) ?? null]));
}

interface Reload {
  startedAt: number;
  /** Everything heard since the reload began: its read may predate any of it, so it is applied on top. */
  heard: Changes;
  /** Set when "everything changed" is heard during the reload: one more follows it. */
  again: boolean;
}

/**
 * The catalogue is read from the database once and then kept in step by the changes the database announces
 * (migrations 0005-0007, heard by every instance; docs/decisions/011-catalogue-patched-in-place.md):
 * - an order placed by this instance hands its sizes' new stock over in-process before it answers: no read;
 * - a change heard names its products or sizes; they are read again at once, in the background, on the
 *   catalogue's own connections, and a request that arrives before that is done waits for that small read,
 *   so the next request after a commit is heard always sees it;
 * - "everything changed" (a bulk statement, a listening connection lost and back) reads the whole catalogue
 *   again in the background, a page at a time, and makes the pages the old one had before it is served;
 *   requests are served the catalogue as it is meanwhile, and every change heard is applied to both, so the
 *   new catalogue is never older than the one it replaces.
 */
export async function openCatalog(database: Database, options: CatalogOptions = {}): Promise<Catalog> {
  const repo = createProductsRepo(database.catalogReader);
  const loadAll = options.loadAll ?? (() => readWholeCatalog(repo));
  const maxAgeMs = options.maxAgeMs ?? MAX_AGE_MS;

  let current: CatalogSnapshot | null = null;
  const pending = new Changes();
  const placed = new PlacedHere();
  /** Changes heard, and changes applied to `current`, counted: a request waits until the second reaches the first. */
  let heardCount = 0;
  let appliedCount = 0;
  let worker: Promise<void> | null = null;
  let reloading: Reload | null = null;
  let installing: Promise<void> | null = null;
  let landed: { snapshot: CatalogSnapshot; reload: Reload } | null = null;
  let laterTimer: NodeJS.Timeout | undefined;
  let patchTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const schedulePatch = () => {
    patchTimer ??= setTimeout(() => {
      patchTimer = undefined;
      runWorker().catch(() => {});
    }, PATCH_BATCH_MS);
  };

  /** Changes to read again in the background, which no request waits for. */
  const readAgainLater = (sizeIds: Iterable<string>, productIds: Iterable<string>) => {
    for (const id of sizeIds) pending.sizes.add(id);
    for (const id of productIds) pending.products.add(id);
    if (!pending.empty) schedulePatch();
  };

  /** Puts back on `snapshot` the stock this instance's orders took in after a read began (see PlacedHere). */
  const putBackPlaced = (snapshot: CatalogSnapshot, began: number) => {
    const rows = placed.since(began);
    if (rows.length === 0) return;
    const unplaced = snapshot.setStocks(rows);
    readAgainLater(
      rows.map((row) => row.sizeId),
      unplaced,
    );
  };

  /** The one background task waiting on a timer: the next check, or a failed reload tried again. */
  const later = (task: () => Promise<void>, delayMs: number) => {
    clearTimeout(laterTimer);
    if (closed) return;
    laterTimer = setTimeout(() => void task(), delayMs);
    laterTimer.unref();
  };
  const scheduleCheck = (delayMs: number) => later(checkAgainstDatabase, delayMs);

  /** Applies what was heard, one step at a time: a landed reload first, then the pending changes. */
  const work = async (): Promise<void> => {
    for (;;) {
      const upTo = heardCount;
      if (landed) {
        const { snapshot, reload } = landed;
        landed = null;
        try {
          await applyChanges(repo, snapshot, reload.heard, placed, (began) => {
            putBackPlaced(snapshot, began);
            current = snapshot;
          });
          void warmLater(snapshot);
        } catch (error) {
          landed = { snapshot, reload };
          throw error;
        }
        appliedCount = upTo;
        if (reload.again) void reloadInBackground();
        else if (watch.lossy) scheduleCheck(reload.startedAt + maxAgeMs - Date.now());
      } else if (!pending.empty) {
        const changes = pending.take();
        // Before the first load lands there is nothing to patch: the load's own `heard` carries these.
        if (current) {
          const snapshot = current;
          try {
            await applyChanges(repo, snapshot, changes, placed, (began) => putBackPlaced(snapshot, began));
            if (changes.products.size > 0) void warmLater(snapshot);
          } catch (error) {
            pending.addAll(changes);
            throw error;
          }
        }
        appliedCount = upTo;
      } else {
        return;
      }
    }
  };

  const runWorker = (): Promise<void> => {
    worker ??= work().finally(() => {
      worker = null;
    });
    return worker;
  };

  /** Makes on `snapshot` what the catalogue being served has made, yielding between steps. */
  const prepare = async (snapshot: CatalogSnapshot) => {
    if (!current) return;
    for (const _ of snapshot.prepareLike(current)) await nextTurn();
  };

  let warming = 0;
  /**
   * After products changed, builds in the background what the next search would build first (warm()); a
   * later change starts it again, and one in flight stops.
   */
  const warmLater = async (snapshot: CatalogSnapshot) => {
    const run = ++warming;
    try {
      const numbering = (await options.searchNumbering?.()) ?? null;
      for (const _ of snapshot.warm(numbering)) {
        await nextTurn();
        if (run !== warming || closed || current !== snapshot) return;
      }
    } catch {
      // Only a head start: the next search builds what is missing.
    }
  };

  const startReload = (): Promise<void> => {
    const reload: Reload = { startedAt: Date.now(), heard: new Changes(), again: false };
    reloading = reload;
    const done = loadAll()
      .then(async (products) => {
        const snapshot = new CatalogSnapshot(products);
        await prepare(snapshot);
        reloading = null;
        landed = { snapshot, reload };
        return runWorker();
      })
      .catch((error: unknown) => {
        if (reloading === reload) reloading = null;
        if (current) later(reloadInBackground, RETRY_MS);
        throw error;
      });
    installing = done;
    done
      .finally(() => {
        if (installing === done) installing = null;
      })
      .catch(() => {});
    return done;
  };

  const reloadInBackground = async (): Promise<void> => {
    if (closed) return;
    if (reloading) {
      reloading.again = true;
      return;
    }
    await startReload().catch(() => {});
  };

  /**
   * What the age limit does while the catalogue is in step: compares its stock with the database's, and reads
   * again only the products whose stock differs (an order in flight makes a few differ for a moment; reading
   * them again costs a query each batch, never a wrong answer).
   */
  const checkAgainstDatabase = async (): Promise<void> => {
    if (closed) return;
    if (!current || reloading || landed) return;
    try {
      const total = await repo.stockTotal();
      let mine = 0;
      for (const stock of current.stockByProduct().values()) mine += stock;
      if (mine !== total) {
        const theirs = await repo.stockByProduct();
        const ours = current.stockByProduct();
        readAgainLater(
          [],
          theirs.filter((row) => ours.get(row.productId) !== row.total).map((row) => row.productId),
        );
      }
      scheduleCheck(maxAgeMs);
    } catch {
      scheduleCheck(RETRY_MS);
    }
  };

  const stopTakingPlaced = onStockTaken(database.db, (rows) => {
    placed.take(rows);
    const sizeIds = rows.map((row) => row.sizeId);
    for (const reload of [reloading, landed?.reload]) for (const id of sizeIds) reload?.heard.sizes.add(id);
    if (current) readAgainLater([], current.setStocks(rows));
  });

  const watch: CatalogWatch = await database.watchCatalog((change) => {
    if (change.kind === 'search') {
      options.onSynonymsChanged?.();
      // A reload in flight makes a snapshot that has searched nothing yet.
      current?.forgetSearches();
      return;
    }
    if (change.kind === 'everything') {
      options.onProductsChanged?.(null);
      // Before the first load starts there is nothing old to replace.
      if (current || reloading) void reloadInBackground();
      return;
    }
    // This instance's own order: its stock was taken in before the notice was sent.
    if (change.kind === 'sizes' && change.placedHere) return;
    if (change.kind === 'products') options.onProductsChanged?.(change.ids);
    heardCount += 1;
    pending.add(change);
    reloading?.heard.add(change);
    if (landed) landed.reload.heard.add(change);
    schedulePatch();
  });

  /** The very first load is the one read a request waits for; it starts as the catalogue opens. */
  const loaded = async (): Promise<CatalogSnapshot> => {
    if (!current) await (installing ?? startReload());
    const wanted = heardCount;
    while (appliedCount < wanted) await runWorker();
    if (!current) throw new Error('The catalogue could not be read.');
    return current;
  };
  void startReload().catch(() => {});

  return {
    snapshot() {
      if (current && appliedCount >= heardCount) return Promise.resolve(current);
      return loaded();
    },
    close: async () => {
      closed = true;
      stopTakingPlaced();
      clearTimeout(laterTimer);
      clearTimeout(patchTimer);
      await watch.stop();
    },
  };
}
