import { formatOrderNumber } from '@souq/shared/orders/order-number';
import type { StockMovement, StockReason } from '@souq/shared/schemas/admin-stock';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { orders, productVariants, stockMovements, variantSizes } from '../../../db/schema';

type MovementRow = typeof stockMovements.$inferSelect & { orderNumber: number | null };

function toMovement(row: MovementRow): StockMovement {
  return {
    id: row.id,
    at: row.at.toISOString(),
    productId: row.productId,
    colorName: row.colorName,
    size: row.size,
    subSku: row.subSku,
    delta: row.delta,
    stockAfter: row.stockAfter,
    // The table's CHECK holds it to the list.
    reason: row.reason as StockReason,
    orderId: row.orderId,
    orderNumber: row.orderNumber === null ? null : formatOrderNumber(row.orderNumber),
    staffName: row.staffName,
    note: row.note,
  };
}

export interface MovementFilter {
  productId: string;
  colorName?: string | undefined;
  size?: string | undefined;
  before?: number | undefined;
  limit: number;
}

export function createStockRepo(executor: Executor) {
  return {
    /** One size of a product, locked until the transaction ends. */
    async lockSize(productId: string, colorName: string, size: string) {
      const [row] = await executor
        .select({ id: variantSizes.id, stock: variantSizes.stock })
        .from(variantSizes)
        .innerJoin(productVariants, eq(productVariants.id, variantSizes.variantId))
        .where(
          and(
            eq(productVariants.productId, productId),
            sql`lower(${productVariants.colorName}) = lower(${colorName})`,
            eq(variantSizes.size, size),
          ),
        )
        .for('update', { of: variantSizes });
      return row ?? null;
    },

    /** Sets the size's stock; the ledger's trigger writes the row from the cause the transaction named. */
    async setStock(sizeId: string, stock: number): Promise<void> {
      await executor.update(variantSizes).set({ stock }).where(eq(variantSizes.id, sizeId));
    },

    async latestMovement(sizeId: string): Promise<StockMovement | null> {
      const [row] = await this.movements({ sizeId, limit: 1 });
      return row ?? null;
    },

    /** Newest first, `before` an id for the next page. */
    async movements(
      filter: Partial<MovementFilter> & { sizeId?: string; limit: number },
    ): Promise<StockMovement[]> {
      const rows = await executor
        .select({ movement: stockMovements, orderNumber: orders.number })
        .from(stockMovements)
        .leftJoin(orders, eq(orders.id, stockMovements.orderId))
        .where(
          and(
            filter.sizeId ? eq(stockMovements.variantSizeId, filter.sizeId) : undefined,
            filter.productId ? eq(stockMovements.productId, filter.productId) : undefined,
            filter.colorName ? eq(stockMovements.colorName, filter.colorName) : undefined,
            filter.size ? eq(stockMovements.size, filter.size) : undefined,
            filter.before ? lt(stockMovements.id, filter.before) : undefined,
          ),
        )
        .orderBy(desc(stockMovements.id))
        .limit(filter.limit);
      return rows.map(({ movement, orderNumber }) => toMovement({ ...movement, orderNumber }));
    },
  };
}
