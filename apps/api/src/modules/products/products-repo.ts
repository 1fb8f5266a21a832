import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SizeStock } from '../../db/catalog-watch';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { products, productVariants, variantSizes } from '../../db/schema';

function withVariants() {
  return {
    variants: {
      orderBy: [asc(productVariants.position)],
      with: { sizes: { orderBy: [asc(variantSizes.position)] } },
    },
  };
}

/**
 * Where a page of the list ended: the last product's time as the database holds it (to the microsecond, which
 * a Date cannot carry) and its sku.
 */
export interface ListCursor {
  createdAt: string;
  sku: string;
}

/**
 * The storefront's catalogue holds the products on sale: an archived one is left out of every read here, so it
 * leaves the listing, search and its page (which then says it is no longer available) as soon as its change is
 * heard.
 */
export function createProductsRepo(db: Db) {
  const byIds = (ids: readonly string[]) =>
    db.query.products.findMany({
      with: withVariants(),
      extras: { listTime: sql<string>`${products.createdAt}::text`.as('list_time') },
      where: and(inArray(products.id, [...ids]), isNull(products.archivedAt)),
    });

  return {
    /**
     * Up to `limit` products in list order (newest first, then by sku; new arrivals are the first 20), after `cursor`: the
     * catalogue is read a page at a time, so no single read or conversion holds the event loop for long.
     */
    async listPage(cursor: ListCursor | null, limit: number) {
      // The page's products are chosen first, from the products table alone, and only they are read whole.
      // Asked in one query, a database without statistics (PGlite never gathers them by itself) joined every
      // later product's variants and sizes before sorting and cutting the page: up to 3 s a page, minutes
      // for a pass over 100,000 products, with the event loop held all the while.
      const page = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            isNull(products.archivedAt),
            cursor
              ? sql`(${products.createdAt} < ${cursor.createdAt}::timestamptz
              or (${products.createdAt} = ${cursor.createdAt}::timestamptz and ${products.sku} > ${cursor.sku}))`
              : undefined,
          ),
        )
        .orderBy(desc(products.createdAt), asc(products.sku))
        .limit(limit);
      if (page.length === 0) return [];
      const whole = new Map((await byIds(page.map((row) => row.id))).map((row) => [row.id, row]));
      // A product deleted between the two reads is left out; the catalogue hears of the deletion anyway.
      return page.flatMap((row) => whole.get(row.id) ?? []);
    },

    /** The given products, whole; a product missing from the answer no longer exists. */
    byIds,

    /** The stock of the given sizes, with what places each in its product. */
    sizeStocks(ids: readonly string[]) {
      return queryRows<SizeStock>(
        db,
        sql`select ${variantSizes.id} as "sizeId", ${productVariants.productId} as "productId",
          ${variantSizes.subSku} as "subSku", ${variantSizes.size} as size, ${variantSizes.stock} as stock
        from ${variantSizes} join ${productVariants} on ${eq(productVariants.id, variantSizes.variantId)}
        join ${products} on ${eq(products.id, productVariants.productId)}
        where ${variantSizes.id} = any(${sql.param([...ids])}::uuid[]) and ${products.archivedAt} is null`,
      );
    },

    /** Every size's stock added up: one number, cheap to compare with the catalogue's own. */
    async stockTotal(): Promise<number> {
      const [row] = await queryRows<{ total: number }>(
        db,
        sql`select coalesce(sum(${variantSizes.stock}), 0)::float8 as total
        from ${variantSizes} join ${productVariants} on ${eq(productVariants.id, variantSizes.variantId)}
        join ${products} on ${eq(products.id, productVariants.productId)}
        where ${products.archivedAt} is null`,
      );
      return row?.total ?? 0;
    },

    /** Every product's stock added up over its sizes (a product with no sizes is absent). */
    stockByProduct() {
      return queryRows<{ productId: string; total: number }>(
        db,
        sql`select ${productVariants.productId} as "productId", sum(${variantSizes.stock})::float8 as total
        from ${variantSizes} join ${productVariants} on ${eq(productVariants.id, variantSizes.variantId)}
        join ${products} on ${eq(products.id, productVariants.productId)}
        where ${products.archivedAt} is null
        group by ${productVariants.productId}`,
      );
    },
  };
}

export type ProductsRepo = ReturnType<typeof createProductsRepo>;
export type ProductWithVariants = Awaited<ReturnType<ProductsRepo['listPage']>>[number];
