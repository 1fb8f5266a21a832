import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Tx } from '../cart/cart-repo';
import { giveBackStock } from './order-stock-repo';
import { type OrderRow, takenStock } from './orders-repo';

/**
 * design §4: gives an order's units back to their sizes, once: `stock_held` turns false in the same
 * transaction, and the caller holds the order's row lock. Sizes go in the same fixed order as reserveStock.
 */
export async function releaseStock(tx: Tx, order: OrderRow): Promise<void> {
  if (!order.stockHeld) return;
  const taken = await takenStock(tx, order.id);
  const inLockOrder = taken.sort((a, b) => ((a.sizeId ?? '') < (b.sizeId ?? '') ? -1 : 1));
  for (const { sizeId, quantity } of inLockOrder) {
    if (sizeId !== null) await giveBackStock(tx, sizeId, quantity);
  }
  await tx.update(orders).set({ stockHeld: false }).where(eq(orders.id, order.id));
}
