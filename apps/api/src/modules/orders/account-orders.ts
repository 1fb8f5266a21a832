import { ORDER_IN_PROGRESS } from '@souq/shared/schemas/account-data';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/executor';
import { badRequest } from '../../lib/app-error';
import { CANCELLED_ON_ACCOUNT_DELETION, creditCancelledOrder } from '../tax-documents/issue-documents';
import { settleCardPaymentOnCancel } from './cancel-card-payment';
import { setOrderEventActor } from './order-event-context';
import { createOrdersRepo, type OrderRow } from './orders-repo';
import type { PaymentGateway } from './payment-gateway';
import { releaseStock } from './release-stock';

/**
 * A shopper's orders when the account is deleted (docs/product/accounts.md, "Your data"). Card orders still
 * waiting for their payment are cancelled, as the shopper's own cancel would; any other order on its way
 * (placed, packing, shipped, out for delivery) refuses the deletion, since erasing its delivery address would
 * strand it. Delivered and cancelled orders stay as they are, for the store's records.
 */
const isWaitingCardOrder = (order: OrderRow) =>
  order.status === 'Payment Pending' && order.paymentMethod === 'stripe';

/**
 * Before the deletion's transaction: refuses an order on its way, and stops each waiting card order's
 * payment at the gateway (refunding one taken meanwhile). Outside any transaction, as with a shopper's
 * cancel: a gateway call must not hold a lock. Answers the orders whose payment was settled.
 */
export async function settleOrdersBeforeDeletion(
  db: Db,
  gateway: PaymentGateway,
  userId: string,
): Promise<ReadonlySet<string>> {
  const open = await createOrdersRepo(db).openOrders(userId, { lock: false });
  if (!open.every(isWaitingCardOrder)) throw badRequest(ORDER_IN_PROGRESS);
  for (const order of open) await settleCardPaymentOnCancel(gateway, order);
  return new Set(open.map((order) => order.id));
}

/**
 * In the deletion's transaction: locks the open orders again and cancels those whose payment was settled,
 * giving their stock back with the ledger reason order_cancelled. One that moved on meanwhile (a payment
 * that went through is cancelled and refunded like a shopper's) or appeared meanwhile refuses the deletion.
 */
export async function cancelOrdersForDeletion(
  tx: Tx,
  userId: string,
  settled: ReadonlySet<string>,
): Promise<void> {
  const orders = createOrdersRepo(tx);
  const open = await orders.openOrders(userId, { lock: true });
  const cancellable = (order: OrderRow) =>
    settled.has(order.id) && (order.status === 'Payment Pending' || order.status === 'Order Placed');
  if (!open.every(cancellable)) throw badRequest(ORDER_IN_PROGRESS);
  if (open.length === 0) return;
  await setOrderEventActor(tx, { kind: 'shopper' });
  for (const order of open) {
    await releaseStock(tx, order, 'order_cancelled');
    await orders.markCancelled(order.id);
    await creditCancelledOrder(tx, order.id, CANCELLED_ON_ACCOUNT_DELETION);
  }
}
