import {
  cartAddRequestSchema,
  cartMergeRequestSchema,
  cartMergeResponseSchema,
  cartResponseSchema,
  cartUpdateRequestSchema,
} from '@souq/shared/schemas/cart';
import { errorResponseSchema } from '@souq/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CartService } from './cart-service';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * spec §7 cart calls. design §4: the shopper is the token's, never a body `userId` (the schemas strip it);
 * every call answers with the whole cart so the client can replace its copy.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ cart: CartService }> = async (app, { cart }) => {
  // Before the body is even parsed: a caller without a valid token learns nothing but that it must sign in.
  app.addHook('onRequest', app.requireUser);

  // spec §7 sends `userId` (or nothing); the body is not read, so any is accepted.
  app.post(
    '/api/cart/get',
    { schema: { response: { 200: cartResponseSchema, ...refusals } } },
    async (request) => cart.get(request.userId as string),
  );

  app.post(
    '/api/cart/add',
    { schema: { body: cartAddRequestSchema, response: { 200: cartResponseSchema, ...refusals } } },
    async (request) => cart.add(request.userId as string, request.body),
  );

  app.post(
    '/api/cart/update',
    { schema: { body: cartUpdateRequestSchema, response: { 200: cartResponseSchema, ...refusals } } },
    async (request) => cart.update(request.userId as string, request.body),
  );

  app.post(
    '/api/cart/merge',
    { schema: { body: cartMergeRequestSchema, response: { 200: cartMergeResponseSchema, ...refusals } } },
    async (request) => cart.merge(request.userId as string, request.body.guestCart),
  );
};
