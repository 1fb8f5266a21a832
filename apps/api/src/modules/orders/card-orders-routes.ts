import { errorResponseSchema } from '@souq/shared/schemas/common';
import { placeOrderRequestSchema } from '@souq/shared/schemas/order';
import {
  embeddedPaymentResponseSchema,
  hostedPaymentResponseSchema,
  verifyEmbeddedRequestSchema,
  verifyHostedRequestSchema,
  verifyPaymentResponseSchema,
} from '@souq/shared/schemas/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CardOrdersService } from './card-orders-service';
import { idempotencyHeadersSchema } from './idempotency-headers';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  502: errorResponseSchema,
};

/**
 * spec §7 card calls (issue 5): the embedded flow (a client secret the page confirms the card with) and the
 * hosted flow (a session url), each with its verify call. design §4: the shopper is the token's.
 */
export const cardOrdersRoutes: FastifyPluginAsyncZod<{ cardOrders: CardOrdersService }> = async (
  app,
  { cardOrders },
) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/api/order/embedded-stripe',
    {
      schema: {
        headers: idempotencyHeadersSchema,
        body: placeOrderRequestSchema,
        response: { 200: embeddedPaymentResponseSchema, ...refusals },
      },
    },
    async (request) =>
      cardOrders.placeEmbedded(
        request.userId as string,
        request.body,
        request.headers['idempotency-key'] ?? null,
      ),
  );

  app.post(
    '/api/order/stripe',
    {
      schema: {
        headers: idempotencyHeadersSchema,
        body: placeOrderRequestSchema,
        response: { 200: hostedPaymentResponseSchema, ...refusals },
      },
    },
    async (request) =>
      cardOrders.placeHosted(
        request.userId as string,
        request.body,
        request.headers['idempotency-key'] ?? null,
      ),
  );

  app.post(
    '/api/order/verifyEmbeddedStripe',
    {
      schema: {
        body: verifyEmbeddedRequestSchema,
        response: { 200: verifyPaymentResponseSchema, ...refusals },
      },
    },
    async (request) => cardOrders.verify(request.userId as string, request.body.orderId),
  );

  // design §4: the body's `success` (from the return URL) is accepted but never read.
  app.post(
    '/api/order/verifyStripe',
    {
      schema: {
        body: verifyHostedRequestSchema,
        response: { 200: verifyPaymentResponseSchema, ...refusals },
      },
    },
    async (request) => cardOrders.verify(request.userId as string, request.body.orderId),
  );
};
