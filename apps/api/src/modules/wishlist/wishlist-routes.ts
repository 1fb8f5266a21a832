import {
  wishlistAddRequestSchema,
  wishlistRemoveRequestSchema,
  wishlistResponseSchema,
} from '@souq/shared/schemas/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refusalResponses } from '../../lib/refusal-responses';
import { signedIn } from '../../plugins/auth';
import type { WishlistService } from './wishlist-service';

/**
 * Wishlist calls, with the token in a `token` header or as a bearer token (docs/product/accounts.md). The
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
    {
      schema: {
        body: wishlistAddRequestSchema,
        response: { 200: wishlistResponseSchema, ...refusalResponses },
      },
    },
    signedIn(async (request, userId) => wishlist.add(userId, request.body)),
  );

  // Sends an empty body (one place sends `userId`); the body is not read, so any is accepted.
  app.post(
    '/api/wishlist/get',
    { schema: { response: { 200: wishlistResponseSchema, ...refusalResponses } } },
    signedIn(async (_request, userId) => wishlist.get(userId)),
  );

  app.post(
    '/api/wishlist/remove',
    {
      schema: {
        body: wishlistRemoveRequestSchema,
        response: { 200: wishlistResponseSchema, ...refusalResponses },
      },
    },
    signedIn(async (request, userId) => wishlist.remove(userId, request.body.itemId)),
  );
};
