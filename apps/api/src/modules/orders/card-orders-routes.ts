import { placeOrderRequestSchema } from '@souq/shared/schemas/order';
import {
  embeddedPaymentResponseSchema,
  hostedPaymentResponseSchema,
  verifyEmbeddedRequestSchema,
  verifyHostedRequestSchema,
  verifyPaymentResponseSchema,
} from '@souq/shared/schemas/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../lib/refusal-responses';
import { requestLocale } from '../../plugins/answer-language';
import { signedIn } from '../../plugins/auth';
import type { CardOrdersService } from './card-orders-service';
import { idempotencyHeadersSchema } from './idempotency-headers';

/**
 * Card calls: the embedded flow (a client secret the page confirms the card with) and the
 * hosted flow (a session url), each with its verify call. The shopper is the token's.
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
        response: { 200: embeddedPaymentResponseSchema, ...refusalResponses },
      },
    },
    signedIn(async (request, userId) =>
      cardOrders.placeEmbedded(
        userId,
        request.body,
        request.headers['idempotency-key'] ?? null,
        requestLocale(request),
      ),
    ),
  );

  app.post(
    '/api/order/stripe',
    {
      schema: {
        headers: idempotencyHeadersSchema,
        body: placeOrderRequestSchema,
        response: { 200: hostedPaymentResponseSchema, ...refusalResponses },
      },
    },
    signedIn(async (request, userId) =>
      cardOrders.placeHosted(
        userId,
        request.body,
        request.headers['idempotency-key'] ?? null,
        requestLocale(request),
      ),
    ),
  );

  app.post(
    '/api/order/verifyEmbeddedStripe',
    {
      schema: {
        body: verifyEmbeddedRequestSchema,
        response: { 200: verifyPaymentResponseSchema, ...refusalResponses },
      },
    },
    signedIn(async (request, userId) => cardOrders.verify(userId, request.body.orderId)),
  );

  // The body's `success` (from the return URL) is accepted but never read.
  app.post(
    '/api/order/verifyStripe',
    {
      schema: {
        body: verifyHostedRequestSchema,
        response: { 200: verifyPaymentResponseSchema, ...refusalResponses },
      },
    },
    signedIn(async (request, userId) => cardOrders.verify(userId, request.body.orderId)),
  );
};
