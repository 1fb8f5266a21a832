import type { Locale } from '@souq/shared/i18n/locales';
import { canCancel } from '@souq/shared/orders/order-lifecycle';
import type {
  messageResponseSchema,
  PlaceOrderRequest,
  userOrdersResponseSchema,
} from '@souq/shared/schemas/order';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import { documentRefsOf } from '../tax-documents/document-refs';
import { CANCELLED_BY_SHOPPER, creditCancelledOrder } from '../tax-documents/issue-documents';
import { settleCardPaymentOnCancel } from './cancel-card-payment';
import { createCardOrdersRepo } from './card-orders-repo';
import { setOrderEventActor } from './order-event-context';
import { toOrderJson } from './order-json';
import {
  CANNOT_CANCEL,
  NO_ORDER_FOR_STOCK,
  ORDER_CANCELLED,
  ORDER_NOT_FOUND,
  ORDER_PLACED,
  STOCK_ALREADY_DEDUCTED,
} from './order-messages';
import { createOrdersRepo } from './orders-repo';
import type { PaymentGateway } from './payment-gateway';
import { placeOrderWorkflow } from './place-order-workflow';
import { releaseStock } from './release-stock';

type MessageResponse = z.infer<typeof messageResponseSchema>;

function refuseUncancellable(status: string): void {
  if (!canCancel(status)) throw badRequest(CANNOT_CANCEL[status as keyof typeof CANNOT_CANCEL]);
}

export function createOrdersService(db: Db, gateway: PaymentGateway) {
  const repo = createOrdersRepo(db);
  const cardOrders = createCardOrdersRepo(db);

  return {
    /** POST /api/order/place: cash on delivery, status 'Order Placed', not yet paid. */
    async placeCashOnDelivery(
      userId: string,
      request: PlaceOrderRequest,
      idempotencyKey: string | null,
      locale: Locale,
    ) {
      const { orderId } = await placeOrderWorkflow(db, userId, request, {
        paymentMethod: 'cod',
        status: 'Order Placed',
        idempotencyKey,
        locale,
      });
      return { success: true as const, message: ORDER_PLACED, orderId };
    },

    async userOrders(userId: string): Promise<z.infer<typeof userOrdersResponseSchema>> {
      const rows = await repo.listForUser(userId);
      const documents = await documentRefsOf(
        db,
        rows.map(({ order }) => order.id),
      );
      return {
        success: true,
        orders: rows.map(({ order, items }) => toOrderJson(order, items, documents.get(order.id) ?? [])),
      };
    },

    /**
     * Only the owner, and only before the order is shipped (Payment Pending, Order Placed, Packing); the stock
     * goes back with it.
     * A card order's payment is refunded or stopped first, outside the transaction (a gateway call must not
     * hold the order's lock, nor the embedded database's one connection); a gateway failure leaves the order
     * as it was. The checks run again under the lock, in case the order moved meanwhile.
     */
    async cancel(userId: string, orderId: string): Promise<MessageResponse> {
      const seen = await cardOrders.readOwnOrder(userId, orderId);
      if (!seen) throw notFound(ORDER_NOT_FOUND);
      refuseUncancellable(seen.status);
      await settleCardPaymentOnCancel(gateway, seen);
      return db.transaction(async (tx) => {
        const locked = createOrdersRepo(tx);
        const order = await locked.lockOwnOrder(userId, orderId);
        if (!order) throw notFound(ORDER_NOT_FOUND);
        refuseUncancellable(order.status);
        await setOrderEventActor(tx, { kind: 'shopper' });
        await releaseStock(tx, order, 'order_cancelled');
        await locked.markCancelled(order.id);
        await creditCancelledOrder(tx, order.id, CANCELLED_BY_SHOPPER);
        return { success: true, message: ORDER_CANCELLED };
      });
    },

    /**
     * Cash flow calls this after placing. Placement already took the stock in its own transaction, so
     * this never changes stock: it confirms when the shopper's latest order holds its units, and refuses
     * otherwise, whatever items it is sent.
     */
    async deductStock(userId: string): Promise<MessageResponse> {
      const latest = await repo.latest(userId);
      if (!latest?.stockHeld) throw badRequest(NO_ORDER_FOR_STOCK);
      return { success: true, message: STOCK_ALREADY_DEDUCTED };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
