import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { orders } from '../../db/schema';
import type { OrderRow } from './orders-repo';

/** Card orders (see docs/architecture.md): found by id, by owner, by the gateway's ref, or by age. */

export function createCardOrdersRepo(executor: Executor) {
  return {
    /** The order, locked until `tx` ends: payment news from any source is applied one at a time. */
    async lockOrder(orderId: string): Promise<OrderRow | null> {
      const [row] = await executor.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row ?? null;
    },

    async readOrder(orderId: string): Promise<OrderRow | null> {
      const [row] = await executor.select().from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** The shopper's own order; null for an unknown id and for another shopper's (see docs/product/orders.md). */
    async readOwnOrder(userId: string, orderId: string): Promise<OrderRow | null> {
      const [row] = await executor
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      return row ?? null;
    },

    async orderByGatewayRef(ref: string): Promise<OrderRow | null> {
      const [row] = await executor.select().from(orders).where(eq(orders.gatewayRef, ref));
      return row ?? null;
    },

    /** Records the gateway's payment for the order; a retry that opened the same payment changes nothing. */
    async setGatewayRef(orderId: string, ref: string): Promise<void> {
      await executor
        .update(orders)
        .set({ gatewayRef: ref })
        .where(and(eq(orders.id, orderId), isNull(orders.gatewayRef)));
    },

    async markPaid(orderId: string): Promise<void> {
      await executor
        .update(orders)
        .set({ payment: true, status: 'Order Placed' })
        .where(eq(orders.id, orderId));
    },

    /** Card orders still waiting for their payment that were placed before `before`, oldest first. */
    pendingCardOrdersBefore(before: Date): Promise<OrderRow[]> {
      return executor
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'Payment Pending'),
            eq(orders.paymentMethod, 'stripe'),
            lt(orders.createdAt, before),
          ),
        )
        .orderBy(asc(orders.createdAt));
    },
  };
}

export type CardOrdersRepo = ReturnType<typeof createCardOrdersRepo>;
