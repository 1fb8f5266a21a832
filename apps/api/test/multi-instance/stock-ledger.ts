import { asc, eq, isNull, ne, sum } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { orderItems, orders, products, productVariants, variantSizes } from '../../src/db/schema';
import { asCounted } from '../counted-stock';
import type { LoadSize } from './order-load';

/** Stock of every size in the catalogue, by size row id. */
export async function stockBySize(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: variantSizes.id, stock: variantSizes.stock }).from(variantSizes);
  return new Map(rows.map((row) => [row.id, row.stock]));
}

/** Units each size has given to orders that still hold them (every order not cancelled), by size row id. */
export async function unitsInOrders(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: orderItems.variantSizeId, units: sum(orderItems.quantity) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(ne(orders.status, 'Cancelled'))
    .groupBy(orderItems.variantSizeId);
  return new Map(rows.map((row) => [row.id ?? 'dropped size', Number(row.units)]));
}

/** Orders with no items: what a half-written order would look like. */
export async function ordersWithoutItems(db: Db): Promise<number> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(isNull(orderItems.orderId));
  return rows.length;
}

/** One size from each of the first `stocks.length` products, priced plainly at `priceAed`, stocked as given. */
export async function arrangeLoadSizes(
  db: Db,
  priceAed: number,
  stocks: readonly number[],
): Promise<LoadSize[]> {
  const sizes = await db
    .selectDistinctOn([products.id], {
      productId: products.id,
      colorName: productVariants.colorName,
      size: variantSizes.size,
      sizeId: variantSizes.id,
    })
    .from(variantSizes)
    .innerJoin(productVariants, eq(productVariants.id, variantSizes.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .orderBy(asc(products.id), asc(productVariants.position), asc(variantSizes.position))
    .limit(stocks.length);
  return Promise.all(
    sizes.map(async (size, i) => {
      await db
        .update(products)
        .set({ priceFils: priceAed * 100, discount: 0, flashDiscount: 0, flashsale: false })
        .where(eq(products.id, size.productId));
      await asCounted(db, (tx) =>
        tx
          .update(variantSizes)
          .set({ stock: stocks[i] ?? 0 })
          .where(eq(variantSizes.id, size.sizeId)),
      );
      return { productId: size.productId, colorName: size.colorName, size: size.size, priceAed };
    }),
  );
}
