import type { Db } from '../../db/client';
import { createCartRepo } from '../cart/cart-repo';
import { issueInvoice } from '../tax-documents/issue-documents';
import { createCardOrdersRepo } from './card-orders-repo';
import { createOrdersRepo, type OrderRow } from './orders-repo';
import type { PaymentOutcome } from './payment-gateway';
import { releaseStock } from './release-stock';

export interface Settled {
  order: OrderRow;
  /** The gateway took money for an order already cancelled (its stock gone back): it must be refunded. */
  latePayment: boolean;
}

/**
 * Applies what the gateway said to a card order, under the order's row lock, so verify, a
 * webhook and the expiry sweep can all report the same payment in any order and any number of times.
 * Only a 'Payment Pending' order moves: paid → 'Order Placed' (stock stays taken, the cart is emptied, the tax
 * invoice issued); failed → 'Cancelled'
 * with its stock given back once (release-stock's `stock_held`).
 */
export function settleOrder(db: Db, orderId: string, outcome: PaymentOutcome): Promise<Settled | null> {
  return db.transaction(async (tx) => {
    const cardOrders = createCardOrdersRepo(tx);
    const order = await cardOrders.lockOrder(orderId);
    if (!order) return null;
    if (order.status === 'Payment Pending' && outcome === 'paid') {
      await cardOrders.markPaid(order.id);
      await createCartRepo(tx).clear(order.userId);
      await issueInvoice(tx, order.id);
      return { order: { ...order, payment: true, status: 'Order Placed' }, latePayment: false };
    }
    if (order.status === 'Payment Pending' && outcome === 'failed') {
      await releaseStock(tx, order, 'payment_expired');
      await createOrdersRepo(tx).markCancelled(order.id);
      return { order: { ...order, stockHeld: false, status: 'Cancelled' }, latePayment: false };
    }
    const latePayment = outcome === 'paid' && order.status === 'Cancelled' && !order.payment;
    return { order, latePayment };
  });
}
