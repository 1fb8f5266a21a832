import type { OrdersExportQuery } from '@souq/shared/schemas/admin-csv';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/executor';
import { orderItems, orders, products, productVariants, users, variantSizes } from '../../../db/schema';
import { storeDayStart } from '../../../db/store-day-start';
import type { OrderItemRow, OrderRow } from '../../orders/orders-repo';

/** An order as its export rows need it: the order, the shopper's account and the items. */
export interface ExportedOrder {
  order: OrderRow;
  account: { name: string; email: string };
  items: OrderItemRow[];
}

/** The first instant of a day in the store's time zone (as the orders desk reads from and to). */

/** What the exports read, a page at a time so a large file streams without the whole of it in memory. */
export function createCsvExportRepo(executor: Executor) {
  return {
    /** Products after `afterSku` in SKU order, archived ones too, with their colours and sizes in order. */
    productsPage(afterSku: string | null, limit: number) {
      return executor.query.products.findMany({
        where: afterSku === null ? undefined : gt(products.sku, afterSku),
        orderBy: [asc(products.sku)],
        limit,
        with: {
          variants: {
            orderBy: [asc(productVariants.position)],
            with: { sizes: { orderBy: [asc(variantSizes.position)] } },
          },
        },
      });
    },

    /**
     * Orders placed on the days from `from` to `to` (Dubai, both included), after the order numbered
     * `afterNumber`, by number: the sequence follows placement, and a number (unlike a timestamp read into
     * JavaScript) is an exact key to continue from.
     */
    async ordersPage(range: OrdersExportQuery, afterNumber: number, limit: number): Promise<ExportedOrder[]> {
      const rows = await executor
        .select({ order: orders, account: { name: users.name, email: users.email } })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(
          and(
            sql`${orders.createdAt} >= ${storeDayStart(range.from)}`,
            sql`${orders.createdAt} < ${storeDayStart(range.to)} + interval '1 day'`,
            gt(orders.number, afterNumber),
          ),
        )
        .orderBy(asc(orders.number))
        .limit(limit);
      if (rows.length === 0) return [];
      const items = await executor
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((row) => row.order.id),
          ),
        )
        .orderBy(asc(orderItems.orderId), asc(orderItems.position));
      const byOrder = new Map<string, OrderItemRow[]>();
      for (const item of items) {
        const list = byOrder.get(item.orderId);
        if (list) list.push(item);
        else byOrder.set(item.orderId, [item]);
      }
      return rows.map((row) => ({ ...row, items: byOrder.get(row.order.id) ?? [] }));
    },
  };
}

export type ExportedProduct = Awaited<
  ReturnType<ReturnType<typeof createCsvExportRepo>['productsPage']>
>[number];
