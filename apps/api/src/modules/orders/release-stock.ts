import type { Tx } from '../../db/executor';
import { createOrderStockRepo } from './order-stock-repo';
import { createOrdersRepo, type OrderRow } from './orders-repo';

/**
 * Gives an order's units back to their sizes, once: `stock_held` turns false in the same
 * transaction, and the caller holds the order's row lock. Sizes go in the same fixed order as reserveStock.
 */
export async function releaseStock(tx: Tx, order: OrderRow): Promise<void> {
  if (!order.stockHeld) return;
  const orders = createOrdersRepo(tx);
  const stock = createOrderStockRepo(tx);
  const taken = await orders.takenStock(order.id);
  const inLockOrder = taken.sort((a, b) => ((a.sizeId ?? '') < (b.sizeId ?? '') ? -1 : 1));
  for (const { sizeId, quantity } of inLockOrder) {
    if (sizeId !== null) await stock.giveBackStock(sizeId, quantity);
  }
  await orders.markStockReleased(order.id);
}
