import type { Db } from '../../db/client';
import { createCardOrdersRepo } from './card-orders-repo';
import type { PaymentGateway, PaymentOutcome } from './payment-gateway';
import { settleAndRefund } from './reconcile-payment';

/** A card order not paid within 30 minutes gives its stock back. */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;

/**
 * Stops the payment of every card order still pending after the window and cancels the order, its stock
 * going back; one whose payment turns out to have been taken is marked paid instead, one still processing
 * at the gateway is left for the next sweep. One order the gateway cannot answer for is reported to
 * `onError` and retried next time; the others go ahead. Answers how many orders were cancelled.
 */
export async function expireStalePayments(
  db: Db,
  gateway: PaymentGateway,
  now: Date,
  onError: (error: unknown, orderId: string) => void = () => {},
): Promise<number> {
  const stale = await createCardOrdersRepo(db).pendingCardOrdersBefore(
    new Date(now.getTime() - PAYMENT_WINDOW_MS),
  );
  let cancelled = 0;
  for (const order of stale) {
    try {
      const outcome: PaymentOutcome = order.gatewayRef ? await gateway.stop(order.gatewayRef) : 'failed';
      const settled = await settleAndRefund(db, gateway, order.id, outcome);
      if (outcome === 'failed' && settled?.status === 'Cancelled') cancelled += 1;
    } catch (error) {
      onError(error, order.id);
    }
  }
  return cancelled;
}
