import { badRequest } from '../../lib/app-error';
import { CANNOT_CANCEL_PROCESSING } from './order-messages';
import type { OrderRow } from './orders-repo';
import type { PaymentGateway } from './payment-gateway';

/**
 * A shopper cancelling a card order gets a paid one refunded through the gateway; an unpaid one's
 * payment is stopped first, so it cannot be taken after its stock went back (and is refunded if it was
 * taken meanwhile). Runs before the order is marked cancelled, so a gateway failure leaves it as it was.
 */
export async function settleCardPaymentOnCancel(gateway: PaymentGateway, order: OrderRow): Promise<void> {
  if (order.paymentMethod !== 'stripe' || order.gatewayRef === null) return;
  if (order.payment) return gateway.refund(order.gatewayRef);
  const outcome = await gateway.stop(order.gatewayRef);
  if (outcome === 'paid') await gateway.refund(order.gatewayRef);
  if (outcome === 'pending') throw badRequest(CANNOT_CANCEL_PROCESSING);
}
