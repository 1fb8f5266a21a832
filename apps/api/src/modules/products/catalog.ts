import type { Product } from '@souq/shared/schemas/product';
import type { CatalogWatch } from '../../db/catalog-watch';
import type { Database } from '../../db/client';
import { CatalogSnapshot } from './catalog-snapshot';
import { toProductJson } from './product-json';
import { createProductsRepo } from './products-repo';

/**
 * A safety net, not the means of freshness: an order announces its stock change after committing (migration
 * 0006), and if that announcement is lost (the database went away in between) the lists would otherwise show
 * the old stock until the next change.
 */
const MAX_AGE_MS = 60_000;

export interface Catalog {
  /** The catalogue as committed now: from memory, or read again after any change. */
  snapshot(): Promise<CatalogSnapshot>;
  close(): Promise<void>;
}

/**
 * issue 6: the catalogue is read from the database once and kept in memory until the database announces a
 * change (migration 0005's trigger, heard by every instance). A read that started before a change is never
 * kept, so the next request after a commit always sees it. While the announcements could be missed (the
 * listening connection is down), nothing is kept at all.
 */
export async function openCatalog(database: Database): Promise<Catalog> {
  const repo = createProductsRepo(database.db);
  const load = async (): Promise<Product[]> => (await repo.listWithVariants()).map(toProductJson);

  let version = 0;
  let current: { version: number; readAt: number; snapshot: Promise<CatalogSnapshot> } | null = null;
  const watch: CatalogWatch = await database.watchCatalog(() => {
    version += 1;
    current = null;
  });

  return {
    snapshot() {
      const now = Date.now();
      const fresh = current && current.version === version && now - current.readAt < MAX_AGE_MS;
      if (current && fresh && watch.live) return current.snapshot;
      const snapshot = load().then((products) => new CatalogSnapshot(products));
      if (!watch.live) return snapshot;
      const entry = { version, readAt: now, snapshot };
      current = entry;
      // A failed read is not kept: the next request tries the database again.
      snapshot.catch(() => {
        if (current === entry) current = null;
      });
      return snapshot;
    },
    close: () => watch.stop(),
  };
}
