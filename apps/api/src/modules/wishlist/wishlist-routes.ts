import { errorResponseSchema } from '@souq/shared/schemas/common';
import {
  wishlistAddRequestSchema,
  wishlistRemoveRequestSchema,
  wishlistResponseSchema,
} from '@souq/shared/schemas/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { WishlistService } from './wishlist-service';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
};

/**
 * spec §7 wishlist calls, with the token in a `token` header or as a bearer token (spec §6). design §4: the
 * shopper is the token's, never a body `userId` (the schemas strip it); every call answers the whole list.
 */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (
  app,
  { wishlist },
) => {
  // Before the body is even parsed: a caller without a valid token learns nothing but that it must sign in.
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/api/wishlist/add',
    { schema: { body: wishlistAddRequestSchema, response: { 200: wishlistResponseSchema, ...refusals } } },
    async (request) => wishlist.add(request.userId as string, request.body),
  );

  // spec §7 sends an empty body (one place sends `userId`); the body is not read, so any is accepted.
  app.post(
    '/api/wishlist/get',
    { schema: { response: { 200: wishlistResponseSchema, ...refusals } } },
    async (request) => wishlist.get(request.userId as string),
  );

  app.post(
    '/api/wishlist/remove',
    {
      schema: { body: wishlistRemoveRequestSchema, response: { 200: wishlistResponseSchema, ...refusals } },
    },
    async (request) => wishlist.remove(request.userId as string, request.body.itemId),
  );
};
