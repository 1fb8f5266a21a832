import type { Product } from '@souq/shared/schemas/product';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asCounted } from '../../../test/counted-stock';
import { itemOf, orderBody, placeOrder, sizeSupply } from '../../../test/order-test-kit';
import { addShopper, type SizeRef, setStock } from '../../../test/shopper-test-kit';
import { useTestApp } from '../../../test/test-app';
import { CATALOG_CHANNEL, STOCK_NOTICE_AFTER_COMMIT } from '../../db/catalog-watch';
import type { Db } from '../../db/client';
import { products, variantSizes } from '../../db/schema';
import type { EncodedBody } from '../../lib/encoded-body';
import { PostgresSearch } from '../search/postgres-search';
import { setStockCause } from '../stock/stock-cause';
import { type Catalog, openCatalog, readWholeCatalog } from './catalog';
import { createProductsRepo } from './products-repo';

const t = useTestApp();
const supply = sizeSupply(t);

function stockOf(product: Product | undefined, ref: SizeRef): number | undefined {
  return product?.variants.find((v) => v.colorName === ref.colorName)?.sizes.find((s) => s.size === ref.size)
    ?.stocks;
}

/**
 * Once `hold()` is called, a read that has had the database's answer waits in `pass()` until `release()`:
 * its answer is then older than anything changed meanwhile. `held()` resolves once a read waits there.
 */
function readGate() {
  let gate: Promise<void> | null = null;
  let open = () => {};
  let reached = () => {};
  let atGate = Promise.resolve();
  return {
    async pass() {
      if (!gate) return;
      reached();
      await gate;
    },
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
      atGate = new Promise((resolve) => {
        reached = resolve;
      });
    },
    held: () => atGate,
    release() {
      gate = null;
      open();
    },
  };
}

/** A catalogue on the test's database whose whole-catalogue reads are counted and pass a read gate. */
async function gatedCatalog() {
  const repo = createProductsRepo(t.database.db);
  let reads = 0;
  const gate = readGate();
  const catalog: Catalog = await openCatalog(t.database, {
    loadAll: async () => {
      reads += 1;
      const loaded = await readWholeCatalog(repo);
      await gate.pass();
      return loaded;
    },
  });
  return { catalog, reads: () => reads, hold: gate.hold, held: gate.held, release: gate.release };
}

/** A catalogue whose own connection's reads of changed rows are counted and pass a read gate. */
async function catalogOnCountedReader() {
  const real = t.database.catalogReader;
  let reads = 0;
  const gate = readGate();
  const execute = async (query: Parameters<Db['execute']>[0]) => {
    reads += 1;
    const result = await real.execute(query);
    await gate.pass();
    return result;
  };
  const reader = new Proxy(real, {
    get: (target, property, receiver) => {
      if (property === 'execute') return execute;
      if (property === 'query') reads += 1;
      return Reflect.get(target, property, receiver);
    },
  });
  const catalog = await openCatalog({ ...t.database, catalogReader: reader });
  await catalog.snapshot();
  return { catalog, reads: () => reads, hold: gate.hold, held: gate.held, release: gate.release };
}

/** Long enough for a notification already sent to have arrived and been read. */
const QUIET_MS = 300;
const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));

/** One unit of `ref` (priced AED 30) ordered through the app on the test's database. */
async function orderOne(ref: SizeRef) {
  const placed = await placeOrder(t, await addShopper(t), orderBody([itemOf(ref, 1)], 55));
  expect(placed.statusCode).toBe(200);
}

const json = async (body: EncodedBody) => JSON.parse((await body.bytes('identity')).toString());

const announceEverything = () => t.database.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '*')`);

describe('the whole catalogue read a page at a time', () => {
  it('is the catalogue in list order, each product once, whatever the page size', async () => {
    const repo = createProductsRepo(t.database.db);
    // Two products made in the same microsecond: the page boundary falls between them, ordered by sku.
    const [a, b] = await t.database.db.select({ id: products.id }).from(products).limit(2);
    if (!a || !b) throw new Error('the seeded catalogue has fewer than two products');
    await t.database.db
      .update(products)
      .set({ createdAt: sql`'2020-01-01T00:00:00.123456Z'::timestamptz` })
      .where(sql`${products.id} in (${a.id}, ${b.id})`);
    const whole = (await readWholeCatalog(repo)).map((p) => p._id);
    for (const pageProducts of [1, 7, 64]) {
      expect((await readWholeCatalog(repo, pageProducts)).map((p) => p._id)).toEqual(whole);
    }
    expect(whole.length).toBeGreaterThan(64);
    expect(new Set(whole).size).toBe(whole.length);
  });
});

describe('the catalogue in memory follows each change by reading only what changed', () => {
  it('takes a stock change into the very next snapshot without reading the whole catalogue again', async () => {
    const gated = await gatedCatalog();
    try {
      const ref = await supply(30, 4);
      const first = await gated.catalog.snapshot();
      expect(stockOf(first.product(ref.productId), ref)).toBe(4);
      const reads = gated.reads();

      await setStock(t, ref, 11);
      const next = await gated.catalog.snapshot();
      expect(stockOf(next.product(ref.productId), ref)).toBe(11);
      expect(next).toBe(first);
      expect(gated.reads()).toBe(reads);
    } finally {
      await gated.catalog.close();
    }
  });

  it('reads an edited product again: its name, its price order and its pages', async () => {
    const gated = await gatedCatalog();
    try {
      const ref = await supply(30, 4);
      const first = await gated.catalog.snapshot();
      const reads = gated.reads();
      const cheapest = () => first.page({ sort: 'low-high', limit: 1 });
      expect(await json(cheapest())).not.toMatchObject({ products: [{ _id: ref.productId }] });

      await t.database.db
        .update(products)
        .set({ name: 'Edited Lantern Romper', priceFils: 100 })
        .where(eq(products.id, ref.productId));
      const next = await gated.catalog.snapshot();
      expect(next.product(ref.productId)?.name).toBe('Edited Lantern Romper');
      expect(next.product(ref.productId)?.price).toBe(1);
      const found = next.page(
        { search: 'lantern romper' },
        await next.found('lantern romper', new PostgresSearch(t.database.db)),
      );
      expect(await json(found)).toMatchObject({ total: 1, products: [{ _id: ref.productId }] });
      expect(await json(cheapest())).toMatchObject({ products: [{ _id: ref.productId }] });
      expect(gated.reads()).toBe(reads);
    } finally {
      await gated.catalog.close();
    }
  });

  it('reads the product again when a size row changes in more than its stock', async () => {
    const gated = await gatedCatalog();
    try {
      const ref = await supply(30, 4);
      await gated.catalog.snapshot();
      const reads = gated.reads();
      await asCounted(t.database.db, (tx) =>
        tx.update(variantSizes).set({ size: 'XXL', stock: 6 }).where(eq(variantSizes.id, ref.sizeId)),
      );
      const next = await gated.catalog.snapshot();
      expect(stockOf(next.product(ref.productId), { ...ref, size: 'XXL' })).toBe(6);
      expect(stockOf(next.product(ref.productId), ref)).toBeUndefined();
      expect(gated.reads()).toBe(reads);
    } finally {
      await gated.catalog.close();
    }
  });

  it('serves the last catalogue while the whole one is read again, and applies what changed meanwhile', async () => {
    const gated = await gatedCatalog();
    try {
      const ref = await supply(30, 4);
      const first = await gated.catalog.snapshot();

      gated.hold();
      await announceEverything();
      // The reload has read the catalogue (stock 4) and is held: nothing can finish it now but release().
      await gated.held();
      await setStock(t, ref, 2);
      await t.database.db
        .update(products)
        .set({ name: 'Held Reload Dress' })
        .where(eq(products.id, ref.productId));

      const during = await gated.catalog.snapshot();
      expect(during).toBe(first);
      expect(stockOf(during.product(ref.productId), ref)).toBe(2);
      expect(during.product(ref.productId)?.name).toBe('Held Reload Dress');

      gated.release();
      await expect.poll(async () => (await gated.catalog.snapshot()) !== first).toBe(true);
      const after = await gated.catalog.snapshot();
      // The reload's own read said 4 and the old name: the changes heard while it ran are on top of it.
      expect(stockOf(after.product(ref.productId), ref)).toBe(2);
      expect(after.product(ref.productId)?.name).toBe('Held Reload Dress');
    } finally {
      gated.release();
      await gated.catalog.close();
    }
  });
});

describe("this instance's own orders reach its catalogue without a read", () => {
  it('takes the stock an order left from the order itself, on the very next request', async () => {
    const counted = await catalogOnCountedReader();
    try {
      const ref = await supply(30, 5);
      await quiet();
      expect(stockOf((await counted.catalog.snapshot()).product(ref.productId), ref)).toBe(5);
      const reads = counted.reads();
      await orderOne(ref);
      expect(stockOf((await counted.catalog.snapshot()).product(ref.productId), ref)).toBe(4);
      await quiet();
      expect(counted.reads()).toBe(reads);
    } finally {
      await counted.catalog.close();
    }
  });

  it("keeps an order's stock over a read of that size that began before the order and answered after it", async () => {
    const counted = await catalogOnCountedReader();
    try {
      const ref = await supply(30, 4);
      await quiet();
      counted.hold();
      await setStock(t, ref, 6);
      // The read of the size (6) has answered and is held; the order now leaves 5.
      await counted.held();
      await orderOne(ref);
      // A request now waits for the held read of the change it heard (6), then sees the order's 5 on top.
      const waiting = counted.catalog.snapshot();
      counted.release();
      expect(stockOf((await waiting).product(ref.productId), ref)).toBe(5);
      await quiet();
      expect(stockOf((await counted.catalog.snapshot()).product(ref.productId), ref)).toBe(5);
    } finally {
      counted.release();
      await counted.catalog.close();
    }
  });
});

// PGlite cannot lose a notice, so its catalogue has no age limit to check.
describe.runIf(process.env.TEST_DATABASE_URL)('the age limit over PostgreSQL', () => {
  it('finds a stock change whose notice was lost by comparing stock, without reading the whole catalogue', async () => {
    const repo = createProductsRepo(t.database.db);
    let wholeReads = 0;
    const catalog = await openCatalog(t.database, {
      maxAgeMs: 200,
      loadAll: () => {
        wholeReads += 1;
        return readWholeCatalog(repo);
      },
    });
    try {
      const ref = await supply(30, 4);
      await quiet();
      expect(stockOf((await catalog.snapshot()).product(ref.productId), ref)).toBe(4);
      const reads = wholeReads;
      // An order's update, committed, whose after-commit notice never went out (its process died).
      await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select ${STOCK_NOTICE_AFTER_COMMIT}`);
        await setStockCause(tx, { reason: 'counted' });
        await tx.update(variantSizes).set({ stock: 1 }).where(eq(variantSizes.id, ref.sizeId));
      });
      await expect
        .poll(async () => stockOf((await catalog.snapshot()).product(ref.productId), ref), {
          timeout: 10_000,
        })
        .toBe(1);
      expect(wholeReads).toBe(reads);
    } finally {
      await catalog.close();
    }
  });
});
