import {
  cartAddRequestSchema,
  cartMergeRequestSchema,
  cartMergeResponseSchema,
  cartResponseSchema,
  cartUpdateRequestSchema,
} from '@souq/shared/schemas/cart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../lib/refusal-responses';
import { signedIn } from '../../plugins/auth';
import type { CartService } from './cart-service';

/**
 * Cart calls. The shopper is the token's, never a body `userId` (the schemas strip it);
 * every call answers with the whole cart so the client can replace its copy.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  // Before the body is even parsed: a caller without a valid token learns nothing but that it must sign in.
  app.addHook('onRequest', app.requireUser);

  // Sends `userId` (or nothing); the body is not read, so any is accepted.
  app.post(
    '/api/cart/get',
    { schema: { response: { 200: cartResponseSchema, ...refusalResponses } } },
    signedIn(async (_request, userId) => cart.get(userId)),
  );

  app.post(
    '/api/cart/add',
    { schema: { body: cartAddRequestSchema, response: { 200: cartResponseSchema, ...refusalResponses } } },
    signedIn(async (request, userId) => cart.add(userId, request.body)),
  );

  app.post(
    '/api/cart/update',
    { schema: { body: cartUpdateRequestSchema, response: { 200: cartResponseSchema, ...refusalResponses } } },
    signedIn(async (request, userId) => cart.update(userId, request.body)),
  );

  app.post(
    '/api/cart/merge',
    {
      schema: {
        body: cartMergeRequestSchema,
        response: { 200: cartMergeResponseSchema, ...refusalResponses },
      },
    },
    signedIn(async (request, userId) => cart.merge(userId, request.body.guestCart)),
  );
};
