import type { Db } from '../../db/client';
import type { OrderRow } from './orders-repo';
import type { PaymentGateway, PaymentOutcome } from './payment-gateway';
import { settleOrder } from './settle-order';

/**
 * Settles the order with `outcome` and refunds a payment that arrived after the order was cancelled (the
 * shopper is never charged for an order whose stock went back).
 */
export async function settleAndRefund(
  db: Db,
  gateway: PaymentGateway,
  orderId: string,
  outcome: PaymentOutcome,
): Promise<OrderRow | null> {
  const settled = await settleOrder(db, orderId, outcome);
  if (settled?.latePayment && settled.order.gatewayRef) await gateway.refund(settled.order.gatewayRef);
  return settled?.order ?? null;
}

/**
 * Asks the gateway, never the browser, about the order's payment. A payment that was not taken
 * is stopped at the gateway before the order is cancelled, so it cannot be taken later for stock that went
 * back; if it was taken meanwhile, the stop says so and the order is marked paid instead.
 */
export async function reconcilePayment(db: Db, gateway: PaymentGateway, order: OrderRow): Promise<OrderRow> {
  let outcome: PaymentOutcome = 'failed';
  if (order.gatewayRef) {
    outcome = await gateway.outcome(order.gatewayRef);
    if (outcome === 'failed') outcome = await gateway.stop(order.gatewayRef);
  }
  return (await settleAndRefund(db, gateway, order.id, outcome)) ?? order;
}
