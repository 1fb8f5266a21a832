import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import type { Tx } from '../cart/cart-repo';
import type { OrderRow } from './orders-repo';

/** Card orders (design §4 Payments): found by id, by owner, by the gateway's ref, or by age. */

/** The order, locked until `tx` ends: payment news from any source is applied one at a time. */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

export async function readOrder(db: Db, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/** The shopper's own order; null for an unknown id and for another shopper's (spec §6). */
export async function readOwnOrder(db: Db, userId: string, orderId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return row ?? null;
}

export async function orderByGatewayRef(db: Db, ref: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.gatewayRef, ref));
  return row ?? null;
}

/** Records the gateway's payment for the order; a retry that opened the same payment changes nothing. */
export async function setGatewayRef(db: Db, orderId: string, ref: string): Promise<void> {
  await db
    .update(orders)
    .set({ gatewayRef: ref })
    .where(and(eq(orders.id, orderId), isNull(orders.gatewayRef)));
}

export async function markPaid(tx: Tx, orderId: string): Promise<void> {
  await tx.update(orders).set({ payment: true, status: 'Order Placed' }).where(eq(orders.id, orderId));
}

/** Card orders still waiting for their payment that were placed before `before`, oldest first. */
export function pendingCardOrdersBefore(db: Db, before: Date): Promise<OrderRow[]> {
  return db
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
}
