import type { Tx } from '../../db/executor';
import { setStockCause } from '../stock/stock-cause';
import { createOrderStockRepo } from './order-stock-repo';
import { createOrdersRepo, type OrderRow } from './orders-repo';

/**
 * Gives an order's units back to their sizes, once: `stock_held` turns false in the same
 * transaction, and the caller holds the order's row lock. Sizes go in the same fixed order as reserveStock. The
 * stock ledger records `reason` against the order.
 */
export async function releaseStock(
  tx: Tx,
  order: OrderRow,
  reason: 'order_cancelled' | 'payment_expired',
): Promise<void> {
  if (!order.stockHeld) return;
  await setStockCause(tx, { reason, orderId: order.id });
  const orders = createOrdersRepo(tx);
  const stock = createOrderStockRepo(tx);
  const taken = await orders.takenStock(order.id);
  const inLockOrder = taken.sort((a, b) => ((a.sizeId ?? '') < (b.sizeId ?? '') ? -1 : 1));
  for (const { sizeId, quantity } of inLockOrder) {
    if (sizeId !== null) await stock.giveBackStock(sizeId, quantity);
  }
  await orders.markStockReleased(order.id);
}
