import { errorResponseSchema } from '@souq/shared/schemas/common';
import {
  cancelOrderRequestSchema,
  deductStockRequestSchema,
  messageResponseSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  userOrdersResponseSchema,
} from '@souq/shared/schemas/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyHeadersSchema } from './idempotency-headers';
import type { OrdersService } from './orders-service';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * spec §7 order calls (cash on delivery, the shopper's orders, cancel) and the cart's deduct-stock, which
 * belongs to placing an order. design §4: the shopper is the token's; a body `userId` is stripped.
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
        response: { 200: placeOrderResponseSchema, ...refusals },
      },
    },
    async (request) =>
      orders.placeCashOnDelivery(
        request.userId as string,
        request.body,
        request.headers['idempotency-key'] ?? null,
      ),
  );

  // spec §7 sends an empty body; the body is not read, so any is accepted.
  app.post(
    '/api/order/userorders',
    { schema: { response: { 200: userOrdersResponseSchema, ...refusals } } },
    async (request) => orders.userOrders(request.userId as string),
  );

  app.post(
    '/api/order/cancel',
    { schema: { body: cancelOrderRequestSchema, response: { 200: messageResponseSchema, ...refusals } } },
    async (request) => orders.cancel(request.userId as string, request.body.orderId),
  );

  app.post(
    '/api/cart/deduct-stock',
    { schema: { body: deductStockRequestSchema, response: { 200: messageResponseSchema, ...refusals } } },
    async (request) => orders.deductStock(request.userId as string),
  );
};
