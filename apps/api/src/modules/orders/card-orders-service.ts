import type { Locale } from '@souq/shared/i18n/locales';
import type { PlaceOrderRequest } from '@souq/shared/schemas/order';
import {
  type embeddedPaymentResponseSchema,
  type hostedPaymentResponseSchema,
  PAYMENT_NOT_COMPLETED,
  PAYMENT_SUCCESSFUL,
  type VerifyPaymentResponse,
} from '@souq/shared/schemas/payment';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { createCardOrdersRepo } from './card-orders-repo';
import {
  NOT_A_CARD_ORDER,
  ORDER_NOT_FOUND,
  PAYMENT_PROCESSING,
  PAYMENT_START_FAILED,
} from './order-messages';
import type { OrderRow } from './orders-repo';
import type { PaymentGateway } from './payment-gateway';
import { placeOrderWorkflow } from './place-order-workflow';
import { reconcilePayment, settleAndRefund } from './reconcile-payment';
import { settleOrder } from './settle-order';

type EmbeddedResponse = z.infer<typeof embeddedPaymentResponseSchema>;
type HostedResponse = z.infer<typeof hostedPaymentResponseSchema>;

/**
 * Card payments (docs/product/orders.md): the order is placed by the same workflow as cash on delivery, as
 * 'Payment Pending' with its stock already taken, for the server's total; then the gateway's payment is
 * opened for that total. Only the gateway's answer ever marks it paid.
 */
export function createCardOrdersService(
  db: Db,
  gateway: PaymentGateway,
  logGatewayError: (error: unknown) => void,
) {
  const repo = createCardOrdersRepo(db);

  async function placePending(
    userId: string,
    request: PlaceOrderRequest,
    key: string | null,
    locale: Locale,
  ) {
    const { orderId } = await placeOrderWorkflow(db, userId, request, {
      paymentMethod: 'stripe',
      status: 'Payment Pending',
      idempotencyKey: key,
      locale,
    });
    const order = await repo.readOrder(orderId);
    // A key first used for a cash order answers that order, which has no card payment to open.
    if (order?.paymentMethod !== 'stripe') throw badRequest(NOT_A_CARD_ORDER);
    return order;
  }

  /**
   * Opens (or, for a repeated key, reopens: gateways make one payment per order) the order's payment. If the
   * gateway cannot be reached for a new order, the order is cancelled and its stock goes back at once.
   */
  async function openPayment<T extends { ref: string }>(order: OrderRow, open: () => Promise<T>): Promise<T> {
    try {
      const payment = await open();
      await repo.setGatewayRef(order.id, payment.ref);
      return payment;
    } catch (error) {
      if (order.gatewayRef !== null) throw error;
      logGatewayError(error);
      await settleOrder(db, order.id, 'failed');
      throw new AppError(502, PAYMENT_START_FAILED);
    }
  }

  return {
    /** POST /api/order/embedded-stripe → {clientSecret, orderId}. */
    async placeEmbedded(
      userId: string,
      request: PlaceOrderRequest,
      key: string | null,
      locale: Locale,
    ): Promise<EmbeddedResponse> {
      const order = await placePending(userId, request, key, locale);
      const intent = await openPayment(order, () =>
        gateway.openIntent({ orderId: order.id, amountFils: order.amountFils }),
      );
      return { success: true, clientSecret: intent.clientSecret, orderId: order.id };
    },

    /** POST /api/order/stripe → {success, session_url}: the browser goes to the hosted page. */
    async placeHosted(
      userId: string,
      request: PlaceOrderRequest,
      key: string | null,
      locale: Locale,
    ): Promise<HostedResponse> {
      const order = await placePending(userId, request, key, locale);
      const session = await openPayment(order, () =>
        gateway.openSession({ orderId: order.id, amountFils: order.amountFils }),
      );
      return { success: true, session_url: session.url, orderId: order.id };
    },

    /**
     * verifyEmbeddedStripe and verifyStripe: only the owner's card order, and whatever the browser
     * says (`success=true` in a URL included) the gateway decides.
     */
    async verify(userId: string, orderId: string): Promise<VerifyPaymentResponse> {
      const order = await repo.readOwnOrder(userId, orderId);
      if (order?.paymentMethod !== 'stripe') throw notFound(ORDER_NOT_FOUND);
      const settled = await reconcilePayment(db, gateway, order);
      if (settled.status === 'Payment Pending')
        return { success: false, paid: false, message: PAYMENT_PROCESSING };
      if (settled.payment && settled.status !== 'Cancelled')
        return { success: true, paid: true, message: PAYMENT_SUCCESSFUL };
      return { success: false, paid: false, message: PAYMENT_NOT_COMPLETED };
    },

    /**
     * What the gateway reported on its own (a webhook) about the payment `ref`. Safe to hear twice: settling
     * is idempotent. A failed payment is stopped at the gateway before the order is cancelled, in case it
     * could still be retried. News of a payment the store does not know (another integration's, or a hosted
     * session's own intent) changes nothing.
     */
    async settleGatewayNews(ref: string, outcome: 'paid' | 'failed'): Promise<void> {
      const order = await repo.orderByGatewayRef(ref);
      if (!order) return;
      const settled = outcome === 'failed' ? await gateway.stop(ref) : outcome;
      await settleAndRefund(db, gateway, order.id, settled);
    },
  };
}

export type CardOrdersService = ReturnType<typeof createCardOrdersService>;
