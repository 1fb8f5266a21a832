import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema';
import type { Tx } from '../cart/cart-repo';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'position'>;

/** The shopper's order placed with this Idempotency-Key, if any. */
export async function orderIdForKey(tx: Tx, userId: string, key: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row?.id ?? null;
}

export async function insertOrder(tx: Tx, order: NewOrder, items: readonly NewOrderItem[]): Promise<string> {
  const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
  if (!row) throw new Error('the order was not written');
  await tx.insert(orderItems).values(items.map((item, position) => ({ ...item, orderId: row.id, position })));
  return row.id;
}

/** The shopper's own order, locked until `tx` ends; null for an unknown id and for another shopper's. */
export async function lockOwnOrder(tx: Tx, userId: string, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  return row ?? null;
}

/** The sizes and quantities an order took, for the sizes the catalogue still has. */
export function takenStock(tx: Tx, orderId: string): Promise<{ sizeId: string | null; quantity: number }[]> {
  return tx
    .select({ sizeId: orderItems.variantSizeId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.variantSizeId)));
}

export async function markCancelled(tx: Tx, orderId: string): Promise<void> {
  await tx.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, orderId));
}

export function createOrdersRepo(db: Db) {
  return {
    /** The shopper's orders newest first, each with its items in the order they were bought. */
    async listForUser(userId: string): Promise<{ order: OrderRow; items: OrderItemRow[] }[]> {
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      if (rows.length === 0) return [];
      const items = await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderItems.position));
      return rows.map((order) => ({ order, items: items.filter((item) => item.orderId === order.id) }));
    },

    /** The shopper's most recent order, or null. */
    async latest(userId: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
