import {
  cancelOrderRequestSchema,
  deductStockRequestSchema,
  messageResponseSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  userOrdersResponseSchema,
} from '@souq/shared/schemas/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../lib/refusal-responses';
import { requestLocale } from '../../plugins/answer-language';
import { signedIn } from '../../plugins/auth';
import { idempotencyHeadersSchema } from './idempotency-headers';
import type { OrdersService } from './orders-service';

/**
 * Order calls (cash on delivery, the shopper's orders, cancel) and the cart's deduct-stock, which
 * belongs to placing an order. The shopper is the token's; a body `userId` is stripped.
 */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  // Before the body is even parsed: a caller without a valid token learns nothing but that it must sign in.
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/api/order/place',
    {
      schema: {
        headers: idempotencyHeadersSchema,
        body: placeOrderRequestSchema,
        response: { 200: placeOrderResponseSchema, ...refusalResponses },
      },
    },
    signedIn(async (request, userId) =>
      orders.placeCashOnDelivery(
        userId,
        request.body,
        request.headers['idempotency-key'] ?? null,
        requestLocale(request),
      ),
    ),
  );

  // Sends an empty body; the body is not read, so any is accepted.
  app.post(
    '/api/order/userorders',
    { schema: { response: { 200: userOrdersResponseSchema, ...refusalResponses } } },
    signedIn(async (_request, userId) => orders.userOrders(userId)),
  );

  app.post(
    '/api/order/cancel',
    {
      schema: {
        body: cancelOrderRequestSchema,
        response: { 200: messageResponseSchema, ...refusalResponses },
      },
    },
    signedIn(async (request, userId) => orders.cancel(userId, request.body.orderId)),
  );

  app.post(
    '/api/cart/deduct-stock',
    {
      schema: {
        body: deductStockRequestSchema,
        response: { 200: messageResponseSchema, ...refusalResponses },
      },
    },
    signedIn(async (_request, userId) => orders.deductStock(userId)),
  );
};
